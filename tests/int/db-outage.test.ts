import { existsSync, renameSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { pdfFile } from './cv-files'
import { unique } from './helpers'
import { fromNewAddress, storedRows } from './submissions'

/**
 * The database goes away under both running instances and comes back, without a restart.
 * SQLite: the database file is moved away (the servers' open connections would still read it: the
 * guard in src/cms/database-guard.ts must notice) and moved back. PostgreSQL: the database stops
 * accepting connections and every open one is terminated, as a stopped server does to its clients,
 * then it accepts them again; this needs no cluster restart, so nothing else can be left stopped.
 * Every step restores in afterAll, so the other files run the same whether this one ran first or last.
 */
const databaseUrl = inject('databaseUrl')
const servers = [inject('baseURL'), inject('secondBaseURL')]
const RETRY_AFTER = '30'
/** Recovery is polled (never a fixed sleep) and must come within this. */
const RECOVERY_MS = 30_000

type Outage = { begin(): Promise<void>; end(): Promise<void> }

function sqliteOutage(file: string): Outage {
  const away = `${file}.outage`
  return {
    begin: async () => renameSync(file, away),
    end: async () => {
      if (existsSync(away)) renameSync(away, file)
    },
  }
}

function postgresOutage(url: string): Outage {
  const target = new URL(url)
  const database = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const run = async (...statements: [string, unknown[]?][]) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      for (const [sql, args] of statements) await client.query(sql, args)
    } finally {
      await client.end()
    }
  }
  const quoted = `"${database.replace(/"/g, '""')}"`
  return {
    begin: () =>
      run(
        [`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS false`],
        ['SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]],
      ),
    end: () => run([`ALTER DATABASE ${quoted} ALLOW_CONNECTIONS true`]),
  }
}

const outage: Outage = /^postgres(ql)?:/.test(databaseUrl) ? postgresOutage(databaseUrl) : sqliteOutage(databaseUrl.replace(/^file:/, ''))

/** A cached page and its title, as served before the outage. */
const CACHED_PAGE = '/'
let cachedTitle = ''

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

/** Each API request names something no cache holds, so it has to reach the database. */
const freshApiPath = () => `/dmc-apis/general_search?keyword=${unique('outage')}`

const contactMessage = (email: string) => ({
  name: 'Nalini Perera',
  email,
  country: 'LK',
  phone: '077 765 4321',
  subject: 'Wholesale enquiry',
  message: 'We would like to stock your Uva high-grown teas in our shop in Kandy.',
  agreement: true,
  website: '',
})

const postJson = (base: string, path: string, body: unknown) =>
  fetch(new URL(path, base), { method: 'POST', headers: { 'content-type': 'application/json', ...fromNewAddress() }, body: JSON.stringify(body) })

function postCv(base: string, email: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ name: 'Ruwan Jayasinghe', email, country: 'LK', phone: '077 111 2222', position: 'Tea taster', consent: 'true', website: '' })) {
    form.set(name, value)
  }
  form.set('cv', new Blob([new Uint8Array(pdfFile())], { type: 'application/pdf' }), 'cv.pdf')
  return fetch(new URL('/dmc-apis/submit_cv', base), { method: 'POST', headers: fromNewAddress(), body: form })
}

async function untilAnswers(base: string, status: number, deadlineMs: number): Promise<number> {
  const started = Date.now()
  let last = 0
  while (Date.now() - started < deadlineMs) {
    last = (await fetch(new URL(freshApiPath(), base))).status
    if (last === status) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${base} still answered ${last}, not ${status}, after ${deadlineMs} ms`)
}

async function expectUnavailableJson(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe(RETRY_AFTER)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json()
}

describe('the database unavailable, then back', () => {
  const duringOutage = { contact: `${unique('outage-contact')}@example.com`, cv: `${unique('outage-cv')}@example.com`, newsletter: `${unique('outage-news')}@example.com` }

  beforeAll(async () => {
    for (const base of servers) {
      // Payload starts on each instance, and the page is rendered and cached, before anything breaks.
      expect((await fetch(new URL(freshApiPath(), base))).status).toBe(200)
      for (let i = 0; i < 2; i++) {
        const response = await fetch(new URL(CACHED_PAGE, base))
        expect(response.status).toBe(200)
        cachedTitle = titleOf(await response.text())
      }
    }
    expect(cachedTitle).not.toBe('')
    await outage.begin()
  })

  afterAll(async () => {
    await outage.end()
    // Leave both instances serving for the files that run after this one.
    await Promise.all(servers.map((base) => untilAnswers(base, 200, RECOVERY_MS)))
  })

  it('answers /dmc-apis calls 503 with the JSON error shape, a retry hint and Retry-After, on both instances', async () => {
    for (const base of servers) {
      const body = await expectUnavailableJson(await fetch(new URL(freshApiPath(), base)))
      expect(body).toEqual({ error: { code: 'service_unavailable', message: expect.stringMatching(/try again in 30 seconds/) } })
    }
  })

  it('answers /readyz 503 with the reason on both instances, and /healthz 200', async () => {
    for (const base of servers) {
      // A probe may reuse a check made within the last second.
      let response = await fetch(new URL('/readyz', base))
      for (let tries = 0; response.status !== 503 && tries < 10; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 300))
        response = await fetch(new URL('/readyz', base))
      }
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 'unavailable', message: expect.stringMatching(/database/i) })
      expect((await fetch(new URL('/healthz', base))).status).toBe(200)
    }
  })

  it('keeps serving the cached page with its content', async () => {
    for (const base of servers) {
      const response = await fetch(new URL(CACHED_PAGE, base))
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(titleOf(html)).toBe(cachedTitle)
      expect(html.length).toBeGreaterThan(5_000)
    }
  })

  it('answers the forms 503 with a retry hint, and stores nothing', async () => {
    const contact = await expectUnavailableJson(await postJson(servers[0], '/dmc-apis/contact-us-submits', contactMessage(duringOutage.contact)))
    expect(contact).toEqual({ success: false, error: { code: 'service_unavailable', message: expect.stringMatching(/try again/) } })
    const cv = await expectUnavailableJson(await postCv(servers[1], duringOutage.cv))
    expect(cv).toMatchObject({ success: false, error: { code: 'service_unavailable' } })
    // The newsletter keeps its old contract's shape: {success, error: "…"}.
    const newsletter = await expectUnavailableJson(await postJson(servers[0], '/dmc-apis/newsletter_subscription', { data: { email: duringOutage.newsletter } }))
    expect(newsletter).toEqual({ success: false, error: expect.stringMatching(/try again in 30 seconds/) })
  })

  it('answers a page rendered per request (search results) with a 503 page, not a 500', async () => {
    for (const base of servers) {
      const response = await fetch(new URL(`/global-search-results?keyword=${unique('outage')}`, base))
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe(RETRY_AFTER)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toMatch(/Temporarily unavailable/)
    }
  })

  it('recovers without a restart when the database is back, and takes messages again', async () => {
    await outage.end()
    const took = await Promise.all(servers.map((base) => untilAnswers(base, 200, RECOVERY_MS)))
    console.info(`[db-outage] both instances answered 200 again ${Math.max(...took)} ms after the database came back`)
    const search = await fetch(new URL(`/global-search-results?keyword=${unique('back')}`, servers[1]))
    // Readiness is checked afresh once the database is back (a "not ready" is never reused); a check begun during
    // the outage may still be waiting out its 3 s.
    let ready = 0
    for (const started = Date.now(); ready !== 200 && Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
      ready = (await fetch(new URL('/readyz', servers[0]))).status
    }
    expect(ready).toBe(200)
    expect(search.status).toBe(200)
    // What was refused during the outage was not stored behind the visitor's back…
    expect(await storedRows('contact-submissions', duringOutage.contact)).toHaveLength(0)
    expect(await storedRows('cv-submissions', duringOutage.cv)).toHaveLength(0)
    // …and the same message sent again now is stored, once.
    expect((await postJson(servers[1], '/dmc-apis/contact-us-submits', contactMessage(duringOutage.contact))).status).toBe(201)
    expect(await storedRows('contact-submissions', duringOutage.contact)).toHaveLength(1)
  })
})
