import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Field, Payload, SanitizedCollectionConfig } from 'payload'
import { graphQLNames } from './graphql-names'
import { testPayload, unique, url } from './helpers'

/**
 * Issue 11: each role × each collection × each verb, through REST and GraphQL, against the running server.
 * The expectations are written here, role by role, not read from the access functions they test:
 * - admin and editor: create, update and delete content of any market;
 * - market editor (LK): content of LK only: never GLOBAL's, never moved to another market;
 * - translator (de): only localized fields, only in German; never creates or deletes, never publishes or
 *   unpublishes (draft saves only, when a record is live or has changes waiting);
 * - media: a market editor writes their market's files only; deleting is for admins and editors;
 * - private collections, settings (markets, site settings) and users: admins (users: anyone their own account).
 * Every content collection of the config is walked (one built with defineContentCollection has a country
 * and drafts), so a new one is covered without editing this file.
 */
type Role = 'admin' | 'editor' | 'marketEditor' | 'translator'
const ROLES: Role[] = ['admin', 'editor', 'marketEditor', 'translator']
const MARKET = 'LK'
const LANGUAGE = 'de'
const MARKER = unique('roles-')

let payload: Payload
const tokens = {} as Record<Role, string>
const userIds = {} as Record<Role, number>
const cleanup: { collection: string; id: number | string }[] = []

type Walked = {
  config: SanitizedCollectionConfig
  key: string
  /** A published GLOBAL document, as the seed made it. */
  globalSample: Record<string, unknown>
  /** A top-level localized text field, when the collection has one. */
  localizedText?: string
}
const walked: Walked[] = []

const auth = (role: Role | null): Record<string, string> => (role ? { authorization: `JWT ${tokens[role]}` } : {})

async function rest(role: Role | null, method: string, path: string, body?: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: { ...auth(role), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // CSV and empty answers.
  }
  return { status: response.status, json, text, headers: response.headers }
}

async function gql(role: Role, query: string) {
  const { json } = await rest(role, 'POST', '/graphql', { query })
  return json as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
}

/** The key a collection's documents are found by (unique with the country; defineContentCollection records it). */
function keyOf(config: SanitizedCollectionConfig): string {
  return String(config.custom?.contentKey ?? 'country')
}

function localizedTextField(fields: Field[]): string | undefined {
  for (const field of fields) {
    if ((field.type === 'text' || field.type === 'textarea') && field.localized && !field.virtual) return field.name
  }
  return undefined
}

const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id').map(([k, v]) => [k, withoutIds(v)]))
  return value
}

/** A copy of the sample for another market, under a key nobody uses. */
function copyOf({ globalSample, key }: Walked, country: string, tag: string): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(globalSample)) {
    if (['id', 'createdAt', 'updatedAt', '_status'].includes(name)) continue
    data[name] = value
  }
  data.country = country
  if (key === 'path') data.path = `/${MARKER}-${tag}`
  else if (key !== 'country') data[key] = `${MARKER}-${tag}`
  return withoutIds(data) as Record<string, unknown>
}

async function createAs(role: Role, walk: Walked, country: string, tag: string) {
  const result = await rest(role, 'POST', `/api/${walk.config.slug}?depth=0`, copyOf(walk, country, tag))
  const id = (result.json.doc as { id?: number } | undefined)?.id
  if (id !== undefined) cleanup.push({ collection: walk.config.slug, id })
  return { ...result, id }
}

/**
 * A document of the market editor's market, made past access for the update and delete checks; `translated`
 * gives it German text too (the English copied), as a translator finds a document they revise: a German save
 * must have every required German field.
 */
async function marketDocument(walk: Walked, tag: string, { translated = false, published = false } = {}): Promise<number | string> {
  const data = { ...copyOf(walk, MARKET, tag), ...(published ? { _status: 'published' } : {}) }
  const options = { collection: walk.config.slug as 'pages', depth: 0, overrideAccess: true, context: { disableRevalidate: true } }
  const doc = await payload.create({ ...options, data: data as never })
  cleanup.push({ collection: walk.config.slug, id: doc.id })
  if (translated) {
    // The stored document as sent back: its array and block rows keep their ids, so the German text joins
    // the English in the same rows (rows without ids would replace them, English and all).
    const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = (await payload.findByID({ ...options, id: doc.id, locale: 'en' })) as unknown as Record<string, unknown>
    await payload.update({ ...options, id: doc.id, locale: LANGUAGE as 'en', data: stored as never })
  }
  return doc.id
}

/**
 * Runs `check` for every walked collection, four at a time: each works on documents of its own, and one after
 * another the walk took minutes while the server and this process took turns waiting for each other.
 */
async function eachWalked(check: (walk: Walked) => Promise<void>, atOnce = 4) {
  const queue = [...walked]
  await Promise.all(Array.from({ length: atOnce }, async () => {
    for (let walk = queue.shift(); walk; walk = queue.shift()) await check(walk)
  }))
}

beforeAll(async () => {
  payload = await testPayload()
  const profiles: Record<Role, Record<string, unknown>> = {
    admin: { role: 'admin' },
    editor: { role: 'editor' },
    marketEditor: { role: 'marketEditor', markets: [MARKET] },
    translator: { role: 'translator', languages: [LANGUAGE] },
  }
  for (const role of ROLES) {
    const email = `${unique(role.toLowerCase())}@example.com`
    const password = `pw-${unique('')}`
    const user = await payload.create({ collection: 'users', data: { email, password, ...profiles[role] } as never, overrideAccess: true })
    userIds[role] = user.id as number
    const login = await rest(null, 'POST', '/api/users/login', { email, password })
    expect(login.status).toBe(200)
    tokens[role] = String(login.json.token)
  }
  for (const config of payload.config.collections) {
    const hasCountry = config.flattenedFields.some((f) => f.name === 'country')
    const hasDrafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
    if (!hasCountry || !hasDrafts) continue
    const { docs } = await payload.find({
      collection: config.slug as 'pages',
      where: { country: { equals: 'GLOBAL' }, _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) continue
    walked.push({ config, key: keyOf(config), globalSample: docs[0] as unknown as Record<string, unknown>, localizedText: localizedTextField(config.fields) })
  }
}, 180_000)

afterAll(async () => {
  for (const { collection, id } of cleanup.reverse()) {
    await payload.delete({ collection: collection as 'pages', id, overrideAccess: true, context: { disableRevalidate: true } }).catch(() => {})
  }
  for (const id of Object.values(userIds)) await payload.delete({ collection: 'users', id, overrideAccess: true }).catch(() => {})
})

describe('content of every market, by role', () => {
  it('walks every content collection of the config', () => {
    expect(walked.map((w) => w.config.slug)).toEqual(expect.arrayContaining(['pages', 'products', 'tea-ranges', 'news']))
    expect(walked.length).toBeGreaterThan(20)
  })

  it('REST create: admins, editors and the market editor (in LK only); never a translator', async () => {
    const failures: string[] = []
    await eachWalked(async (walk) => {
      if (walk.key === 'country') return // one document per country (the home page): no copy to make
      const slug = walk.config.slug
      for (const role of ROLES) {
        const { status } = await createAs(role, walk, MARKET, `c-${role.toLowerCase()}`)
        const expected = role === 'translator' ? 403 : 201
        if (status !== expected) failures.push(`${role} POST ${slug} (${MARKET}): ${status}, expected ${expected}`)
      }
      const global = await createAs('marketEditor', walk, 'GLOBAL', 'c-me-global')
      if (global.status !== 403) failures.push(`marketEditor POST ${slug} (GLOBAL): ${global.status}, expected 403`)
      const other = await createAs('marketEditor', walk, 'IN', 'c-me-in')
      if (other.status !== 403) failures.push(`marketEditor POST ${slug} (IN): ${other.status}, expected 403`)
    })
    expect(failures).toEqual([])
  }, 300_000)

  it('REST update: the market editor changes LK documents only, and cannot move one out of LK', async () => {
    const failures: string[] = []
    await eachWalked(async (walk) => {
      if (walk.key === 'country') return
      const slug = walk.config.slug
      const id = await marketDocument(walk, 'u')
      const own = await rest('marketEditor', 'PATCH', `/api/${slug}/${id}?depth=0`, { [walk.key]: walk.key === 'path' ? `/${MARKER}-u2` : `${MARKER}-u2` })
      if (own.status !== 200) failures.push(`marketEditor PATCH ${slug} (LK): ${own.status} ${JSON.stringify(own.json.errors ?? '')}`)
      const moved = await rest('marketEditor', 'PATCH', `/api/${slug}/${id}?depth=0`, { country: 'GLOBAL' })
      if (moved.status !== 403) failures.push(`marketEditor PATCH ${slug} country → GLOBAL: ${moved.status}`)
      const global = await rest('marketEditor', 'PATCH', `/api/${slug}/${walk.globalSample.id}?depth=0`, { [walk.key]: `${MARKER}-nope` })
      if (![403, 404].includes(global.status)) failures.push(`marketEditor PATCH ${slug} (GLOBAL): ${global.status}`)
      for (const role of ['admin', 'editor'] as const) {
        const { status } = await rest(role, 'PATCH', `/api/${slug}/${id}?depth=0`, { [walk.key]: walk.key === 'path' ? `/${MARKER}-u-${role}` : `${MARKER}-u-${role}` })
        if (status !== 200) failures.push(`${role} PATCH ${slug}: ${status}`)
      }
    })
    const stored = await payload.find({ collection: 'pages', where: { path: { equals: `/${MARKER}-nope` } }, overrideAccess: true })
    expect(stored.totalDocs, 'a refused update changed nothing').toBe(0)
    expect(failures).toEqual([])
  }, 300_000)

  it('REST update as a translator: localized fields in German only; shared fields and English refused', async () => {
    const failures: string[] = []
    let checked = 0
    await eachWalked(async (walk) => {
      if (walk.key === 'country' || !walk.localizedText) return
      checked++
      const slug = walk.config.slug
      const id = await marketDocument(walk, 't', { translated: true })
      const german = await rest('translator', 'PATCH', `/api/${slug}/${id}?locale=${LANGUAGE}&depth=0`, { [walk.localizedText]: 'Übersetzt' })
      if (german.status !== 200) failures.push(`translator PATCH ${slug}.${walk.localizedText} (de): ${german.status} ${JSON.stringify(german.json.errors ?? '')}`)
      const english = await rest('translator', 'PATCH', `/api/${slug}/${id}?locale=en&depth=0`, { [walk.localizedText]: 'Translated' })
      if (english.status !== 403) failures.push(`translator PATCH ${slug} (en): ${english.status}`)
      // The country is shared by every language in every content collection (a key may be fixed once saved).
      const shared = await rest('translator', 'PATCH', `/api/${slug}/${id}?locale=${LANGUAGE}&depth=0`, { country: 'IN' })
      if (shared.status !== 403) failures.push(`translator PATCH ${slug}.country (shared): ${shared.status}`)
      const stored = (await payload.findByID({ collection: slug as 'pages', id, locale: LANGUAGE as 'en', depth: 0, overrideAccess: true, draft: true })) as unknown as Record<string, unknown>
      if (stored[walk.localizedText] !== 'Übersetzt') failures.push(`${slug}: the German text was not stored`)
      if (stored.country !== MARKET) failures.push(`${slug}: the refused shared change was stored`)
    })
    expect(checked).toBeGreaterThan(10)
    expect(failures).toEqual([])
  }, 300_000)

  it('REST delete: admins, editors and the market editor (LK documents); never a translator', async () => {
    const failures: string[] = []
    await eachWalked(async (walk) => {
      if (walk.key === 'country') return
      const slug = walk.config.slug
      const id = await marketDocument(walk, 'd')
      const byTranslator = await rest('translator', 'DELETE', `/api/${slug}/${id}`)
      if (byTranslator.status !== 403) failures.push(`translator DELETE ${slug}: ${byTranslator.status}`)
      const global = await rest('marketEditor', 'DELETE', `/api/${slug}/${walk.globalSample.id}`)
      if (![403, 404].includes(global.status)) failures.push(`marketEditor DELETE ${slug} (GLOBAL): ${global.status}`)
      const own = await rest('marketEditor', 'DELETE', `/api/${slug}/${id}`)
      if (own.status !== 200) failures.push(`marketEditor DELETE ${slug} (LK): ${own.status}`)
      const byEditor = await rest('editor', 'DELETE', `/api/${slug}/${await marketDocument(walk, 'd2')}`)
      if (byEditor.status !== 200) failures.push(`editor DELETE ${slug}: ${byEditor.status}`)
      const stillThere = await payload.count({ collection: slug as 'pages', where: { id: { equals: walk.globalSample.id } }, overrideAccess: true })
      if (stillThere.totalDocs !== 1) failures.push(`${slug}: the GLOBAL document was deleted`)
    })
    expect(failures).toEqual([])
  }, 300_000)

  it('GraphQL: the same rules for update and delete in every content collection, and create of a page', async () => {
    const failures: string[] = []
    await eachWalked(async (walk) => {
      if (walk.key === 'country' || walk.config.graphQL === false) return
      const { singular } = graphQLNames(walk.config)
      const id = await marketDocument(walk, 'g', { translated: true })
      const globalId = walk.globalSample.id
      const ok = async (role: Role, query: string) => {
        const result = await gql(role, query)
        if (result.errors?.length) failures.push(`${role} ${query}: ${result.errors[0]!.message}`)
      }
      const refused = async (role: Role, query: string) => {
        const result = await gql(role, query)
        if (!result.errors?.length) failures.push(`${role} ${query}: no error`)
        else if (result.errors.some((e) => /Cannot query field|Unknown argument/.test(e.message))) failures.push(`${role} ${query}: ${result.errors[0]!.message}`)
      }
      if (walk.localizedText) {
        await ok('translator', `mutation { update${singular}(id: ${id}, locale: ${LANGUAGE}, data: { ${walk.localizedText}: "Übersetzt" }) { id } }`)
        await refused('translator', `mutation { update${singular}(id: ${id}, locale: en, data: { ${walk.localizedText}: "Translated" }) { id } }`)
        await refused('marketEditor', `mutation { update${singular}(id: ${globalId}, data: { ${walk.localizedText}: "Nope" }) { id } }`)
        await ok('marketEditor', `mutation { update${singular}(id: ${id}, data: { ${walk.localizedText}: "Local" }) { id } }`)
      }
      await refused('translator', `mutation { delete${singular}(id: ${id}) { id } }`)
      await refused('marketEditor', `mutation { delete${singular}(id: ${globalId}) { id } }`)
      await ok('marketEditor', `mutation { delete${singular}(id: ${id}) { id } }`)
    })
    const page = (role: Role, country: string) =>
      `mutation { createPage(data: { title: "Role check", path: "/${MARKER}-gql-${role}-${country}", country: ${country} }) { id } }`
    for (const role of ['admin', 'editor'] as const) {
      const result = await gql(role, page(role, 'GLOBAL'))
      const created = (result.data?.createPage as { id?: number } | null)?.id
      if (created) cleanup.push({ collection: 'pages', id: created })
      else failures.push(`${role} createPage: ${result.errors?.[0]?.message}`)
    }
    const local = await gql('marketEditor', page('marketEditor', MARKET))
    const localId = (local.data?.createPage as { id?: number } | null)?.id
    if (localId) cleanup.push({ collection: 'pages', id: localId })
    else failures.push(`marketEditor createPage (LK): ${local.errors?.[0]?.message}`)
    for (const [role, country] of [['marketEditor', 'GLOBAL'], ['translator', MARKET]] as const) {
      const result = await gql(role, page(role, country))
      if (!result.errors?.length) failures.push(`${role} createPage (${country}): no error`)
    }
    expect(failures).toEqual([])
  }, 300_000)
})

const errorOf = (result: { json: Record<string, unknown> }) => String((result.json.errors as { message?: string }[] | undefined)?.[0]?.message ?? '')

describe('publishing and unpublishing, by role', () => {
  it('a translator neither unpublishes a record nor publishes changes waiting as a draft; their draft saves are kept', async () => {
    const failures: string[] = []
    let checked = 0
    await eachWalked(async (walk) => {
      if (walk.key === 'country' || !walk.localizedText) return
      checked++
      const slug = walk.config.slug
      const text = walk.localizedText
      const id = await marketDocument(walk, 's', { translated: true, published: true })
      const at = `/api/${slug}/${id}?locale=${LANGUAGE}&depth=0`
      const unpublish = await rest('translator', 'PATCH', at, { _status: 'draft' })
      if (unpublish.status !== 403 || !/off the site/.test(errorOf(unpublish))) failures.push(`translator unpublish ${slug}: ${unpublish.status} ${errorOf(unpublish)}`)
      const draft = await rest('translator', 'PATCH', `${at}&draft=true`, { [text]: 'Entwurf' })
      if (draft.status !== 200) failures.push(`translator draft save ${slug}: ${draft.status} ${errorOf(draft)}`)
      // Changes now wait as a draft: publishing them, or a plain save (which would write the draft as the live record), is refused.
      const publish = await rest('translator', 'PATCH', at, { [text]: 'Veröffentlicht', _status: 'published' })
      if (publish.status !== 403 || !/waiting as a draft/.test(errorOf(publish))) failures.push(`translator publish ${slug}: ${publish.status} ${errorOf(publish)}`)
      const plain = await rest('translator', 'PATCH', at, { [text]: 'Direkt' })
      if (plain.status !== 403) failures.push(`translator plain save over a draft ${slug}: ${plain.status}`)
      const read = { collection: slug as 'pages', id, locale: LANGUAGE as 'en', depth: 0, overrideAccess: true }
      const live = (await payload.findByID(read)) as unknown as Record<string, unknown>
      const latest = (await payload.findByID({ ...read, draft: true })) as unknown as Record<string, unknown>
      if (live._status !== 'published') failures.push(`${slug}: the live record is ${live._status}`)
      if (live[text] !== 'Übersetzt' && live[text] !== walk.globalSample[text]) failures.push(`${slug}: the live text became ${live[text]}`)
      if (latest[text] !== 'Entwurf') failures.push(`${slug}: the translator's draft is ${latest[text]}`)
    })
    expect(checked).toBeGreaterThan(10)
    expect(failures).toEqual([])
  }, 300_000)

  it('admins and editors publish and unpublish anywhere, a market editor in their market only', async () => {
    const failures: string[] = []
    await eachWalked(async (walk) => {
      if (walk.key === 'country') return
      const slug = walk.config.slug
      // One LK document, published and unpublished by each role in turn: every role meets both changes of state.
      const id = await marketDocument(walk, 'p')
      for (const role of ['admin', 'editor', 'marketEditor'] as const) {
        for (const status of ['published', 'draft'] as const) {
          const result = await rest(role, 'PATCH', `/api/${slug}/${id}?depth=0`, { _status: status })
          const stored = await payload.findByID({ collection: slug as 'pages', id, depth: 0, overrideAccess: true })
          if (result.status !== 200 || stored._status !== status) failures.push(`${role} ${status} ${slug}: ${result.status} ${errorOf(result)}, stored ${stored._status}`)
        }
      }
      const global = await rest('marketEditor', 'PATCH', `/api/${slug}/${walk.globalSample.id}?depth=0`, { _status: 'draft' })
      if (![403, 404].includes(global.status)) failures.push(`marketEditor unpublish ${slug} (GLOBAL): ${global.status}`)
      const stillLive = await payload.findByID({ collection: slug as 'pages', id: walk.globalSample.id as number, depth: 0, overrideAccess: true })
      if (stillLive._status !== 'published') failures.push(`${slug}: the GLOBAL record was unpublished`)
    })
    expect(failures).toEqual([])
  }, 300_000)
})

describe('private collections, settings and accounts, by role', () => {
  const PRIVATE = ['newsletter-subscribers', 'contact-submissions', 'cv-submissions', 'rate-limits', 'share-counts']

  it('only admins read contact messages, CVs, subscribers and counters (REST and GraphQL)', async () => {
    const failures: string[] = []
    for (const slug of PRIVATE) {
      const config = payload.config.collections.find((c) => c.slug === slug)!
      const { plural } = graphQLNames(config)
      for (const role of ROLES) {
        const { status } = await rest(role, 'GET', `/api/${slug}?limit=1`)
        const expected = role === 'admin' ? 200 : 403
        if (status !== expected) failures.push(`${role} GET ${slug}: ${status}, expected ${expected}`)
        if (config.graphQL === false) continue
        const result = await gql(role, `{ ${plural}(limit: 1) { totalDocs } }`)
        const answered = Boolean((result.data?.[plural] as { totalDocs?: number } | null)?.totalDocs !== undefined && !result.errors?.length)
        if (answered !== (role === 'admin')) failures.push(`${role} GraphQL ${plural}: ${answered ? 'answered' : 'refused'}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('exports newsletter subscribers as CSV for admins only', async () => {
    const email = `${unique('csv')}@example.com`
    const subscriber = await payload.create({ collection: 'newsletter-subscribers', data: { email, source: '=HYPERLINK("x")' }, overrideAccess: true })
    cleanup.push({ collection: 'newsletter-subscribers', id: subscriber.id })
    const csv = await rest('admin', 'GET', '/api/newsletter-subscribers/export.csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('email,source,signed_up_at')
    // A value a spreadsheet would run as a formula is neutralised.
    expect(lines.find((line) => line.startsWith(email))).toMatch(new RegExp(`^${email.replace(/[.]/g, '\\.')},"'=HYPERLINK\\(""x""\\)",\\d{4}-`))
    for (const role of ['editor', 'marketEditor', 'translator'] as const) {
      expect((await rest(role, 'GET', '/api/newsletter-subscribers/export.csv')).status, role).toBe(403)
    }
    expect((await rest(null, 'GET', '/api/newsletter-subscribers/export.csv')).status).toBe(401)
  })

  it('markets and site settings: admins only; navigation: admins, editors, and translators for its labels', async () => {
    const lk = await payload.find({ collection: 'markets', where: { code: { equals: MARKET } }, limit: 1, overrideAccess: true })
    const market = lk.docs[0]!
    for (const role of ROLES) {
      const marketPatch = await rest(role, 'PATCH', `/api/markets/${market.id}`, { sort: market.sort })
      expect(marketPatch.status, `${role} PATCH markets`).toBe(role === 'admin' ? 200 : 403)
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const settingsPost = await rest(role, 'POST', '/api/globals/site-settings', { shop_url: settings.shop_url ?? '' })
      expect(settingsPost.status, `${role} POST site-settings`).toBe(role === 'admin' ? 200 : 403)
    }
    const header = await payload.findGlobal({ slug: 'header', depth: 0, locale: LANGUAGE as 'en' })
    const menus = header.menus ?? []
    expect(menus.length).toBeGreaterThan(0)
    const translated = menus.map((menu, i) => (i === 0 ? { ...menu, label: `${menu.label} ` } : menu))
    const asTranslator = await rest('translator', 'POST', `/api/globals/header?locale=${LANGUAGE}&depth=0`, { menus: translated })
    expect(asTranslator.status, JSON.stringify(asTranslator.json)).toBe(200)
    const movedSection = menus.map((menu, i) => (i === 0 ? { ...menu, section: '/elsewhere' } : menu))
    const shared = await rest('translator', 'POST', `/api/globals/header?locale=${LANGUAGE}&depth=0`, { menus: movedSection })
    expect(shared.status).toBe(403)
    expect((shared.json.errors as { message: string }[])[0]!.message).toMatch(/shared by every language/)
    expect((await rest('marketEditor', 'POST', '/api/globals/header?depth=0', { menus })).status).toBe(403)
    // Put the label back as it was.
    await payload.updateGlobal({ slug: 'header', locale: LANGUAGE as 'en', data: { menus }, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('accounts: admins manage everyone; anyone else sees and edits only their own, never their role', async () => {
    for (const role of ['editor', 'marketEditor', 'translator'] as const) {
      const list = await rest(role, 'GET', '/api/users?limit=100&depth=0')
      expect(list.status).toBe(200)
      expect((list.json.docs as { id: number }[]).map((d) => d.id), role).toEqual([userIds[role]])
      const promote = await rest(role, 'PATCH', `/api/users/${userIds[role]}`, { role: 'admin', markets: ['IN'], name: 'Renamed' })
      expect(promote.status).toBe(200)
      const stored = await payload.findByID({ collection: 'users', id: userIds[role], depth: 0, overrideAccess: true })
      expect(stored.role, `${role} cannot change their own role`).toBe(role)
      expect(stored.name).toBe('Renamed')
      const other = await rest(role, 'PATCH', `/api/users/${userIds.admin}`, { name: 'Hijacked' })
      expect([403, 404]).toContain(other.status)
      const create = await rest(role, 'POST', '/api/users', { email: `${unique('x')}@example.com`, password: 'pw-123456789' })
      expect(create.status).toBe(403)
    }
    const all = await rest('admin', 'GET', '/api/users?limit=100&depth=0')
    expect((all.json.docs as unknown[]).length).toBeGreaterThanOrEqual(4)
  })

  it('media: admins and editors write any file, a market editor their market’s only, a translator alt text only; deleting is for admins and editors', async () => {
    const picture = async () => new Blob([new Uint8Array(await sharp({ create: { width: 24, height: 24, channels: 3, background: '#3a6b35' } }).png().toBuffer())], { type: 'image/png' })
    const upload = async (role: Role, data: Record<string, unknown>, id?: number) => {
      const form = new FormData()
      form.append('file', await picture(), `${unique('roles-media')}.png`)
      form.append('_payload', JSON.stringify(data))
      const response = await fetch(url(id === undefined ? '/api/media?depth=0' : `/api/media/${id}?depth=0`), { method: id === undefined ? 'POST' : 'PATCH', headers: auth(role), body: form })
      const json = (await response.json()) as { doc?: { id: number; country?: string; filename?: string } }
      if (json.doc?.id && id === undefined) cleanup.push({ collection: 'media', id: json.doc.id })
      return { status: response.status, doc: json.doc }
    }
    const failures: string[] = []
    const check = (what: string, status: number, expected: number[]) => {
      if (!expected.includes(status)) failures.push(`${what}: ${status}, expected ${expected.join(' or ')}`)
    }

    // Creating: anywhere for admins and editors; in their market for a market editor (one naming none joins it); never a translator.
    for (const role of ['admin', 'editor'] as const) check(`${role} POST media (GLOBAL)`, (await upload(role, { alt: 'Tea', country: 'GLOBAL' })).status, [201])
    const local = await upload('marketEditor', { alt: 'Tea', country: MARKET })
    check('marketEditor POST media (LK)', local.status, [201])
    const unnamed = await upload('marketEditor', { alt: 'Tea' })
    check('marketEditor POST media (no market)', unnamed.status, [201])
    if (unnamed.doc?.country !== MARKET) failures.push(`marketEditor's upload without a market went to ${unnamed.doc?.country}`)
    check('marketEditor POST media (GLOBAL)', (await upload('marketEditor', { alt: 'Tea', country: 'GLOBAL' })).status, [403])
    check('marketEditor POST media (IN)', (await upload('marketEditor', { alt: 'Tea', country: 'IN' })).status, [403])
    check('translator POST media', (await upload('translator', { alt: 'Tee' })).status, [403])

    // Changing a GLOBAL picture (as the seed made them: used on GLOBAL pages): its alt text, its file.
    const { docs } = await payload.find({ collection: 'media', where: { country: { equals: 'GLOBAL' } }, limit: 1, depth: 0, overrideAccess: true })
    const global = docs[0]!
    for (const role of ['admin', 'editor'] as const) {
      check(`${role} PATCH GLOBAL alt`, (await rest(role, 'PATCH', `/api/media/${global.id}?depth=0`, { alt: global.alt })).status, [200])
    }
    check('marketEditor PATCH GLOBAL alt', (await rest('marketEditor', 'PATCH', `/api/media/${global.id}?depth=0`, { alt: 'Replaced' })).status, [403, 404])
    check('marketEditor PATCH GLOBAL file', (await upload('marketEditor', { alt: 'Replaced' }, global.id)).status, [403, 404])
    const untouched = await payload.findByID({ collection: 'media', id: global.id, depth: 0, overrideAccess: true })
    if (untouched.alt !== global.alt || untouched.filename !== global.filename) failures.push('the GLOBAL picture was changed')

    // The market editor's own picture: alt text and file yes, moving it out of their market no.
    const own = local.doc!.id
    check('marketEditor PATCH LK alt', (await rest('marketEditor', 'PATCH', `/api/media/${own}?depth=0`, { alt: 'Local tea' })).status, [200])
    check('marketEditor PATCH LK file', (await upload('marketEditor', { alt: 'Local tea' }, own)).status, [200])
    check('marketEditor PATCH LK → GLOBAL', (await rest('marketEditor', 'PATCH', `/api/media/${own}?depth=0`, { country: 'GLOBAL' })).status, [403])

    // A translator: alt text in their language, nothing else.
    check('translator PATCH alt (de)', (await rest('translator', 'PATCH', `/api/media/${global.id}?locale=${LANGUAGE}&depth=0`, { alt: 'Ein Bild' })).status, [200])
    check('translator PATCH focal point', (await rest('translator', 'PATCH', `/api/media/${global.id}?locale=${LANGUAGE}&depth=0`, { focalX: 10 })).status, [403])
    check('translator PATCH file', (await upload('translator', { alt: 'Ein Bild' }, own)).status, [403])

    // Deleting: admins and editors only (a file may be used anywhere).
    for (const role of ['marketEditor', 'translator'] as const) {
      check(`${role} DELETE GLOBAL media`, (await rest(role, 'DELETE', `/api/media/${global.id}`)).status, [403])
      check(`${role} DELETE LK media`, (await rest(role, 'DELETE', `/api/media/${own}`)).status, [403])
    }
    check('editor DELETE LK media', (await rest('editor', 'DELETE', `/api/media/${unnamed.doc!.id}`)).status, [200])
    check('admin DELETE LK media', (await rest('admin', 'DELETE', `/api/media/${own}`)).status, [200])
    expect(await payload.count({ collection: 'media', where: { id: { equals: global.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
    await payload.update({ collection: 'media', id: global.id, locale: LANGUAGE as 'en', data: { alt: global.alt }, overrideAccess: true })
    expect(failures).toEqual([])
  })
})
