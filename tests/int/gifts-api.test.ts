import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { editorToken } from './editor'
import { testPayload, url } from './helpers'

/**
 * The catalogue's REST calls (data-layer spec section 7: gift_of_teas, gift_of_teas_by_name,
 * teaware, get_accessories, accessories_by_id, get_accessories_categories, get_recipe_by_id,
 * get_elixir_recipes) over HTTP against the seeded catalogue (src/seed/catalogue.ts,
 * src/seed/recipes.ts), and the list pages' addresses with a query, rendered without JavaScript.
 */
type Pack = { label: string; sku: string | null; buy_url: string | null }
type Item = { slug: string; url: string; packs?: Pack[]; [key: string]: unknown }
type ListBody = { data: Item[]; meta: { page: number; size: number; total: number; totalPages: number } }

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function list(path: string): Promise<ListBody> {
  const { status, body } = await get(path)
  expect(status, path).toBe(200)
  expect(Object.keys(body).sort(), path).toEqual(['data', 'meta'])
  for (const item of body.data) {
    expect(item.slug, path).toMatch(/^[a-z0-9-]+$/)
    expect(item.url, path).toMatch(/^\//)
  }
  return body
}

const slugs = (body: ListBody) => body.data.map((item) => item.slug)

async function expect400(path: string, message: RegExp) {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(400)
  expect(body, path).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  expect(headers.get('cache-control')).toBe('no-store')
}

async function expect404(path: string, name: string) {
  const { status, body } = await get(path)
  expect(status, path).toBe(404)
  expect(body.error.code).toBe('not_found')
  expect(body.error.message).toContain(name)
}

const GIFTS = [
  'estate-tasting-chest',
  'afternoon-tea-hamper',
  'silver-tips-caddy',
  'monsoon-collection',
  'green-tea-garden-set',
  'first-flush-letterbox-gift',
  'tea-advent-calendar',
  'wedding-favour-tins',
  'spiced-chai-gift-box',
  'hand-painted-tea-tin',
  'tasters-notebook-set',
  'estate-reserve-tin',
]

describe('GET /dmc-apis/gift_of_teas', () => {
  it('lists every gift on the GLOBAL site, in the editors’ order, with links to their pages', async () => {
    const body = await list('/dmc-apis/gift_of_teas')
    expect(body.meta).toEqual({ page: 1, size: 20, total: 12, totalPages: 1 })
    expect(slugs(body)).toEqual(GIFTS)
    const chest = body.data[0]!
    expect(chest).toMatchObject({ url: routes.products.giftOfTeas('estate-tasting-chest'), kind: 'gift', name: 'Estate Tasting Chest', featured: true })
    expect(chest.image).toMatchObject({ url: expect.stringContaining('/api/media/file/'), alt: expect.any(String), width: 800, height: 800 })
    expect(body.data.every((item) => item.kind === 'gift')).toBe(true)
  })

  it('lists what is sold in a country: everywhere-items plus its own', async () => {
    const lk = await list('/dmc-apis/gift_of_teas?country=LK')
    expect(lk.meta.total).toBe(10)
    expect(slugs(lk)).not.toContain('afternoon-tea-hamper')
    expect(slugs(lk)).not.toContain('first-flush-letterbox-gift')
    expect(slugs(lk)).toContain('spiced-chai-gift-box')
    const gb = await list('/dmc-apis/gift_of_teas?country=gb')
    expect(slugs(gb)).toEqual(expect.arrayContaining(['afternoon-tea-hamper', 'first-flush-letterbox-gift']))
    expect(slugs(gb)).not.toContain('spiced-chai-gift-box')
    expect(gb.meta.total).toBe(11)
    // A country that is not a market sees what is sold everywhere.
    expect((await list('/dmc-apis/gift_of_teas?country=FR')).meta.total).toBe(9)
  })

  it('gives each pack the shop of the asked country, or null where it has none', async () => {
    const find = (body: ListBody, slug: string) => body.data.find((item) => item.slug === slug)!
    const global = await list('/dmc-apis/gift_of_teas')
    expect(find(global, 'silver-tips-caddy').packs).toEqual([{ label: 'Lacquered caddy, 30 g', sku: 'GFT-SILVER-30', buy_url: 'https://shop.example.com/global/gft-silver-30' }])
    expect(find(global, 'estate-reserve-tin').packs![0]!.buy_url).toBeNull()
    const lk = await list('/dmc-apis/gift_of_teas?country=LK')
    expect(find(lk, 'silver-tips-caddy').packs![0]!.buy_url).toBeNull()
    expect(find(lk, 'estate-reserve-tin').packs![0]!.buy_url).toBe('https://shop.example.com/lk/gft-reserve-100')
  })

  it('pages with page and size', async () => {
    const second = await list('/dmc-apis/gift_of_teas?page=2&size=5')
    expect(second.meta).toEqual({ page: 2, size: 5, total: 12, totalPages: 3 })
    expect(slugs(second)).toEqual(GIFTS.slice(5, 10))
    expect((await list('/dmc-apis/gift_of_teas?page=9&size=5')).data).toEqual([])
  })

  it.each([
    ['page=0', /^page must be a whole number/],
    ['size=101', /^size must be a whole number from 1 to 100/],
    ['lang=fr', /^lang must be one of en, de/],
    ['country=XX', /^country must be GLOBAL or a two-letter ISO 3166 country code/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/gift_of_teas?${query}`, message))
})

describe('GET /dmc-apis/teaware', () => {
  it('lists the teaware only, per country', async () => {
    const global = await list('/dmc-apis/teaware')
    expect(global.meta.total).toBe(8)
    expect(global.data.every((item) => item.kind === 'teaware' && item.url === routes.products.giftOfTeas(item.slug))).toBe(true)
    expect(slugs(global)[0]).toBe('porcelain-teapot')
    const lk = await list('/dmc-apis/teaware?country=LK')
    expect(slugs(lk)).toContain('clay-tea-cups')
    expect(slugs(lk)).not.toContain('cast-iron-kettle')
    const de = await list('/dmc-apis/teaware?country=DE&size=3&page=3')
    expect(de.meta).toEqual({ page: 3, size: 3, total: 7, totalPages: 3 })
    expect(de.data).toHaveLength(1)
  })

  it('answers 400 for bad input', () => expect400('/dmc-apis/teaware?size=ten', /^size must be/))
})

describe('GET /dmc-apis/gift_of_teas_by_name/{name}', () => {
  it('answers one item with its description, pictures and packs', async () => {
    const { status, body } = await get('/dmc-apis/gift_of_teas_by_name/estate-tasting-chest')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    expect(body.data).toMatchObject({ slug: 'estate-tasting-chest', url: routes.products.giftOfTeas('estate-tasting-chest'), kind: 'gift', sold_here: true, price_note: 'Gift wrapping included' })
    expect(body.data.description.root.children.length).toBeGreaterThan(0)
    // Its own picture (the chest's box, labelled), then the three shared ones.
    expect(body.data.images).toHaveLength(4)
    expect(body.data.images[0].alt).toMatch(/label reads “Estate Tasting Chest”/)
    expect(body.data.packs.map((pack: Pack) => pack.sku)).toEqual(['GFT-CHEST-6', 'GFT-CHEST-6B'])
  })

  it('answers in a country where the item is not sold, saying so, so a shared link never breaks', async () => {
    const { status, body } = await get('/dmc-apis/gift_of_teas_by_name/afternoon-tea-hamper?country=LK')
    expect(status).toBe(200)
    expect(body.data.sold_here).toBe(false)
    expect(body.data.packs[0].buy_url).toBeNull()
    expect((await get('/dmc-apis/gift_of_teas_by_name/afternoon-tea-hamper?country=GB')).body.data.sold_here).toBe(true)
  })

  it('answers teaware items too, and 404 for unknown names', async () => {
    expect((await get('/dmc-apis/gift_of_teas_by_name/porcelain-teapot')).body.data.kind).toBe('teaware')
    await expect404('/dmc-apis/gift_of_teas_by_name/no-such-gift', 'no-such-gift')
    await expect404('/dmc-apis/gift_of_teas_by_name/teawares', 'teawares')
  })

  it('answers 400 for bad variant parameters', () => expect400('/dmc-apis/gift_of_teas_by_name/estate-tasting-chest?lang=xx', /^lang must be/))
})

describe('GET /dmc-apis/get_accessories', () => {
  it('lists the accessories, 12 to a page by default, with material and category', async () => {
    const body = await list('/dmc-apis/get_accessories')
    expect(body.meta).toEqual({ page: 1, size: 12, total: 16, totalPages: 2 })
    expect(body.data[0]).toMatchObject({
      slug: 'fine-mesh-strainer',
      url: routes.products.accessories('fine-mesh-strainer'),
      material: 'stainless-steel',
      category: { slug: 'strainers-and-infusers', name: 'Strainers and infusers', url: `${routes.products.accessories()}?category=strainers-and-infusers` },
    })
    expect((await list('/dmc-apis/get_accessories?page=2')).data).toHaveLength(4)
  })

  it('filters by material, by category and by both', async () => {
    const glass = await list('/dmc-apis/get_accessories?material=glass')
    expect(slugs(glass)).toEqual(['glass-infuser-bottle', 'tea-timer', 'glass-tea-canister'])
    expect(glass.data.every((item) => item.material === 'glass')).toBe(true)
    const serving = await list('/dmc-apis/get_accessories?category=serving')
    expect(slugs(serving)).toEqual(['bamboo-tea-tray', 'cast-iron-trivet', 'porcelain-milk-jug', 'stoneware-honey-pot'])
    const both = await list('/dmc-apis/get_accessories?material=glass&category=caddies-and-storage')
    expect(slugs(both)).toEqual(['glass-tea-canister'])
    expect((await list('/dmc-apis/get_accessories?material=cast-iron&category=cosies-and-linen')).meta).toMatchObject({ total: 0, totalPages: 0 })
  })

  it('applies the availability rule: LK does not list what is sold only elsewhere', async () => {
    const lk = await list('/dmc-apis/get_accessories?country=LK&size=100')
    expect(lk.meta.total).toBe(14)
    expect(slugs(lk)).not.toContain('glass-infuser-bottle')
    expect(slugs(lk)).not.toContain('stoneware-honey-pot')
    expect(slugs(lk)).toContain('linen-tea-towels')
    expect(slugs(await list('/dmc-apis/get_accessories?country=AU&category=serving'))).toContain('stoneware-honey-pot')
    expect(slugs(await list('/dmc-apis/get_accessories?country=LK&category=serving'))).not.toContain('stoneware-honey-pot')
  })

  it.each([
    ['material=gold', /^material must be one of porcelain, glass/],
    ['category=no-such-category', /^category must be one of the categories/],
    ['category=Not%20A%20Slug', /^category must be a category’s slug/],
    ['page=-2', /^page must be a whole number/],
    ['country=LKA', /^country must be/],
  ])('answers 400 for %s', (query, message) => expect400(`/dmc-apis/get_accessories?${query}`, message))
})

describe('GET /dmc-apis/accessories_by_id/{accessoryId}', () => {
  it('finds an accessory by its slug, with the visitor’s shop per pack', async () => {
    const { status, body } = await get('/dmc-apis/accessories_by_id/airtight-tea-caddy?country=DE')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ slug: 'airtight-tea-caddy', url: routes.products.accessories('airtight-tea-caddy'), material: 'stainless-steel', sold_here: true })
    expect(body.data.category.name).toBe('Caddies and storage')
    expect(body.data.packs.map((pack: Pack) => pack.buy_url)).toEqual(['https://shop.example.com/de/acc-caddy-200', null])
  })

  it('takes the id of each item the list gives', async () => {
    const { data } = await list('/dmc-apis/get_accessories?size=100')
    expect(data.every((item) => item.id === item.slug)).toBe(true)
    const { status, body } = await get(`/dmc-apis/accessories_by_id/${data[3]!.id}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: data[3]!.id, name: data[3]!.name })
  })

  it('answers 404 for unknown ids; database ids are not accessory ids', async () => {
    await expect404('/dmc-apis/accessories_by_id/no-such-thing', 'no-such-thing')
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'accessories', where: { slug: { equals: 'tea-timer' } }, limit: 1, depth: 0 })
    await expect404(`/dmc-apis/accessories_by_id/${docs[0]!.id}`, String(docs[0]!.id))
  })
})

describe('GET /dmc-apis/get_accessories_categories', () => {
  it('lists every category in the editors’ order, each linking to the filtered list', async () => {
    const body = await list('/dmc-apis/get_accessories_categories')
    expect(body.meta).toEqual({ page: 1, size: 100, total: 5, totalPages: 1 })
    expect(body.data).toEqual([
      ['strainers-and-infusers', 'Strainers and infusers'],
      ['caddies-and-storage', 'Caddies and storage'],
      ['cosies-and-linen', 'Cosies and linen'],
      ['measuring-and-timing', 'Measuring and timing'],
      ['serving', 'Serving'],
    ].map(([slug, name]) => ({ slug, name, url: `${routes.products.accessories()}?category=${slug}` })))
  })
})

describe('recipes', () => {
  it('GET /dmc-apis/get_recipe_by_id/{id} answers a recipe by its slug, with ingredients, method and tips', async () => {
    const { status, body } = await get('/dmc-apis/get_recipe_by_id/iced-lemon-black-tea')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ slug: 'iced-lemon-black-tea', url: routes.products.recipe('iced-lemon-black-tea'), kind: 'recipe', serves: 4, prep_minutes: 10 })
    expect(body.data.ingredients[0]).toEqual({ amount: '4 tsp', item: 'high-grown black tea, loose leaf' })
    expect(body.data.method).toHaveLength(5)
    expect(body.data.tips.root.children).toHaveLength(1)
    await expect404('/dmc-apis/get_recipe_by_id/no-such-recipe', 'No recipe is named "no-such-recipe"')
  })

  it('GET /dmc-apis/get_elixir_recipes lists the elixir recipes only', async () => {
    const body = await list('/dmc-apis/get_elixir_recipes')
    expect(body.meta.total).toBe(4)
    expect(slugs(body)).toEqual(['elixir-tonic', 'elixir-spritz', 'elixir-hot-toddy', 'elixir-affogato'])
    expect(body.data.every((item) => item.kind === 'elixir' && item.url === routes.products.recipe(item.slug))).toBe(true)
    await expect400('/dmc-apis/get_elixir_recipes?size=0', /^size must be/)
  })

  it('GET /dmc-apis/get_recipe_by_id/{id} takes the id of each item get_elixir_recipes gives', async () => {
    const { data } = await list('/dmc-apis/get_elixir_recipes')
    for (const item of data) {
      const { status, body } = await get(`/dmc-apis/get_recipe_by_id/${item.id}`)
      expect(status, String(item.id)).toBe(200)
      expect(body.data).toMatchObject({ id: item.id, title: item.title, kind: 'elixir' })
    }
  })
})

describe('a country’s own version of a gift', () => {
  const ids: number[] = []
  let token = ''
  beforeAll(async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'gift-teas', where: { slug: { equals: 'monsoon-collection' }, country: { equals: 'GLOBAL' } }, depth: 0, limit: 1 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...global } = docs[0]!
    token = await editorToken()
    const response = await fetch(url('/api/gift-teas'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ ...global, country: 'LK', name: 'The Monsoon Collection, Sri Lankan edition', images: global.images?.map(({ image }) => ({ image })), packs: [{ label: 'Colombo box', sku: 'LK-MONSOON', shop_links: [{ country: 'LK', url: 'https://shop.example.com/lk/colombo' }] }], _status: 'published' }),
    })
    expect(response.status).toBe(201)
    ids.push((await response.json()).doc.id)
  })
  // Deleted through REST, so the server's cached LK lists are revalidated for the suites after this one.
  afterAll(async () => {
    for (const id of ids) {
      const response = await fetch(url(`/api/gift-teas/${id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
      expect(response.status).toBe(200)
    }
  })

  it('replaces GLOBAL’s in that country’s list and detail, and nowhere else', async () => {
    const lk = await list('/dmc-apis/gift_of_teas?country=LK')
    expect(lk.meta.total).toBe(10)
    expect(lk.data.filter((item) => item.slug === 'monsoon-collection')).toEqual([expect.objectContaining({ name: 'The Monsoon Collection, Sri Lankan edition' })])
    expect((await get('/dmc-apis/gift_of_teas_by_name/monsoon-collection?country=LK')).body.data.packs).toEqual([{ label: 'Colombo box', sku: 'LK-MONSOON', buy_url: 'https://shop.example.com/lk/colombo' }])
    const global = await list('/dmc-apis/gift_of_teas')
    expect(global.data.find((item) => item.slug === 'monsoon-collection')!.name).toBe('The Monsoon Collection')
  })
})

describe('the list pages without JavaScript', () => {
  const html = async (path: string, cookie?: string) => {
    const response = await fetch(url(path), { headers: cookie ? { cookie } : {} })
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') ?? '' }
  }

  it('renders the accessories an address’s filters ask for, per request', async () => {
    const glass = await html(`${routes.products.accessories()}?material=glass`)
    expect(glass.status).toBe(200)
    expect(glass.text).toContain('3 accessories')
    expect(glass.text).toContain('Glass Tea Canister')
    expect(glass.text).not.toContain('Fine Mesh Tea Strainer')
    const serving = await html(`${routes.products.accessories()}?category=serving&material=porcelain`)
    expect(serving.text).toContain('Porcelain Milk Jug')
    expect(serving.text).not.toContain('Cast Iron Trivet')
    // Unknown values are no filter: the whole list, still bounded.
    expect((await html(`${routes.products.accessories()}?material=gold`)).text).toContain('16 accessories')
  })

  it('pages the gifts and the teaware with plain links', async () => {
    const first = await html(routes.products.giftOfTeas())
    expect(first.text).toContain('Estate Tasting Chest')
    expect(first.text).not.toContain('Estate Reserve Tin')
    expect(first.text).toContain(`href="${routes.products.giftOfTeas()}?page=2"`)
    const second = await html(`${routes.products.giftOfTeas()}?page=2`)
    expect(second.status).toBe(200)
    expect(second.text).toContain('Estate Reserve Tin')
    expect(second.text).not.toContain('Estate Tasting Chest')
    expect(second.text).toMatch(/aria-current="page"[^>]*>2</)
  })

  it('serves the teaware list at its literal address, and no gift page for an unknown slug', async () => {
    const teawares = await html(routes.products.teawares)
    expect(teawares.status).toBe(200)
    expect(teawares.text).toContain('White Porcelain Teapot')
    expect(teawares.text).not.toContain('Estate Tasting Chest')
    expect((await html(routes.products.giftOfTeas('no-such-gift'))).status).toBe(404)
    expect((await html(routes.products.accessories('no-such-accessory'))).status).toBe(404)
    expect((await html(routes.products.recipe('no-such-recipe'))).status).toBe(404)
  })
})

describe('site search', () => {
  it('indexes gifts, accessories and recipes with their pages', async () => {
    const payload = await testPayload()
    const find = async (title: string) => (await payload.find({ collection: 'search', where: { title: { equals: title } }, limit: 2 })).docs
    expect(await find('Estate Tasting Chest')).toEqual([expect.objectContaining({ type: 'Gift of tea', url: routes.products.giftOfTeas('estate-tasting-chest') })])
    expect(await find('Tea Measuring Spoon')).toEqual([expect.objectContaining({ type: 'Tea accessory', url: routes.products.accessories('measuring-spoon') })])
    expect(await find('Elixir and Tonic')).toEqual([expect.objectContaining({ type: 'Recipe', url: routes.products.recipe('elixir-tonic') })])
  })
})
