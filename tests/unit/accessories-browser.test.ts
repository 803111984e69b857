import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccessoriesBrowser } from '@/components/catalogue/AccessoriesBrowser'
import type { AccessoryItem } from '@/data/accessories'

const item = (slug: string, name: string): AccessoryItem => ({
  id: slug,
  slug,
  url: `/our-products/tea-accessories/${slug}`,
  name,
  summary: `${name}, described.`,
  material: 'glass',
  category: { slug: 'serving', url: '/our-products/tea-accessories?category=serving', name: 'Serving' },
  image: null,
  packs: [],
})

function render(state: { material: '' | 'glass'; category: string; page: number }, total: number) {
  return renderToStaticMarkup(
    createElement(AccessoriesBrowser, {
      initial: { items: [item('glass-jug', 'Glass Jug'), item('glass-cup', 'Glass Cup')], total },
      initialState: state,
      size: 2,
      categories: [{ slug: 'serving', name: 'Serving' }, { slug: 'caddies', name: 'Caddies' }],
      variant: { country: 'GLOBAL', locale: 'en' },
      listPath: '/our-products/tea-accessories',
      headingLevel: 'h3',
    }),
  )
}

/** What a visitor without JavaScript gets: the server's render of the island. */
describe('the accessories list without JavaScript', () => {
  it('is a GET form to the list’s address with a submit button, showing the address’s filters', () => {
    const html = render({ material: 'glass', category: 'serving', page: 2 }, 5)
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('role="search"')
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/our-products/tea-accessories"')
    expect(html).toContain('<button type="submit"')
    expect(html).toContain('Show accessories')
    expect(html).toMatch(/<option value="glass" selected="">Glass<\/option>/)
    expect(html).toMatch(/<option value="serving" selected="">Serving<\/option>/)
    expect(html).toContain('5 accessories')
    expect(html).toContain('Glass · Serving')
  })

  it('pages with real links that keep the filters, the current page marked', () => {
    const html = render({ material: 'glass', category: 'serving', page: 2 }, 5)
    expect(html).toContain('href="/our-products/tea-accessories?material=glass&amp;category=serving&amp;page=3"')
    expect(html).toContain('href="/our-products/tea-accessories?material=glass&amp;category=serving"')
    expect(html).toMatch(/aria-current="page"[^>]*>2</)
    // Clearing the filters is a link to the plain list.
    expect(html).toMatch(/<a[^>]*href="\/our-products\/tea-accessories"[^>]*>Clear filters<\/a>/)
  })

  it('offers no clearing when nothing is filtered', () => {
    expect(render({ material: '', category: '', page: 1 }, 2)).not.toContain('Clear filters')
  })
})
