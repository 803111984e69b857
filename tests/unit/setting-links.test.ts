import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MenuLinkItem } from '@/components/shell/header/MenuLinkItem'
import { withSettingLinks } from '@/components/shell/header/setting-links'
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

describe('menu links held by settings (sustainability, competitions)', () => {
  it('adds the external site at the end of the Our Purpose menu when the setting is set', () => {
    const result = withSettingLinks(menus, [{ section: routes.purpose.root, url: URL, label: 'Our sustainability site' }])
    const purpose = result.find((m) => m.section === routes.purpose.root)!
    expect(purpose.columns[0]!.links).toEqual([
      { label: 'Sustainability', url: routes.purpose.sustainability },
      { label: 'Our sustainability site', url: URL },
    ])
    // Other menus are left alone.
    expect(result[0]).toEqual(menus[0])
  })

  it('leaves the menus unchanged when the setting is unset', () => {
    expect(withSettingLinks(menus, [{ section: routes.purpose.root, url: undefined, label: 'Our sustainability site' }])).toEqual(menus)
    expect(withSettingLinks(menus, [{ section: routes.purpose.root, url: '', label: 'Our sustainability site' }])).toEqual(menus)
  })

  it('renders the added link as opening in a new tab, and says so', () => {
    const purpose = withSettingLinks(menus, [{ section: routes.purpose.root, url: URL, label: 'Our sustainability site' }])[1]!
    const link = purpose.columns[0]!.links.at(-1)!
    const html = renderToStaticMarkup(createElement(MenuLinkItem, { link }))
    expect(html).toContain(`href="${URL}"`)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener"')
    expect(html).toContain('(opens in a new tab)')
  })

  it('adds each set link to its own section, and only the set ones', () => {
    const competitions = 'https://competitions.dalumara.example/'
    const result = withSettingLinks(menus, [
      { section: routes.family.root, url: competitions, label: 'Competitions' },
      { section: routes.purpose.root, url: undefined, label: 'Our sustainability site' },
    ])
    expect(result[0]!.columns[0]!.links.at(-1)).toEqual({ label: 'Competitions', url: competitions })
    expect(result[1]).toEqual(menus[1])
  })
})
