import { describe, expect, it } from 'vitest'
import { TeaRanges } from '@/cms/collections/catalogue/TeaRanges'
import { slugError } from '@/cms/fields/slug'
import { inlineJson, productJsonLd } from '@/lib/catalogue/product-json-ld'
import { carriesListQuery } from '@/lib/routing/list-query'
import { matchPageType } from '@/lib/routing/match'
import { pageTypes, routes } from '@/routes'

describe('the teas’ page types', () => {
  const ranges = routes.products.ranges
  it('route a range, its products (both addresses) and an ingredient, and leave a range’s sub-pages to content pages', () => {
    expect(matchPageType(routes.products.range('premium-ceylon-tea'))).toEqual({ name: 'teaRange', params: { slug: 'premium-ceylon-tea' } })
    expect(matchPageType(routes.products.productDetails('ceylon-gold'))).toEqual({ name: 'product', params: { slug: 'ceylon-gold' } })
    expect(matchPageType(routes.products.teaFormatDetails('ceylon-gold'))).toEqual({ name: 'productFormat', params: { slug: 'ceylon-gold' } })
    expect(matchPageType(routes.products.ingredient('orange-peel'))).toEqual({ name: 'ingredient', params: { slug: 'orange-peel' } })
    const subPage = `${ranges}/dalumara-ceylon-iced-tea/glass-bottles`
    expect(matchPageType(subPage)).toEqual({ name: 'contentPage', params: { path: subPage } })
    expect(matchPageType(routes.products.ingredient())).toEqual({ name: 'contentPage', params: { path: routes.products.ingredient() } })
    expect(matchPageType(ranges)).toEqual({ name: 'teaRanges', params: {} })
  })

  it('a range page takes its page from the address; the format address is an alternate left out of the sitemap', () => {
    expect(carriesListQuery('teaRange', new URLSearchParams('page=2'))).toBe(true)
    expect(carriesListQuery('product', new URLSearchParams('page=2'))).toBe(false)
    expect('alternate' in pageTypes.productFormat).toBe(true)
    expect('alternate' in pageTypes.product).toBe(false)
  })

  // The collection is imported with the file, not in the test: its module graph is large, and loading it must not count against a test's time limit.
  it('no range can take the products’ segment as its slug', () => {
    const slug = TeaRanges.fields.find((field) => 'name' in field && field.name === 'slug') as { validate?: (value: string, args: unknown) => unknown }
    expect(slug.validate!('product-details', {})).toMatch(/another page/)
    expect(slug.validate!('premium-ceylon-tea', {})).toBe(true)
    expect(slugError('product-details', ['product-details'])).toMatch(/another page/)
  })
})

describe('a product’s JSON-LD', () => {
  const data = productJsonLd({
    name: 'Tea </script><script>alert(1)</script>',
    description: 'Bright and brisk.',
    url: 'https://example.com/tea',
    images: ['https://example.com/a.webp'],
    brand: 'Dalumara',
    category: 'Black tea',
    packs: [
      { label: '125 g', sku: 'T-125', shop_url: null },
      { label: '250 g', sku: 'T-250', shop_url: 'https://shop.example/t-250' },
    ],
  })

  it('is a schema.org Product with one price-less offer per pack, in stock where the pack has a shop', () => {
    expect(data).toMatchObject({ '@type': 'Product', sku: 'T-125', brand: { '@type': 'Brand', name: 'Dalumara' }, category: 'Black tea', image: ['https://example.com/a.webp'] })
    expect(data.offers).toEqual([
      { '@type': 'Offer', name: '125 g', sku: 'T-125', url: 'https://example.com/tea', availability: 'https://schema.org/OutOfStock' },
      { '@type': 'Offer', name: '250 g', sku: 'T-250', url: 'https://shop.example/t-250', availability: 'https://schema.org/InStock' },
    ])
  })

  it('cannot close its script element, and reads back unchanged', () => {
    const json = inlineJson(data)
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual(data)
  })
})
