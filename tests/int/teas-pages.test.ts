import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRelatedProducts, getProductPage } from '@/data/catalogue/product-page'
import { findChildPages } from '@/data/pages'
import { routes } from '@/routes'
import { createPage, testPayload, unique, url } from './helpers'

/**
 * The reads behind the tea pages on the real (seeded) database: a range's sub-pages, a tea's page
 * data (pictures, packs, related recipes), its related teas; and the sitemap leaving out the
 * products' second address.
 */
const GLOBAL = { country: 'GLOBAL', locale: 'en' } as const
const LK = { country: 'LK', locale: 'en' } as const
const base = routes.products.range(unique('range'))
const ids: number[] = []

beforeAll(async () => {
  const make = async (path: string, title: string, country = 'GLOBAL') => ids.push((await createPage({ title, path, country: country as 'GLOBAL' })).id)
  await make(`${base}/glass-bottles`, 'Glass bottles')
  await make(`${base}/glass-bottles/deeper`, 'Deeper')
  await make(`${base}/tetra-packs`, 'Tetra packs')
  await make(`${base}/tetra-packs`, 'Tetra packs in Sri Lanka', 'LK')
  await make(`${base}-lookalike/other`, 'Not under the range')
  await make(`/elsewhere${base}/inside`, 'Contains the path, not under it')
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', where: { id: { in: ids } }, context: { disableRevalidate: true } })
})

describe('a range’s sub-pages', () => {
  it('are the published pages whose path starts with the range’s path and a slash, by path', async () => {
    expect(await findChildPages(base, GLOBAL)).toEqual([
      { path: `${base}/glass-bottles`, title: 'Glass bottles' },
      { path: `${base}/glass-bottles/deeper`, title: 'Deeper' },
      { path: `${base}/tetra-packs`, title: 'Tetra packs' },
    ])
  })

  it('follow the list rule: a country’s own page replaces GLOBAL’s', async () => {
    expect((await findChildPages(base, LK)).map((page) => page.title)).toEqual(['Glass bottles', 'Deeper', 'Tetra packs in Sri Lanka'])
  })
})

describe('a tea’s page data', () => {
  it('has the pictures, the packs with their shop links and the related recipes in the editors’ order', async () => {
    const page = await getProductPage('premium-ceylon-dimbula-blend', GLOBAL)
    expect(page?.product.name).toBe('Premium Ceylon Dimbula Blend')
    // Its pack shot, its cup and its range's garden.
    expect(page?.pictures).toHaveLength(3)
    expect(page?.packs.map((pack) => [pack.label, pack.shop_links?.map((link) => link.country)])).toEqual([
      ['125 g loose leaf', ['LK']],
      ['250 g loose leaf', ['GLOBAL', 'DE', 'GB']],
    ])
    expect(page?.recipes.map((recipe) => recipe.slug)).toEqual(['iced-lemon-black-tea', 'spiced-milk-tea'])
    expect(page?.recipes[0]?.image?.url).toBeTruthy()
    expect(await getProductPage('no-such-tea', GLOBAL)).toBeNull()
  })

  it('suggests teas of the same range first, then of the same type, never the tea itself', async () => {
    const page = await getProductPage('premium-ceylon-orange-pekoe', GLOBAL)
    const related = await findRelatedProducts(page!.product, GLOBAL, 6)
    expect(related.map((tea) => tea.slug)).not.toContain('premium-ceylon-orange-pekoe')
    expect(related.slice(0, 5).every((tea) => tea.range?.slug === 'premium-ceylon-tea')).toBe(true)
    expect(related[5]?.range?.slug).not.toBe('premium-ceylon-tea')
    expect(related[5]?.type?.slug).toBe('black-tea')
  })
})

describe('the sitemap', () => {
  it('lists each tea at its tea-ranges address only', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(paths).toContain(routes.products.productDetails('premium-ceylon-dimbula-blend'))
    expect(paths).toContain(routes.products.range('premium-ceylon-tea'))
    expect(paths).toContain(routes.products.ingredient('orange-peel'))
    expect(paths.filter((path) => path.startsWith(routes.products.teaFormatDetails()))).toEqual([])
  })
})

describe('the tea formats pages', () => {
  const teaLinks = async (path: string) => {
    const response = await fetch(url(path))
    expect(response.status, path).toBe(200)
    const html = await response.text()
    return [...html.matchAll(/href="(\/our-products\/[^"]*product-details[^"/]*\/[^"]+)"/g)].map((m) => m[1]!)
  }

  it.each([routes.products.formats(), routes.products.formats('tea-bags')])('%s links each tea to its address under the tea formats', async (path) => {
    const links = await teaLinks(path)
    expect(links.length, path).toBeGreaterThan(0)
    expect(links.every((link) => link.startsWith(`${routes.products.teaFormatDetails()}/`))).toBe(true)
    const first = await fetch(url(links[0]!))
    expect(first.status, links[0]).toBe(200)
  })

  it('the other category pages link to the tea’s own address', async () => {
    const links = await teaLinks(routes.products.types())
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((link) => link.startsWith(`${routes.products.productDetails()}/`))).toBe(true)
  })
})
