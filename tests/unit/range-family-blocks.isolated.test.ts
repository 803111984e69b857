import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { productFilterWhere } from '@/data/catalogue/filters'
import { routes } from '@/routes'

/**
 * The range families' list blocks, rendered with stand-in data: which products they ask for,
 * where their cards lead, and the tea locations' map beside its list.
 */
const findProducts = vi.fn()
vi.mock('@/data/catalogue/products', () => ({ findProducts: (...args: unknown[]) => findProducts(...args) }))
vi.mock('@/data/settings', () => ({ getPublicSettings: async () => ({ mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' } }) }))
vi.mock('@/components/islands', () => ({
  LocationMap: ({ markers, label }: { markers: { label: string; href?: string }[]; label: string }) =>
    createElement('div', { role: 'region', 'aria-label': label, 'data-markers': markers.map((m) => `${m.label}>${m.href}`).join('|') }),
}))

const { ProductListBlock } = await import('@/blocks/ProductList/Component')
const { TeaLocationsBlock } = await import('@/blocks/TeaLocations/Component')

const product = (slug: string) => ({ slug, url: routes.products.productDetails(slug), name: slug.toUpperCase(), summary: null, image: null, type: null, format: null })

describe('seasonal flag of the product filter', () => {
  it('asks for products whose flush is set, or not set', () => {
    expect(productFilterWhere({ seasonal: true })).toEqual({ flush: { exists: true } })
    expect(productFilterWhere({ range: 'r', seasonal: false })).toEqual({ and: [{ range_slug: { equals: 'r' } }, { flush: { exists: false } }] })
    expect(productFilterWhere({})).toBeUndefined()
  })
})

describe('productList block', () => {
  it('passes its range and flags to the product read and links cards to the product pages', async () => {
    findProducts.mockResolvedValueOnce({ items: [product('uva-gold')], total: 1 })
    const html = renderToStaticMarkup(await ProductListBlock({ blockType: 'productList', title: 'Teas', range: ' reserve ', infusions: true, seasonal: false, size: 5 }))
    expect(findProducts).toHaveBeenLastCalledWith({ range: 'reserve', infusion: true, seasonal: undefined }, expect.anything(), { page: 1, size: 5 })
    expect(html).toContain(`href="${routes.products.productDetails('uva-gold')}"`)
    expect(html).toMatch(/<h2[^>]*>Teas<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>UVA-GOLD<\/h3>/)
  })

  it('links seasonal flush cards to their seasonal flush pages', async () => {
    findProducts.mockResolvedValueOnce({ items: [product('uva-seasonal-flush')], total: 1 })
    const html = renderToStaticMarkup(await ProductListBlock({ blockType: 'productList', seasonal: true, size: 12 }))
    expect(findProducts).toHaveBeenLastCalledWith({ range: undefined, infusion: undefined, seasonal: true }, expect.anything(), expect.anything())
    expect(html).toContain(`href="${routes.products.seasonalFlush('uva-seasonal-flush')}"`)
    expect(html).not.toContain(routes.products.productDetails('uva-seasonal-flush'))
    // Without a title the cards' headings are the page's h2s.
    expect(html).toMatch(/<h2[^>]*>UVA-SEASONAL-FLUSH<\/h2>/)
  })

  it('says so when nothing matches', async () => {
    findProducts.mockResolvedValueOnce({ items: [], total: 0 })
    expect(renderToStaticMarkup(await ProductListBlock({ blockType: 'productList', size: 12 }))).toContain('No teas to show here yet.')
  })
})

describe('teaLocations block', () => {
  const places = [
    { latitude: 6.99, longitude: 81.05, title: 'Uva', description: 'Eastern slopes.' },
    { latitude: 6.95, longitude: 80.79, title: 'Nuwara Eliya', description: null },
  ]

  it('draws a marker per place, each leading to its entry in the list beside the map', async () => {
    const html = renderToStaticMarkup(await TeaLocationsBlock({ blockType: 'teaLocations', title: 'Regions', places }))
    expect(html).toContain('aria-label="Map: Regions"')
    expect(html).toContain('data-markers="Uva&gt;#place-uva|Nuwara Eliya&gt;#place-nuwara-eliya"')
    expect(html).toContain('aria-label="The places on the map"')
    expect(html).toContain('id="place-uva"')
    expect(html).toContain('id="place-nuwara-eliya"')
    expect(html.match(/<h3/g)).toHaveLength(2)
    expect(html).toContain('Eastern slopes.')
  })

  it('renders nothing without places', async () => {
    expect(await TeaLocationsBlock({ blockType: 'teaLocations', places: [] })).toBeNull()
  })
})
