import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductDetail, ProductItem } from '@/data/catalogue/products'
import type { ProductPage } from '@/data/catalogue/product-page'
import type { Media, TeaRange } from '@/payload-types'
import { routes } from '@/routes'

const picture = (alt: string) => ({ id: 1, alt, url: '/api/media/file/x.webp', width: 800, height: 800, updatedAt: '', createdAt: '' }) as Media
const image = { url: '/api/media/file/x.webp', alt: 'A tin', width: 800, height: 800 }

const item = (slug: string, name: string): ProductItem => ({
  id: 1,
  slug,
  url: routes.products.productDetails(slug),
  name,
  summary: `${name}, bright and brisk.`,
  range: { slug: 'premium-ceylon-tea', title: 'Premium Ceylon Tea', url: routes.products.range('premium-ceylon-tea') },
  format: { slug: 'loose-leaf', title: 'Loose leaf', url: '/f' },
  type: { slug: 'black-tea', title: 'Black tea', url: '/t' },
  moods: [],
  flavours: [],
  caffeine: 'high',
  is_infusion: false,
  featured: false,
  image,
})

const product: ProductDetail = {
  ...item('dimbula', 'Dimbula <Blend>'),
  origin: 'Dimbula, Sri Lanka',
  estate: null,
  description: null,
  tasting_notes: { appearance: 'Coppery', aroma: 'Citrus', taste: 'Brisk' },
  brewing: { water_temperature_c: 95, steep_minutes: 3, amount_grams: 2.5, amount_note: 'a heaped teaspoon', milk: 'recommended' },
  ingredients: [{ slug: 'orange-peel', title: 'Orange peel', url: routes.products.ingredient('orange-peel') }],
  images: [image],
  packs: [
    { label: '125 g', weight_grams: 125, sku: 'D-125', shop_url: null, buyable: false },
    { label: '250 g', weight_grams: 250, sku: 'D-250', shop_url: 'https://shop.example/global/d-250', buyable: true },
  ],
  sold_here: true,
  seo: null,
}

const mocks = vi.hoisted(() => ({ getProductPage: vi.fn(), findRelatedProducts: vi.fn(), getRange: vi.fn(), findProducts: vi.fn(), findChildPages: vi.fn() }))
vi.mock('@/data/catalogue/product-page', () => ({ getProductPage: mocks.getProductPage, findRelatedProducts: mocks.findRelatedProducts }))
vi.mock('@/data/catalogue/products', () => ({ findProducts: mocks.findProducts }))
vi.mock('@/data/pages', () => ({ findChildPages: mocks.findChildPages }))
vi.mock('@/data/catalogue/ranges', async (original) => ({ ...(await original<typeof import('@/data/catalogue/ranges')>()), getRange: mocks.getRange }))

const { productTemplate } = await import('@/templates/ProductTemplate')
const { teaRangeTemplate, RANGE_PAGE_SIZE } = await import('@/templates/TeaRangeTemplate')

beforeEach(() => vi.clearAllMocks())

describe('a tea’s page', () => {
  const page: ProductPage = {
    product,
    pictures: [picture('A tin of tea'), picture('The leaf')],
    packs: [
      { label: '125 g', sku: 'D-125', shop_links: [{ country: 'LK', url: 'https://shop.example/lk/d-125' }] },
      { label: '250 g', sku: 'D-250', shop_links: [{ country: 'GLOBAL', url: 'https://shop.example/global/d-250' }] },
    ],
    recipes: [{ id: 'spiced-milk-tea', slug: 'spiced-milk-tea', url: routes.products.recipe('spiced-milk-tea'), kind: 'recipe', title: 'Spiced Milk Tea', summary: 'Warm.', serves: 2, prep_minutes: 15, image: null }],
  }

  it('shows the tea’s parts, names the tea-ranges address as canonical from either address, and carries its JSON-LD safely', async () => {
    mocks.getProductPage.mockResolvedValue(page)
    mocks.findRelatedProducts.mockResolvedValue([item('uva', 'Uva Blend')])
    for (const address of [routes.products.productDetails('dimbula'), routes.products.teaFormatDetails('dimbula')]) {
      const result = await productTemplate({ path: address, variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'dimbula' } })
      expect(result?.metadata.alternates?.canonical).toBe(routes.products.productDetails('dimbula'))
    }
    const result = (await productTemplate({ path: '/x', variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'dimbula' } }))!
    const html = renderToStaticMarkup(result.body)
    expect(html).toContain('>Tasting notes</h2>')
    expect(html).toContain('>95 °C</dd>')
    expect(html).toContain('>3 minutes</dd>')
    expect(html).toContain('>2.5 g per cup · a heaped teaspoon</dd>')
    expect(html).toContain('>Best with milk</dd>')
    expect(html).toContain(`href="${routes.products.ingredient('orange-peel')}"`)
    expect(html).toContain(`href="${routes.products.recipe('spiced-milk-tea')}"`)
    expect(html).toContain(`href="${routes.products.productDetails('uva')}"`)
    expect(html).toContain('href="https://shop.example/global/d-250"')
    expect(html).not.toContain('https://shop.example/lk/d-125')
    // The 125 g is not sold in this market: it leads to where to buy, never to a disabled button.
    expect(html).not.toContain('aria-disabled="true"')
    expect(html).toContain(`href="${routes.products.whereToBuy}"`)
    expect(html).toContain('aria-label="Enlarge picture: A tin of tea"')

    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1]
    expect(json).toBeDefined()
    expect(json).not.toContain('<')
    const data = JSON.parse(json!)
    expect(data).toMatchObject({ '@type': 'Product', name: 'Dimbula <Blend>', sku: 'D-125', category: 'Black tea' })
    expect(new URL(data.url).pathname).toBe(routes.products.productDetails('dimbula'))
    expect(data.offers.map((offer: { availability: string }) => offer.availability)).toEqual(['https://schema.org/OutOfStock', 'https://schema.org/InStock'])
  })

  it('is a 404 for an unknown tea', async () => {
    mocks.getProductPage.mockResolvedValue(null)
    expect(await productTemplate({ path: '/x', variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'nope' } })).toBeNull()
  })
})

describe('a range’s page', () => {
  const range = {
    id: 1,
    slug: 'premium-ceylon-tea',
    name: 'Premium Ceylon Tea',
    tagline: 'The everyday cup.',
    family: 'none',
    story: null,
    cover_image: picture('Cover'),
    header_image: picture('Header'),
    country: 'GLOBAL',
    updatedAt: '',
    createdAt: '',
  } as unknown as TeaRange

  it('links its sub-pages and pages its teas with the page from the address', async () => {
    mocks.getRange.mockResolvedValue(range)
    mocks.findProducts.mockResolvedValue({ items: [item('strong', 'Strong'), item('uva', 'Uva')], total: 26 })
    const sub = `${routes.products.range('premium-ceylon-tea')}/glass-bottles`
    mocks.findChildPages.mockResolvedValue([{ path: sub, title: 'Glass bottles' }])
    const result = (await teaRangeTemplate({ path: '/x', variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'premium-ceylon-tea' }, query: { page: '2' } }))!
    expect(mocks.findProducts).toHaveBeenCalledWith({ range: 'premium-ceylon-tea' }, { country: 'GLOBAL', locale: 'en' }, { page: 2, size: RANGE_PAGE_SIZE })
    expect(mocks.findChildPages).toHaveBeenCalledWith(routes.products.range('premium-ceylon-tea'), { country: 'GLOBAL', locale: 'en' })
    expect(result.metadata.alternates?.canonical).toBe(routes.products.range('premium-ceylon-tea'))
    const html = renderToStaticMarkup(result.body)
    expect(html).toContain(`href="${sub}"`)
    expect(html).toContain('>26 teas</p>')
    expect(html).toMatch(/aria-label="Page 2" aria-current="page"/)
    expect(html).toContain(`href="${routes.products.range('premium-ceylon-tea')}"`)
  })

  it('shows a whole range on one page, with no page links', async () => {
    mocks.getRange.mockResolvedValue(range)
    const five = ['a', 'b', 'c', 'd', 'e'].map((slug) => item(slug, `Tea ${slug}`))
    mocks.findProducts.mockResolvedValue({ items: five, total: 5 })
    mocks.findChildPages.mockResolvedValue([])
    const result = (await teaRangeTemplate({ path: '/x', variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'premium-ceylon-tea' } }))!
    expect(RANGE_PAGE_SIZE).toBe(24)
    const html = renderToStaticMarkup(result.body)
    for (const tea of five) expect(html).toContain(tea.name)
    expect(html).not.toContain('aria-label="Pagination"')
  })

  it('is a 404 for an unknown range', async () => {
    mocks.getRange.mockResolvedValue(null)
    expect(await teaRangeTemplate({ path: '/x', variant: { country: 'GLOBAL', locale: 'en' }, params: { slug: 'nope' } })).toBeNull()
  })
})
