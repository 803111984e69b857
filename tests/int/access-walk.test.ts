import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload, type SanitizedCollectionConfig, type Where } from 'payload'
import { pdfFile } from './cv-files'
import { globalGraphQLName, graphQLNames } from './graphql-names'
import { graphql, postJson, testPayload, unique, url } from './helpers'
import { fromNewAddress } from './submissions'
import configPromise from '@payload-config'

/**
 * Anonymous visitors against EVERY collection and global of the running config:
 * a collection or global added later is walked without touching this file.
 * - Writes (REST POST, PATCH, DELETE, bulk PATCH and DELETE; globals' POST; GraphQL create, update and
 *   delete) are refused, and the stored data is unchanged (read past access with the Local API).
 * - Reads follow the collection's own read access, asked as an anonymous request: `false` = private
 *   (REST refuses, GraphQL errs, no document or field comes back); a query (`{ _status: published }`,
 *   markets' `{ enabled: true }`) = only the documents that match it; with drafts, a draft made for the
 *   test stays invisible however it is asked for.
 * - The /dmc-apis POSTs store only their own fields: ids, timestamps, counts and file facts sent
 *   along with a form are ignored.
 */
type Access = 'public' | 'private' | { where: Where }
type Walked = { config: SanitizedCollectionConfig; access: Access; sampleId?: number | string; draftId?: number | string }

let payload: Payload
const walked: Walked[] = []
// One test per collection and kind of check: each has its own time limit, and a failure names its collection.
const slugs = (await configPromise).collections.map((config) => config.slug)
const walkedOf = (slug: string): Walked => walked.find((w) => w.config.slug === slug)!
const createdDrafts: { collection: string; id: number | string }[] = []
const MARKER = unique('access-walk-')

async function accessOf(config: SanitizedCollectionConfig): Promise<Access> {
  const req = await createLocalReq({}, payload)
  req.user = null
  const result = await config.access.read({ req })
  if (result === true) return 'public'
  if (!result) return 'private'
  return { where: result as Where }
}

/** Every document of a collection, read past access: the yardstick for "unchanged". */
async function snapshot(slug: string): Promise<string> {
  const { docs } = await payload.find({ collection: slug as 'pages', pagination: false, depth: 0, overrideAccess: true, draft: false, locale: 'all' as 'en' })
  // The servers' jobs queue runs, completes and deletes jobs in the background (picture sizes): of the jobs, only
  // what the walk itself would have written is compared.
  const compared = slug === 'payload-jobs' ? docs.filter((doc) => JSON.stringify(doc).includes(MARKER)) : docs
  return JSON.stringify(compared.sort((a, b) => String(a.id).localeCompare(String(b.id))))
}

/** Row ids belong to the sampled document; a copy gets its own. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id').map(([key, v]) => [key, withoutIds(v)]))
  return value
}

/** A copy of a published document under a new key, saved as a draft that was never published. */
async function makeDraft(config: SanitizedCollectionConfig, sampleId: number | string) {
  const sample = (await payload.findByID({ collection: config.slug as 'pages', id: sampleId, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(sample)) {
    if (['id', 'createdAt', 'updatedAt', '_status'].includes(key)) continue
    data[key] = (key === 'slug' || key === 'path') && typeof value === 'string' ? `${key === 'path' ? '/' : ''}${MARKER}` : value
  }
  try {
    const draft = await payload.create({ collection: config.slug as 'pages', data: withoutIds(data) as never, draft: true, overrideAccess: true, context: { disableRevalidate: true } })
    createdDrafts.push({ collection: config.slug, id: draft.id })
    return draft.id
  } catch (error) {
    // A collection keyed by something else (home: one per country) cannot take a copy; its published
    // documents are still checked against the read access.
    console.info(`no draft copy for ${config.slug}: ${error instanceof Error ? error.message : error}`)
    return undefined
  }
}

beforeAll(async () => {
  payload = await testPayload()
  // A real installation has an editor; without one Payload would offer first-user registration.
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) {
    await payload.create({ collection: 'users', data: { email: `${unique('editor')}@example.com`, password: unique('pw-') } })
  }
  for (const config of payload.config.collections) {
    const access = await accessOf(config)
    const hasDrafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
    const where = hasDrafts ? { _status: { equals: 'published' } } : undefined
    const { docs } = await payload.find({ collection: config.slug as 'pages', limit: 1, depth: 0, overrideAccess: true, where: where as Where })
    const sampleId = docs[0]?.id
    const draftId = access !== 'public' && access !== 'private' && hasDrafts && sampleId !== undefined ? await makeDraft(config, sampleId) : undefined
    walked.push({ config, access, sampleId, draftId })
  }
}, 180_000)

afterAll(async () => {
  for (const { collection, id } of createdDrafts) {
    await payload.delete({ collection: collection as 'pages', id, overrideAccess: true, context: { disableRevalidate: true } }).catch(() => {})
  }
})

const request = (method: string, path: string, body?: unknown) =>
  fetch(url(path), { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })

/** REST answers a write it refuses with 401 or 403; a collection without REST endpoints (Payload's migrations) answers 501. */
const refusedStatuses = (config: SanitizedCollectionConfig) => (config.endpoints === false ? [404, 501] : [401, 403])

/** Every kind of REST write, each of which must be refused. */
async function attemptRestWrites(config: SanitizedCollectionConfig, sampleId: number | string | undefined, failures: string[]) {
  const id = sampleId ?? 1
  const attempts: [string, string, unknown][] = [
    ['POST', `/api/${config.slug}`, { title: MARKER, email: `${MARKER}@example.com`, password: 'password123', role: 'admin' }],
    ['PATCH', `/api/${config.slug}/${id}`, { title: MARKER, _status: 'published' }],
    ['DELETE', `/api/${config.slug}/${id}`, undefined],
  ]
  for (const [method, path, body] of attempts) {
    const { status } = await request(method, path, body)
    // With no document at all, an update or delete of a made-up id may answer 404 before access is asked.
    const allowed = sampleId === undefined && method !== 'POST' ? [...refusedStatuses(config), 404] : refusedStatuses(config)
    if (!allowed.includes(status)) failures.push(`${method} ${path}: ${status}`)
  }
  // Bulk operations answer 200 with per-document errors: what matters is that nothing changed.
  for (const [method, body] of [['PATCH', { title: MARKER }], ['DELETE', undefined]] as const) {
    const { status } = await request(method, `/api/${config.slug}?where[id][exists]=true`, body)
    if (status >= 500 && !refusedStatuses(config).includes(status)) failures.push(`${method} /api/${config.slug} (bulk): ${status}`)
  }
}

/** GraphQL's create, update and delete mutations, each of which must err. */
async function attemptGraphQLWrites(config: SanitizedCollectionConfig, sampleId: number | string | undefined, failures: string[]) {
  if (config.graphQL === false) return
  const { singular } = graphQLNames(config)
  const id = typeof sampleId === 'string' ? JSON.stringify(sampleId) : (sampleId ?? 1)
  const mutations = [
    `mutation { create${singular}(data: {}) { id } }`,
    `mutation { update${singular}(id: ${id}, data: {}) { id } }`,
    `mutation { delete${singular}(id: ${id}) { id } }`,
  ]
  for (const mutation of mutations) {
    const { body } = await graphql(mutation)
    const errors = body.errors ?? []
    if (errors.length === 0) failures.push(`${mutation}: no error`)
    // The mutation must exist: an error about an unknown field would prove nothing.
    if (errors.some((e) => /Cannot query field/.test(e.message))) failures.push(`${mutation}: ${errors[0]!.message}`)
    if (body.data && Object.values(body.data).some((value) => value !== null)) failures.push(`${mutation}: answered ${JSON.stringify(body.data)}`)
  }
}

describe('every collection, as an anonymous visitor', () => {
  it('walks the whole config, including collections plugins and Payload add', () => {
    const slugs = walked.map((w) => w.config.slug)
    expect(slugs).toEqual(expect.arrayContaining(['pages', 'users', 'media', 'newsletter-subscribers', 'contact-submissions', 'cv-submissions', 'search', 'payload-preferences']))
    expect(slugs.length).toBe(payload.config.collections.length)
    // The private ones, as their read access says (users, subscribers, submissions, CVs and the like).
    const privateSlugs = walked.filter((w) => w.access === 'private').map((w) => w.config.slug)
    expect(privateSlugs).toEqual(expect.arrayContaining(['users', 'newsletter-subscribers', 'contact-submissions', 'cv-submissions', 'rate-limits', 'share-counts']))
    // Drafts were made for every public collection with drafts and at least one published document.
    expect(createdDrafts.length).toBeGreaterThan(10)
  })

  // REST and GraphQL in one test: the collection is read whole (every locale) once before and once after.
  it.each(slugs)('%s: cannot create, update or delete anything through REST or GraphQL, and nothing changes', async (slug) => {
    const failures: string[] = []
    const { config, sampleId } = walkedOf(slug)
    const before = await snapshot(config.slug)
    await attemptRestWrites(config, sampleId, failures)
    await attemptGraphQLWrites(config, sampleId, failures)
    if ((await snapshot(config.slug)) !== before) failures.push(`${config.slug}: data changed`)
    expect(failures).toEqual([])
  })

  it('reads nothing of a private collection, through REST or GraphQL', async () => {
    const failures: string[] = []
    for (const { config, sampleId, access } of walked) {
      if (access !== 'private') continue
      const list = await request('GET', `/api/${config.slug}?limit=100`)
      const listBody = await list.text()
      if (![...refusedStatuses(config)].includes(list.status)) failures.push(`GET /api/${config.slug}: ${list.status}`)
      if (/"docs"\s*:\s*\[\s*\{/.test(listBody)) failures.push(`GET /api/${config.slug}: documents in the answer`)
      if (sampleId !== undefined) {
        const one = await request('GET', `/api/${config.slug}/${sampleId}`)
        const text = await one.text()
        if (![...refusedStatuses(config), 404].includes(one.status)) failures.push(`GET /api/${config.slug}/${sampleId}: ${one.status}`)
        if (/"(createdAt|email|updatedAt)"/.test(text)) failures.push(`GET /api/${config.slug}/${sampleId}: fields in the answer`)
      }
      if (config.graphQL === false) continue
      const { plural, singular } = graphQLNames(config)
      const { body } = await graphql(`{ ${plural} { totalDocs docs { id } } }`)
      if (!body.errors?.length) failures.push(`${plural}: no error`)
      if (body.errors?.some((e) => /Cannot query field/.test(e.message))) failures.push(`${plural}: ${body.errors[0]!.message}`)
      if (/"id":/.test(JSON.stringify(body.data ?? {}))) failures.push(`${plural}: documents in the answer`)
      if (sampleId !== undefined) {
        const byId = await graphql(`{ ${singular}(id: ${typeof sampleId === 'string' ? JSON.stringify(sampleId) : sampleId}) { id } }`)
        if (byId.body.data?.[singular]) failures.push(`${singular}(id): answered`)
      }
    }
    expect(failures).toEqual([])
  })

  it.each(slugs)('%s: reads only what the read access allows (if not private), and never a draft', async (slug) => {
    const failures: string[] = []
    const { config, access, draftId } = walkedOf(slug)
    if (access === 'private') return
    const allowed = await payload.find({
      collection: config.slug as 'pages',
      where: access === 'public' ? undefined : access.where,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const allowedIds = new Set(allowed.docs.map((doc: { id: number | string }) => String(doc.id)))
    for (const query of ['pagination=false&depth=0', 'pagination=false&depth=0&draft=true']) {
      const response = await request('GET', `/api/${config.slug}?${query}`)
      if (response.status !== 200) {
        failures.push(`GET /api/${config.slug}?${query}: ${response.status}`)
        continue
      }
      const { docs } = (await response.json()) as { docs: { id: number | string; _status?: string }[] }
      const extra = docs.filter((doc) => !allowedIds.has(String(doc.id)) || (doc._status !== undefined && doc._status !== 'published'))
      if (extra.length) failures.push(`GET /api/${config.slug}?${query}: ${extra.length} documents the read access does not allow`)
      if (docs.some((doc) => JSON.stringify(doc).includes(MARKER))) failures.push(`GET /api/${config.slug}?${query}: the draft's content`)
    }
    if (draftId === undefined) return expect(failures).toEqual([])
    for (const path of [`/api/${config.slug}/${draftId}`, `/api/${config.slug}/${draftId}?draft=true`]) {
      const response = await request('GET', path)
      if (response.status !== 404 && response.status !== 403) failures.push(`GET ${path}: ${response.status}`)
    }
    if (config.graphQL === false) return expect(failures).toEqual([])
    const { singular, plural } = graphQLNames(config)
    const one = await graphql(`{ ${singular}(id: ${draftId}, draft: true) { id } }`)
    if (one.body.data?.[singular]) failures.push(`${singular}(id: draft): answered`)
    const many = await graphql(`{ ${plural}(draft: true, where: { id: { equals: ${draftId} } }) { docs { id } } }`)
    if (JSON.stringify(many.body.data ?? {}).includes(`"id":${draftId}`)) failures.push(`${plural}(draft: true): listed the draft`)
    expect(failures).toEqual([])
  })
})

describe('every global, as an anonymous visitor', () => {
  it('cannot update any global through REST or GraphQL, and nothing changes', async () => {
    expect(payload.config.globals.length).toBeGreaterThan(0)
    const failures: string[] = []
    for (const config of payload.config.globals) {
      const before = JSON.stringify(await payload.findGlobal({ slug: config.slug as 'header', depth: 0, overrideAccess: true }))
      const read = await request('GET', `/api/globals/${config.slug}`)
      const req = await createLocalReq({}, payload)
      req.user = null
      const readable = (await config.access.read({ req })) === true
      if (readable ? read.status !== 200 : ![401, 403].includes(read.status)) failures.push(`GET /api/globals/${config.slug}: ${read.status}`)
      const write = await request('POST', `/api/globals/${config.slug}`, { title: MARKER })
      if (![401, 403].includes(write.status)) failures.push(`POST /api/globals/${config.slug}: ${write.status}`)
      if (config.graphQL !== false) {
        const name = globalGraphQLName(config)
        const { body } = await graphql(`mutation { update${name}(data: {}) { updatedAt } }`)
        if (!body.errors?.length) failures.push(`update${name}: no error`)
        if (body.errors?.some((e) => /Cannot query field/.test(e.message))) failures.push(`update${name}: ${body.errors[0]!.message}`)
      }
      if (JSON.stringify(await payload.findGlobal({ slug: config.slug as 'header', depth: 0, overrideAccess: true })) !== before) failures.push(`${config.slug}: changed`)
    }
    expect(failures).toEqual([])
  })
})

describe('Payload auth as an anonymous visitor', () => {
  it('refuses first-user registration on an installed site', async () => {
    const response = await postJson('/api/users/first-register', { email: `${MARKER}@example.com`, password: 'password123' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'users', where: { email: { equals: `${MARKER}@example.com` } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('/dmc-apis as an anonymous visitor', () => {
  const FORGED = { id: 987654, createdAt: '2001-02-03T04:05:06.000Z', updatedAt: '2001-02-03T04:05:06.000Z', role: 'admin', user: 1 }
  const recent = (iso: string) => Date.now() - Date.parse(iso) < 10 * 60_000

  it('offers no write methods on its read calls', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await fetch(url('/dmc-apis/general_search?keyword=tea'), { method })).status).toBe(405)
    }
    expect((await fetch(url('/dmc-apis/newsletter_subscription'), { method: 'DELETE' })).status).toBe(405)
  })

  it('newsletter sign-ups store the email and nothing else sent along', async () => {
    const email = `${unique('forged')}@example.com`
    const response = await postJson('/dmc-apis/newsletter_subscription', { data: { email, source: 'forged', ...FORGED }, ...FORGED }, fromNewAddress())
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.id).not.toBe(FORGED.id)
    expect(docs[0]!.source).toBe('website')
    expect(recent(docs[0]!.createdAt)).toBe(true)
  })

  it('contact messages store the form fields only', async () => {
    const email = `${unique('forged')}@example.com`
    const body = { name: 'Amara Silva', email, country: 'LK', phone: '077 123 4567', subject: 'Estate visit', message: 'Could we visit in March?', agreement: true, website: '', ...FORGED }
    expect((await postJson('/dmc-apis/contact-us-submits', body, fromNewAddress())).status).toBe(201)
    const { docs } = await payload.find({ collection: 'contact-submissions', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.id).not.toBe(FORGED.id)
    expect(recent(docs[0]!.createdAt)).toBe(true)
    expect(docs[0]).not.toHaveProperty('role')
  })

  it('CVs store the form fields and the facts of the file itself, not the ones sent along', async () => {
    const email = `${unique('forged')}@example.com`
    const form = new FormData()
    const fields = { name: 'Kasun Fernando', email, country: 'LK', phone: '071 555 0101', position: 'Trainee tea taster', consent: 'true' }
    for (const [key, value] of Object.entries({ ...fields, id: '987654', filename: '../../../evil.html', mimeType: 'text/html', url: 'https://evil.example/cv', filesize: '1' })) form.append(key, value)
    form.append('cv', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf')
    expect((await fetch(url('/dmc-apis/submit_cv'), { method: 'POST', body: form, headers: fromNewAddress() })).status).toBe(201)
    const { docs } = await payload.find({ collection: 'cv-submissions', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    const row = docs[0]! as unknown as Record<string, unknown>
    expect(row.id).not.toBe(987654)
    expect(row.mimeType).toBe('application/pdf')
    expect(String(row.filename)).not.toMatch(/evil|\.\./)
    expect(String(row.url ?? '')).not.toContain('evil.example')
    expect(row.filesize).toBe(pdfFile().length)
  })

  it('a share click counts one, whatever count the body names', async () => {
    const books = await payload.find({ collection: 'e-books', where: { _status: { equals: 'published' } }, limit: 2, depth: 0, overrideAccess: true })
    // Not the book the editorial API test counts.
    const book = books.docs.find((doc) => doc.slug !== 'afternoon-tea-at-home') ?? books.docs[0]!
    const count = async () =>
      (await payload.find({ collection: 'share-counts', where: { and: [{ item_collection: { equals: 'e-books' } }, { item_slug: { equals: book.slug } }, { network: { equals: 'pinterest' } }] }, overrideAccess: true })).docs[0]?.count ?? 0
    const before = await count()
    const response = await postJson('/dmc-apis/share_count', { item: `e-books:${book.slug}`, network: 'pinterest', count: 1_000_000, item_collection: 'users', ...FORGED }, fromNewAddress())
    expect(response.status).toBe(200)
    expect(await count()).toBe(before + 1)
    expect((await payload.count({ collection: 'share-counts', where: { item_collection: { equals: 'users' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the quiz answers without storing anything', async () => {
    const before = await Promise.all(walked.map((w) => payload.count({ collection: w.config.slug as 'pages', overrideAccess: true })))
    const response = await postJson('/dmc-apis/teaquiz_results?time=morning', { data: { email: `${MARKER}@example.com` }, ...FORGED }, fromNewAddress())
    expect(response.status).toBeLessThan(500)
    const after = await Promise.all(walked.map((w) => payload.count({ collection: w.config.slug as 'pages', overrideAccess: true })))
    // The per-IP limiter counts the call in rate-limits, and the server's jobs queue works on uploads other
    // test files make meanwhile; nothing else may change.
    const background = new Set(['rate-limits', 'payload-jobs'])
    const changed = walked.filter((_w, i) => after[i]!.totalDocs !== before[i]!.totalDocs).map((w) => w.config.slug)
    expect(changed.filter((slug) => !background.has(slug))).toEqual([])
  })
})
