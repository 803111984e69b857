import { describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { url } from './helpers'

/**
 * GET /dmc-apis/get_seasonal_flush_product_by_name/{type} over HTTP against the seeded server: the
 * `{data}` envelope of one seasonal flush tea (a product whose `flush` is set), 404 for an unknown
 * name and for a product that is not a seasonal flush, 400 for a name that cannot be a slug.
 */
const plans = planCatalogue(ranges)
const seasonal = plans.filter((plan) => plan.flush)
const notSeasonal = plans.find((plan) => plan.range === 't-series-designer-gourmet-tea' && !plan.flush)!

async function get(path: string) {
  const response = await fetch(url(`/dmc-apis/get_seasonal_flush_product_by_name/${path}`))
  return { status: response.status, body: await response.json() }
}

describe('GET /dmc-apis/get_seasonal_flush_product_by_name/{type}', () => {
  it('the seed has seasonal flush teas in the T-series and other T-series teas without a flush', () => {
    expect(seasonal.length).toBeGreaterThanOrEqual(2)
    for (const plan of seasonal) expect(plan.range).toBe('t-series-designer-gourmet-tea')
    expect(notSeasonal).toBeDefined()
  })

  it('answers a seasonal flush tea in the {data} envelope with its season and both of its pages', async () => {
    for (const plan of seasonal) {
      const { status, body } = await get(plan.slug)
      expect(status, plan.slug).toBe(200)
      expect(Object.keys(body)).toEqual(['data'])
      expect(body.data).toMatchObject({
        slug: plan.slug,
        name: plan.name,
        flush: plan.flush,
        url: routes.products.productDetails(plan.slug),
        flush_url: routes.products.seasonalFlush(plan.slug),
        range: { slug: 't-series-designer-gourmet-tea', url: routes.products.range('t-series-designer-gourmet-tea') },
        tasting_notes: plan.tasting,
      })
      expect(body.data.packs.length).toBe(plan.packs.length)
    }
    const german = await get(`${seasonal[0]!.slug}?lang=de`)
    expect(german.status).toBe(200)
  })

  it('answers 404 for an unknown name and for a tea that is not a seasonal flush', async () => {
    for (const name of ['no-such-flush', notSeasonal.slug]) {
      const { status, body } = await get(name)
      expect(status, name).toBe(404)
      expect(body.error.code).toBe('not_found')
      expect(body.error.message).toContain(name)
    }
  })

  it('answers 400 for a name that cannot be a slug and for bad parameters', async () => {
    for (const path of ['Uva%20Flush', 'uva--flush', encodeURIComponent('uva_flush!'), `${seasonal[0]!.slug}?country=XX`, `${seasonal[0]!.slug}?lang=fr`]) {
      const { status, body } = await get(path)
      expect(status, path).toBe(400)
      expect(body.error.code, path).toMatch(/^invalid_/)
    }
  })
})

describe('seasonal flush pages in the sitemap', () => {
  it('lists the seasonal flush teas under the T-series, and no other product there', async () => {
    const xml = await (await fetch(url('/sitemap.xml'))).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    const listed = paths.filter((path) => path.startsWith(`${routes.products.seasonalFlush()}/`))
    expect(listed.sort()).toEqual(seasonal.map((plan) => routes.products.seasonalFlush(plan.slug)).sort())
  })
})
