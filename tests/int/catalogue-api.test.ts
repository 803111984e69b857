import { afterAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { brand } from '@/site.config'
import { categories } from '@/seed/catalogue/categories'
import { ingredients } from '@/seed/catalogue/ingredients'
import { planCatalogue } from '@/seed/catalogue/plan'
import type { ProductPlan } from '@/seed/catalogue/types'
import { ranges } from '@/seed/catalogue/ranges'
import { editorToken } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * The catalogue's REST calls (data-layer spec, section 7) over HTTP against the seeded server:
 * the envelope, parameters and their 400s, every filter, pagination meta, the availability rule
 * (a country lists what is sold everywhere or there; GLOBAL lists everything), the list rule (a
 * country's own record replaces GLOBAL's), shop links per country and 404s for unknown names.
 * Expected numbers come from the seed's own plan (src/seed/catalogue/plan.ts).
 */
type Ref = { slug: string; title: string; url: string }
type Item = { id: number; slug: string; url: string; name: string; range: Ref | null; format: Ref | null; type: Ref | null; moods: Ref[]; flavours: Ref[]; caffeine: string; is_infusion: boolean; featured: boolean }
type Meta = { page: number; size: number; total: number; totalPages: number }

const plans = planCatalogue(ranges)
const sold = (plan: ProductPlan, country: string) => country === 'GLOBAL' || plan.soldEverywhere || plan.soldIn.includes(country)
const createdIds: number[] = []

async function get(path: string) {
  const response = await fetch(url(`/dmc-apis/${path}`))
  return { status: response.status, body: await response.json(), headers: response.headers }
}

async function list<T = Item>(path: string): Promise<{ data: T[]; meta: Meta }> {
  const { status, body } = await get(path)
  expect(status, path).toBe(200)
  return body
}

/** Every item of a list, page by page. */
async function all<T = Item>(path: string): Promise<T[]> {
  const join = path.includes('?') ? '&' : '?'
  const first = await list<T>(`${path}${join}size=100`)
  const rest = await Promise.all(Array.from({ length: first.meta.totalPages - 1 }, (_, i) => list<T>(`${path}${join}size=100&page=${i + 2}`)))
  return [...first.data, ...rest.flatMap((page) => page.data)]
}

async function expect400(path: string, message: RegExp) {
  const { status, body } = await get(path)
  expect(status, path).toBe(400)
  expect(body, path).toEqual({ error: { code: expect.stringMatching(/^invalid_/), message: expect.stringMatching(message) } })
}

async function expect404(path: string, name: string) {
  const { status, body } = await get(path)
  expect(status, path).toBe(404)
  expect(body.error.code).toBe('not_found')
  expect(body.error.message).toContain(name)
}

afterAll(async () => {
  if (!createdIds.length) return
  const payload = await testPayload()
  await payload.delete({ collection: 'products', where: { id: { in: createdIds } }, context: { disableRevalidate: true } })
})

describe('GET /dmc-apis/tea_ranges', () => {
  it('lists the ranges in the editors’ order with slug, url and pictures, in the envelope', async () => {
    const { data, meta } = await list<{ slug: string; url: string; name: string; cover_image: { url: string; alt: string } | null }>('tea_ranges')
    expect(meta).toEqual({ page: 1, size: 20, total: ranges.length, totalPages: Math.ceil(ranges.length / 20) })
    expect(data.map((range) => range.slug)).toEqual(ranges.slice(0, 20).map((range) => range.slug))
    for (const range of data) {
      expect(range.url).toBe(routes.products.range(range.slug))
      expect(range.cover_image?.alt).toBeTruthy()
    }
    const second = await list('tea_ranges?page=2&size=10')
    expect(second.meta).toEqual({ page: 2, size: 10, total: ranges.length, totalPages: Math.ceil(ranges.length / 10) })
    expect(second.data.map((range) => range.slug)).toEqual(ranges.slice(10, 20).map((range) => range.slug))
  })

  it.each([
    ['tea_ranges?page=0', /page must be a whole number/],
    ['tea_ranges?size=101', /size must be a whole number from 1 to 100/],
    ['tea_ranges?lang=fr', /lang must be one of/],
  ])('answers 400 for %s', (path, message) => expect400(path, message))
})

describe('GET /dmc-apis/tearange_by_name', () => {
  it('answers one range with its story', async () => {
    const { status, body } = await get('tearange_by_name?teaRangeName=vivid-tea&country=LK')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ slug: 'vivid-tea', url: routes.products.range('vivid-tea'), name: 'Vivid Tea', family: 'none' })
    expect(body.data.story.root.children.length).toBeGreaterThan(0)
    expect((await get(`tearange_by_name?teaRangeName=${brand}-natural-infusions`)).body.data.family).toBe('natural-infusions')
  })

  it('answers 404 for an unknown range and 400 without a name or with a bad country', async () => {
    await expect404('tearange_by_name?teaRangeName=no-such-range', 'no-such-range')
    await expect400('tearange_by_name', /teaRangeName is required/)
    await expect400('tearange_by_name?teaRangeName=vivid-tea&country=XX', /country must be/)
  })
})

describe('GET /dmc-apis/products and the availability rule', () => {
  it('lists every product on the GLOBAL site, featured first, with the card shape', async () => {
    const { data, meta } = await list('products')
    expect(meta).toEqual({ page: 1, size: 20, total: plans.length, totalPages: Math.ceil(plans.length / 20) })
    const item = data[0]!
    expect(item.featured).toBe(true)
    expect(item.url).toBe(routes.products.productDetails(item.slug))
    expect(item.range?.url).toBe(routes.products.range(item.range!.slug))
    expect(item.format?.url).toBe(routes.products.formats(item.format!.slug))
    expect(['none', 'low', 'medium', 'high']).toContain(item.caffeine)
    const everything = await all('products')
    expect(everything.map((one) => one.slug).sort()).toEqual(plans.map((plan) => plan.slug).sort())
    const featured = everything.map((one) => one.featured)
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)))
  })

  it.each(['LK', 'DE', 'GB', 'AU'])('lists in %s only what is sold everywhere or there', async (country) => {
    const items = await all(`products?country=${country}`)
    const expected = plans.filter((plan) => sold(plan, country)).map((plan) => plan.slug)
    expect(items.map((one) => one.slug).sort()).toEqual(expected.sort())
    expect(expected.length).toBeLessThan(plans.length)
  })

  it('shows Sri Lanka its own version of a product instead of GLOBAL’s', async () => {
    const [first] = plans
    const lk = (await all('products?country=LK')).filter((one) => one.slug === first!.slug)
    expect(lk.map((one) => one.name)).toEqual([`${first!.name} (Sri Lanka pack)`])
    const global = (await all('products')).filter((one) => one.slug === first!.slug)
    expect(global.map((one) => one.name)).toEqual([first!.name])
  })

  it('lists the infusions on productsAndInfusions', async () => {
    const infusions = await all('productsAndInfusions')
    expect(infusions.length).toBe(plans.filter((plan) => plan.isInfusion).length)
    expect(infusions.length).toBeGreaterThan(5)
    for (const one of infusions) expect(one).toMatchObject({ is_infusion: true, caffeine: 'none' })
  })
})

describe('GET /dmc-apis/get_products_by_range', () => {
  it('lists a range’s products, by country', async () => {
    const range = 'teamakers-private-reserve'
    const items = await all(`get_products_by_range?rangeName=${range}`)
    expect(items.map((one) => one.slug).sort()).toEqual(plans.filter((plan) => plan.range === range).map((plan) => plan.slug).sort())
    for (const one of items) expect(one.range?.slug).toBe(range)
    const de = await list(`get_products_by_range?rangeName=${range}&country=DE`)
    expect(de.meta.total).toBe(plans.filter((plan) => plan.range === range && sold(plan, 'DE')).length)
  })

  it('answers 404 for an unknown range and 400 without one', async () => {
    await expect404('get_products_by_range?rangeName=no-such-range', 'no-such-range')
    await expect400('get_products_by_range', /rangeName is required/)
    await expect400('get_products_by_range?rangeName=not%20a%20slug', /rangeName must be a slug/)
  })
})

describe('GET /dmc-apis/get_product_by_name and get_product_by_id', () => {
  // A product sold everywhere whose first pack has a GB link and no DE link.
  const plan = plans.find((one) => one.soldEverywhere && one.packs[0]!.shop_links.some((l) => l.country === 'GB') && !one.packs[0]!.shop_links.some((l) => l.country === 'DE'))!

  it('answers the product with tasting notes, brewing, ingredients and its country’s shop links', async () => {
    const gb = await get(`get_product_by_name/${plan.slug}?country=GB`)
    expect(gb.status).toBe(200)
    expect(gb.body.data).toMatchObject({ slug: plan.slug, name: plan.name, url: routes.products.productDetails(plan.slug), origin: plan.origin, sold_here: true })
    expect(gb.body.data.tasting_notes).toEqual(plan.tasting)
    expect(gb.body.data.brewing.milk).toBe(plan.brewing.milk)
    // The tea's own pack shot, then the shared pictures its plan names.
    expect(gb.body.data.images.length).toBe(plan.images.length + 1)
    expect(gb.body.data.packs[0]).toMatchObject({ label: plan.packs[0]!.label, buyable: true, shop_url: plan.packs[0]!.shop_links.find((l) => l.country === 'GB')!.url })
    const de = await get(`get_product_by_name/${plan.slug}?country=DE`)
    expect(de.body.data.packs[0]).toMatchObject({ buyable: false, shop_url: null })
  })

  it('keeps a product’s page reachable where it is not sold, with no way to buy it', async () => {
    const onlyLk = plans.find((one) => !one.soldEverywhere && one.soldIn.join() === 'LK')!
    const de = await get(`get_product_by_name/${onlyLk.slug}?country=DE`)
    expect(de.status).toBe(200)
    expect(de.body.data.sold_here).toBe(false)
    expect(de.body.data.packs.every((pack: { buyable: boolean }) => !pack.buyable)).toBe(true)
    expect((await get(`get_product_by_name/${onlyLk.slug}?country=LK`)).body.data.sold_here).toBe(true)
  })

  it('names ingredients with their pages', async () => {
    const withGinger = plans.find((one) => one.ingredients.includes('ginger'))!
    const { body } = await get(`get_product_by_name/${withGinger.slug}`)
    expect(body.data.ingredients).toContainEqual({ slug: 'ginger', title: 'Ginger', url: routes.products.ingredient('ginger') })
  })

  it('finds the same product by its id', async () => {
    const { body } = await get(`get_product_by_name/${plan.slug}`)
    const byId = await get(`get_product_by_id/${body.data.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data.slug).toBe(plan.slug)
  })

  it('answers 404 for unknown products and 400 for an id that is not a number', async () => {
    await expect404('get_product_by_name/no-such-tea', 'no-such-tea')
    await expect404('get_product_by_id/999999999', '999999999')
    await expect400('get_product_by_id/abc', /product id must be a whole number/)
    await expect400(`get_product_by_name/${plan.slug}?country=XX`, /country must be/)
  })
})

describe('GET /dmc-apis/get_filterby_data', () => {
  it('lists the filter options of each kind with slug, title and url', async () => {
    const { status, body } = await get('get_filterby_data')
    expect(status).toBe(200)
    const kinds = { formats: 'format', types: 'type', moods: 'mood', flavours: 'flavour' } as const
    for (const [group, kind] of Object.entries(kinds)) {
      const expected = categories.filter((category) => category.kind === kind)
      expect(body.data[group].map((option: Ref) => option.slug), group).toEqual(expected.map((category) => category.slug))
      for (const option of body.data[group]) expect(option).toEqual({ slug: expect.any(String), title: expect.any(String), url: expect.stringMatching(/^\/our-products\/our-teas\//) })
    }
    const german = (await get('get_filterby_data?lang=de')).body.data
    expect(german.types.find((option: Ref) => option.slug === 'green-tea').title).toBe('Grüner Tee')
  })
})

describe('GET /dmc-apis/filterproduct', () => {
  const count = (match: (plan: ProductPlan) => boolean, country = 'GLOBAL') => plans.filter((plan) => match(plan) && sold(plan, country)).length

  it('defaults to page 1, size 20 and no filter', async () => {
    const { meta } = await list('filterproduct')
    expect(meta).toEqual({ page: 1, size: 20, total: plans.length, totalPages: Math.ceil(plans.length / 20) })
  })

  it.each([
    ['teaformatName=loose-leaf', (plan: ProductPlan) => plan.format === 'loose-leaf', (item: Item) => item.format?.slug === 'loose-leaf'],
    ['teatype=green-tea', (plan: ProductPlan) => plan.type === 'green-tea', (item: Item) => item.type?.slug === 'green-tea'],
    ['teamood=restful', (plan: ProductPlan) => plan.moods.includes('restful'), (item: Item) => item.moods.some((m) => m.slug === 'restful')],
    ['teaflavor=citrus', (plan: ProductPlan) => plan.flavours.includes('citrus'), (item: Item) => item.flavours.some((f) => f.slug === 'citrus')],
  ])('filters by %s', async (query, planMatches, itemMatches) => {
    const items = await all(`filterproduct?${query}`)
    expect(items.length).toBe(count(planMatches))
    expect(items.length).toBeGreaterThan(0)
    expect(items.every(itemMatches)).toBe(true)
  })

  it('combines three filters, every one must match, per country', async () => {
    const match = (plan: ProductPlan) => plan.format === 'tea-bags' && plan.type === 'black-tea' && plan.moods.includes('energising')
    const items = await all('filterproduct?teaformatName=tea-bags&teatype=black-tea&teamood=energising')
    expect(items.length).toBe(count(match))
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect([item.format?.slug, item.type?.slug, item.moods.some((m) => m.slug === 'energising')]).toEqual(['tea-bags', 'black-tea', true])
    const lk = await list('filterproduct?teaformatName=tea-bags&teatype=black-tea&teamood=energising&country=LK&size=100')
    expect(lk.meta.total).toBe(count(match, 'LK'))
  })

  it('pages through a filter with matching meta', async () => {
    const total = count((plan) => plan.type === 'black-tea')
    const pages = await Promise.all([1, 2].map((page) => list(`filterproduct?teatype=black-tea&size=5&page=${page}`)))
    expect(pages.map((page) => page.meta)).toEqual([1, 2].map((page) => ({ page, size: 5, total, totalPages: Math.ceil(total / 5) })))
    expect(new Set(pages.flatMap((page) => page.data.map((item) => item.slug))).size).toBe(10)
    expect((await list(`filterproduct?teatype=black-tea&size=5&page=${Math.ceil(total / 5) + 1}`)).data).toEqual([])
  })

  it.each([
    ['filterproduct?teatype=no-such-type', /^teatype: no tea type is named "no-such-type"/],
    ['filterproduct?teatype=tea-bags', /^teatype: no tea type is named "tea-bags"/],
    ['filterproduct?teamood=citrus', /^teamood: no mood is named "citrus"/],
    ['filterproduct?teaformatName=Loose%20Leaf', /^teaformatName must be a slug/],
    ['filterproduct?teaflavor=citrus&size=0', /size must be a whole number/],
    ['filterproduct?page=x', /page must be a whole number/],
  ])('answers 400 for %s', (path, message) => expect400(path, message))
})

describe('GET /dmc-apis/get_ingredients and get_products_by_ingredients', () => {
  it('lists every ingredient with its page', async () => {
    const { data, meta } = await list<{ slug: string; url: string; name: string }>('get_ingredients')
    expect(meta).toEqual({ page: 1, size: 100, total: ingredients.length, totalPages: 1 })
    expect(data.map((one) => one.slug)).toEqual(ingredients.map((one) => one.slug).sort())
    for (const one of data) expect(one.url).toBe(routes.products.ingredient(one.slug))
  })

  it('lists the products with an ingredient', async () => {
    const items = await all('get_products_by_ingredients?ingredient=ginger')
    expect(items.map((one) => one.slug).sort()).toEqual(plans.filter((plan) => plan.ingredients.includes('ginger')).map((plan) => plan.slug).sort())
    expect(items.length).toBeGreaterThan(2)
  })

  it('answers 404 for an unknown ingredient and 400 without one', async () => {
    await expect404('get_products_by_ingredients?ingredient=saffron', 'saffron')
    await expect400('get_products_by_ingredients?lang=en', /ingredient is required/)
  })
})

describe('GET /dmc-apis/search_items', () => {
  type Result = { title: string; url: string; slug: string; type: string }

  it('searches one link folder', async () => {
    const { data } = await list<Result>('search_items?searchType=our-ingredients&searchTerm=ginger')
    expect(data).toEqual([expect.objectContaining({ title: 'Ginger', slug: 'ginger', url: routes.products.ingredient('ginger'), type: 'Ingredient' })])
    const teas = await list<Result>('search_items?searchType=product-details&searchTerm=ginger&size=50')
    expect(teas.data.length).toBeGreaterThan(2)
    for (const one of teas.data) expect(one.url).toBe(routes.products.productDetails(one.slug))
    const moods = await list<Result>('search_items?searchType=tea-by-mood&searchTerm=relaxing')
    expect(moods.data.map((one) => one.url)).toEqual([routes.products.byMood('relaxing')])
  })

  it('searches every kind of catalogue page without a searchType', async () => {
    const { data } = await list<Result>('search_items?searchTerm=ginger&size=100')
    const urls = data.map((one) => one.url)
    expect(urls).toContain(routes.products.ingredient('ginger'))
    expect(urls.some((one) => one.startsWith(`${routes.products.productDetails()}/`))).toBe(true)
    expect(urls.every((one) => one.startsWith(routes.products.ourTeas))).toBe(true)
  })

  it('leaves out products the visitor’s country does not sell', async () => {
    const gbDe = plans.find((plan) => !plan.soldEverywhere && !plan.soldIn.includes('LK'))!
    const term = encodeURIComponent(gbDe.name)
    const slugs = async (country: string) => (await list<Result>(`search_items?searchType=product-details&searchTerm=${term}&country=${country}&size=100`)).data.map((one) => one.slug)
    expect(await slugs('GLOBAL')).toContain(gbDe.slug)
    expect(await slugs('GB')).toContain(gbDe.slug)
    expect(await slugs('LK')).not.toContain(gbDe.slug)
  })

  it.each([
    ['search_items', /searchTerm is required/],
    ['search_items?searchTerm=%20%25%20', /searchTerm must contain at least one letter or digit/],
    ['search_items?searchTerm=tea&searchType=recipes', /searchType must be one of product-details/],
    [`search_items?searchTerm=${'a'.repeat(101)}`, /searchTerm must be at most 100 characters/],
  ])('answers 400 for %s', (path, message) => expect400(path, message))

  it('is not kept in the data cache, but a shared cache may keep it briefly', async () => {
    const { headers } = await get('search_items?searchTerm=tea')
    expect(headers.get('cache-control')).toMatch(/s-maxage=\d+/)
  })
})

describe('an editor’s product', () => {
  it('gets the slug copies the filters read from its relationships, and appears in the filter and the search', async () => {
    const payload = await testPayload()
    const id = async (collection: 'tea-categories' | 'tea-ranges', slug: string) =>
      (await payload.find({ collection, where: { slug: { equals: slug }, country: { equals: 'GLOBAL' } }, limit: 1, depth: 0 })).docs[0]!.id
    const slug = unique('editor-tea-')
    const name = unique('Editorial Oolong ')
    const token = await editorToken()
    const response = await fetch(url('/api/products'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({
        slug,
        name,
        country: 'GLOBAL',
        _status: 'published',
        featured: true,
        range: await id('tea-ranges', 'vivid-tea'),
        format: await id('tea-categories', 'pyramid-bags'),
        type: await id('tea-categories', 'oolong-tea'),
        moods: [await id('tea-categories', 'relaxing'), await id('tea-categories', 'focused')],
        flavours: [await id('tea-categories', 'floral')],
        caffeine: 'medium',
        sold_everywhere: false,
        sold_in: ['AU'],
      }),
    })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    createdIds.push(doc.id)
    expect(doc).toMatchObject({ range_slug: 'vivid-tea', format_slug: 'pyramid-bags', type_slug: 'oolong-tea', mood_slugs: '|relaxing|focused|', flavour_slugs: '|floral|', list_order: `0-${slug}` })

    const filtered = await all('filterproduct?teatype=oolong-tea&teamood=focused&teaflavor=floral&country=AU')
    expect(filtered.map((one) => one.slug)).toContain(slug)
    expect((await all('filterproduct?teatype=oolong-tea&teamood=focused&teaflavor=floral&country=GB')).map((one) => one.slug)).not.toContain(slug)
    const search = await list<{ slug: string }>(`search_items?searchType=product-details&searchTerm=${encodeURIComponent(name)}`)
    expect(search.data.map((one) => one.slug)).toEqual([slug])
  })
})
