import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MenuLinkItem } from '@/components/shell/header/MenuLinkItem'
import { withSustainabilitySite } from '@/components/shell/header/sustainability-link'
import type { Menu } from '@/components/shell/header/types'
import { routes } from '@/routes'

const menus: Menu[] = [
  { label: 'Family', section: routes.family.root, columns: [{ heading: 'Our story', links: [{ label: 'Story', url: routes.family.story }] }] },
  {
    label: 'Our Purpose',
    section: routes.purpose.root,
    columns: [{ heading: 'Our purpose', links: [{ label: 'Sustainability', url: routes.purpose.sustainability }] }],
  },
]
const URL = 'https://sustainability.dalumara.example/'

describe('the Our Purpose menu and the sustainability site setting', () => {
  it('adds the external site at the end of the Our Purpose menu when the setting is set', () => {
    const result = withSustainabilitySite(menus, URL, 'Our sustainability site')
    const purpose = result.find((m) => m.section === routes.purpose.root)!
    expect(purpose.columns[0]!.links).toEqual([
      { label: 'Sustainability', url: routes.purpose.sustainability },
      { label: 'Our sustainability site', url: URL },
    ])
    // Other menus are left alone.
    expect(result[0]).toEqual(menus[0])
  })

  it('leaves the menus unchanged when the setting is unset', () => {
    expect(withSustainabilitySite(menus, undefined, 'Our sustainability site')).toEqual(menus)
    expect(withSustainabilitySite(menus, '', 'Our sustainability site')).toEqual(menus)
  })

  it('renders the added link as opening in a new tab, and says so', () => {
    const purpose = withSustainabilitySite(menus, URL, 'Our sustainability site')[1]!
    const link = purpose.columns[0]!.links.at(-1)!
    const html = renderToStaticMarkup(createElement(MenuLinkItem, { link }))
    expect(html).toContain(`href="${URL}"`)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener"')
    expect(html).toContain('(opens in a new tab)')
  })
})
