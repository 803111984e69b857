import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload, unique, url } from './helpers'

/**
 * Issue 11, "creating a market override starts from a copy of the GLOBAL record":
 * POST /api/<collection>/:id/market-override {country} (src/cms/market-override/override-endpoint.ts).
 * The seed's markets are GLOBAL, LK, GB, DE and AU; IS is a country without a market (FR is not: markets.test.ts adds it, disabled).
 */
type Role = 'editor' | 'marketEditor' | 'translator'
const PATH = `/${unique('override-')}`

let payload: Payload
const tokens = {} as Record<Role, string>
const userIds: number[] = []
const cleanup: { collection: 'pages' | 'products' | 'home'; id: number | string }[] = []
let globalId: number
let sourceRowIds: string[] = []

type Json = Record<string, unknown> & { errors?: { message: string; data?: { id?: number } }[]; doc?: { id: number } }

async function override(role: Role | null, collection: string, id: number | string, body: unknown) {
  const response = await fetch(url(`/api/${collection}/${id}/market-override`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(role ? { authorization: `JWT ${tokens[role]}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as Json
  if (json.doc?.id !== undefined) cleanup.push({ collection: collection as 'pages', id: json.doc.id })
  return { status: response.status, json }
}

type Stats = { id: string; blockType: 'stats'; title?: string; stats: { id: string; figure: string; label: string }[] }
type StoredPage = { id: number; title?: string | null; intro?: string | null; path: string; country: string; _status?: string; contents?: Stats[] | null; seo?: { meta_title?: string | null } }

const read = async (id: number | string, locale: 'en' | 'de', draft = true) =>
  (await payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false, depth: 0, draft, overrideAccess: true })) as unknown as StoredPage

const rowIds = (page: StoredPage) => (page.contents ?? []).flatMap((block) => [block.id, ...block.stats.map((row) => row.id)])

beforeAll(async () => {
  payload = await testPayload()
  const profiles: Record<Role, Record<string, unknown>> = {
    editor: { role: 'editor' },
    marketEditor: { role: 'marketEditor', markets: ['LK'] },
    translator: { role: 'translator', languages: ['de'] },
  }
  for (const role of Object.keys(profiles) as Role[]) {
    const email = `${unique(role.toLowerCase())}@example.com`
    const password = `pw-${unique('')}`
    const user = await payload.create({ collection: 'users', data: { email, password, ...profiles[role] } as never, overrideAccess: true })
    userIds.push(user.id as number)
    const login = await fetch(url('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    expect(login.status).toBe(200)
    tokens[role] = String(((await login.json()) as { token: string }).token)
  }

  // A published GLOBAL page in English and German, with a block whose array rows hold localized text.
  const options = { collection: 'pages' as const, depth: 0, overrideAccess: true, context: { disableRevalidate: true } }
  const created = await payload.create({
    ...options,
    locale: 'en',
    data: {
      title: 'Estate stories',
      intro: 'Where our teas grow',
      path: PATH,
      country: 'GLOBAL',
      _status: 'published',
      seo: { meta_title: 'Estate stories · Dalumara' },
      contents: [{ blockType: 'stats', title: 'So far', stats: [{ figure: '12', label: 'estates' }, { figure: '3', label: 'elevations' }] }],
    } as never,
  })
  globalId = created.id as number
  cleanup.push({ collection: 'pages', id: globalId })
  const english = await read(globalId, 'en', false)
  sourceRowIds = rowIds(english)
  const block = english.contents![0]!
  // The stored rows with their ids, so the German joins the English in the same rows.
  await payload.update({
    ...options,
    id: globalId,
    locale: 'de',
    data: {
      title: 'Geschichten der Teegärten',
      intro: 'Wo unsere Tees wachsen',
      seo: { meta_title: 'Geschichten der Teegärten · Dalumara' },
      contents: [{ ...block, title: 'Bisher', stats: [{ ...block.stats[0]!, label: 'Teegärten' }, { ...block.stats[1]!, label: 'Höhenlagen' }] }],
      _status: 'published',
    } as never,
  })
}, 180_000)

afterAll(async () => {
  for (const { collection, id } of cleanup.reverse()) {
    await payload.delete({ collection, id, overrideAccess: true, context: { disableRevalidate: true } }).catch(() => {})
  }
  for (const id of userIds) await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => {})
})

describe('a market override of a GLOBAL page', () => {
  let copyId: number

  it('an editor copies every field in every language into a draft of the market', async () => {
    const { status, json } = await override('editor', 'pages', globalId, { country: 'GB' })
    expect(status, JSON.stringify(json)).toBe(201)
    copyId = json.doc!.id
    expect(copyId).not.toBe(globalId)

    const en = await read(copyId, 'en')
    expect(en).toMatchObject({ country: 'GB', path: PATH, title: 'Estate stories', intro: 'Where our teas grow', _status: 'draft' })
    expect(en.seo?.meta_title).toBe('Estate stories · Dalumara')
    expect(en.contents).toMatchObject([{ blockType: 'stats', title: 'So far', stats: [{ figure: '12', label: 'estates' }, { figure: '3', label: 'elevations' }] }])

    const de = await read(copyId, 'de')
    expect(de).toMatchObject({ title: 'Geschichten der Teegärten', intro: 'Wo unsere Tees wachsen', seo: { meta_title: 'Geschichten der Teegärten · Dalumara' } })
    expect(de.contents).toMatchObject([{ title: 'Bisher', stats: [{ figure: '12', label: 'Teegärten' }, { figure: '3', label: 'Höhenlagen' }] }])

    // New rows, not the GLOBAL page's (on PostgreSQL they share a table keyed by these ids).
    expect(rowIds(en).some((id) => sourceRowIds.includes(id))).toBe(false)
    // A draft: visitors keep seeing the GLOBAL page until someone publishes the copy.
    expect((await read(copyId, 'en', false))._status).toBe('draft')
  })

  it('leaves the GLOBAL page as it was', async () => {
    const global = await read(globalId, 'en', false)
    expect(global).toMatchObject({ country: 'GLOBAL', _status: 'published', title: 'Estate stories' })
    expect(rowIds(global)).toEqual(sourceRowIds)
  })

  it('answers 409 with the existing record for a second copy in the same market', async () => {
    const { status, json } = await override('editor', 'pages', globalId, { country: 'GB' })
    expect(status).toBe(409)
    expect(json.errors?.[0]?.data?.id).toBe(copyId)
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: PATH }, country: { equals: 'GB' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('answers 400 for a source that is not GLOBAL, a country without a market, GLOBAL itself or no country', async () => {
    expect((await override('editor', 'pages', copyId, { country: 'AU' })).status).toBe(400)
    expect((await override('editor', 'pages', globalId, { country: 'IS' })).status).toBe(400)
    expect((await override('editor', 'pages', globalId, { country: 'GLOBAL' })).status).toBe(400)
    expect((await override('editor', 'pages', globalId, {})).status).toBe(400)
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: PATH } }, overrideAccess: true })
    expect(totalDocs, 'only the GLOBAL page and the GB copy').toBe(2)
  })

  it('answers 404 for a document that does not exist', async () => {
    expect((await override('editor', 'pages', 987654321, { country: 'AU' })).status).toBe(404)
  })

  it('lets a market editor copy into their own market only', async () => {
    const elsewhere = await override('marketEditor', 'pages', globalId, { country: 'AU' })
    expect(elsewhere.status).toBe(403)
    const own = await override('marketEditor', 'pages', globalId, { country: 'LK' })
    expect(own.status, JSON.stringify(own.json)).toBe(201)
    expect(await read(own.json.doc!.id, 'en')).toMatchObject({ country: 'LK', path: PATH, title: 'Estate stories' })
  })

  it('refuses translators and visitors', async () => {
    expect((await override('translator', 'pages', globalId, { country: 'DE' })).status).toBe(403)
    expect([401, 403]).toContain((await override(null, 'pages', globalId, { country: 'DE' })).status)
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: PATH }, country: { equals: 'DE' } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})

describe('every content collection has the endpoint', () => {
  it('copies a seeded GLOBAL product for a market that has none of that slug', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { country: { equals: 'GLOBAL' }, _status: { equals: 'published' } }, limit: 50, depth: 0, overrideAccess: true })
    const inAU = await payload.find({ collection: 'products', where: { country: { equals: 'AU' } }, pagination: false, depth: 0, overrideAccess: true, select: { slug: true } })
    const taken = new Set(inAU.docs.map((doc) => doc.slug))
    const product = docs.find((doc) => !taken.has(doc.slug))
    expect(product, 'a seeded GLOBAL product without an AU copy').toBeDefined()
    const { status, json } = await override('editor', 'products', product!.id, { country: 'AU' })
    expect(status, JSON.stringify(json)).toBe(201)
    const copy = await payload.findByID({ collection: 'products', id: json.doc!.id, depth: 0, draft: true, overrideAccess: true })
    expect(copy).toMatchObject({ slug: product!.slug, name: product!.name, country: 'AU', _status: 'draft' })
  })

  it('keys the home page by its country: one per market', async () => {
    const { docs } = await payload.find({ collection: 'home', where: { country: { equals: 'GLOBAL' } }, limit: 1, depth: 0, overrideAccess: true })
    expect(docs[0], 'the seeded GLOBAL home page').toBeDefined()
    const existing = await payload.find({ collection: 'home', where: { country: { equals: 'AU' } }, limit: 1, depth: 0, overrideAccess: true })
    const { status, json } = await override('editor', 'home', docs[0]!.id, { country: 'AU' })
    if (existing.docs[0]) {
      expect(status).toBe(409)
      expect(json.errors?.[0]?.data?.id).toBe(existing.docs[0].id)
    } else {
      expect(status, JSON.stringify(json)).toBe(201)
      expect((await payload.findByID({ collection: 'home', id: json.doc!.id, depth: 0, draft: true, overrideAccess: true })).country).toBe('AU')
    }
  })
})
