import { readFileSync } from 'node:fs'
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pageCollections } from '@/cms/graphql/page-collections'
import { routes } from '@/routes'
import { createPage, graphql, testPayload } from './helpers'

/**
 * The data-layer spec's named content-query collections on POST /graphql (issue 9): each reads its
 * seeded records by country, a country's own page comes before GLOBAL's, and anonymous writes fail.
 */
type Row = { id: number; country: string; path?: string; title?: string }
const ctx = () => ({ disableRevalidate: true })
let lkLoungeId: number

beforeAll(async () => {
  // Sri Lanka's own tea lounge page: LK reads it, other countries still read GLOBAL's.
  lkLoungeId = (await createPage({ title: 'The tea lounge in Colombo', path: routes.teaInspired.teaLounge, country: 'LK' })).id
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', id: lkLoungeId, context: ctx() })
})

describe('every named page collection', () => {
  for (const entry of pageCollections) {
    const fields = entry.name === 'home' || entry.name === 'socialWall' ? 'id country' : 'id country path title'
    it(`${entry.name} reads its records for a country`, async () => {
      const { status, body } = await graphql(`{ ${entry.name}(country: DE) { ${fields} } }`)
      expect(status).toBe(200)
      expect(body.errors).toBeUndefined()
      const rows = body.data![entry.name] as Row[]
      expect(rows.length, `${entry.name} has seeded content`).toBeGreaterThan(0)
      for (const row of rows) expect(['DE', 'GLOBAL']).toContain(row.country)
      if ('paths' in entry) {
        // One record per named page, in the order named, each a published page of that path.
        expect(rows.map((r) => r.path)).toEqual(entry.paths)
      }
      if ('under' in entry) for (const row of rows) expect(row.path!.startsWith(`${entry.under}/`)).toBe(true)
    })
  }
})

describe('docs/graphql.md', () => {
  // Its table: | `name` | what it reads | `{ example query }` |
  const examples = [...readFileSync('docs/graphql.md', 'utf8').matchAll(/^\| `(\w+)` \| .* \| `(\{ .* \})` \|$/gm)].map((m) => ({ name: m[1]!, query: m[2]! }))

  it('lists every named collection once, with an example', () => {
    expect(examples.map((e) => e.name)).toEqual(pageCollections.map((e) => e.name))
  })

  it('gives examples that run and answer content', async () => {
    for (const { name, query } of examples) {
      const { body } = await graphql(query)
      expect(body.errors, name).toBeUndefined()
      expect((body.data![name] as unknown[]).length, name).toBeGreaterThan(0)
    }
  })
})

describe('the country rule', () => {
  it("answers a country's own page first and GLOBAL's elsewhere", async () => {
    const lk = await graphql(`{ teaLoungePages(country: LK) { title country } }`)
    expect(lk.body.data!.teaLoungePages).toEqual([{ title: 'The tea lounge in Colombo', country: 'LK' }])
    const de = await graphql(`{ teaLoungePages(country: DE) { title country } }`)
    expect((de.body.data!.teaLoungePages as Row[])[0]!.country).toBe('GLOBAL')
  })

  it('defaults to GLOBAL and reads the requested language', async () => {
    const en = await graphql(`{ teaLoungePages { title country } }`)
    const de = await graphql(`{ teaLoungePages(locale: de) { title } }`)
    expect((en.body.data!.teaLoungePages as Row[])[0]).toEqual({ title: 'The tea lounge', country: 'GLOBAL' })
    expect((de.body.data!.teaLoungePages as Row[])[0]!.title).toBe('Die Tea Lounge')
  })

  it('refuses a country that is not a market', async () => {
    const { body } = await graphql(`{ teaLoungePages(country: "LK") { title } }`)
    expect(body.errors?.[0]?.message).toMatch(/enum|country/i)
  })

  it('reads nested blocks and their pictures within the depth limit', async () => {
    const { body } = await graphql(`{ teaInspirationPages { contents { ... on CardGridBlock { items { image { url alt } } } } } }`)
    expect(body.errors).toBeUndefined()
  })
})

describe('lean reads', () => {
  it('reads only the fields a named query asks for', async () => {
    // The route handler in this process, so that the database adapter can be observed.
    const payload = await testPayload()
    const find = vi.spyOn(payload.db, 'find')
    try {
      const response = await GRAPHQL_POST(config)(
        new Request('http://test.local/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ hospitalityPages(country: LK) { title } }' }),
        }),
      )
      const body = await response.json()
      expect(body.errors).toBeUndefined()
      expect(body.data.hospitalityPages).toHaveLength(1)
      const pageReads = find.mock.calls.map(([args]) => args).filter((args) => args.collection === 'pages')
      expect(pageReads).toHaveLength(1)
      expect(pageReads[0]!.select).toMatchObject({ title: true, path: true, country: true })
      expect(pageReads[0]!.select).not.toHaveProperty('contents')
    } finally {
      find.mockRestore()
    }
  })
})

describe('anonymous writes', () => {
  it('refuses to create, change or delete a page through /graphql', async () => {
    const payload = await testPayload()
    const before = await payload.count({ collection: 'pages' })
    const create = await graphql(`mutation { createPage(data: { title: "Hijacked", path: "/hijacked", country: GLOBAL }) { id } }`)
    expect(create.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const update = await graphql(`mutation { updatePage(id: ${lkLoungeId}, data: { title: "Hijacked" }) { id } }`)
    expect(update.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const remove = await graphql(`mutation { deletePage(id: ${lkLoungeId}) { id } }`)
    expect(remove.body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(await payload.count({ collection: 'pages' })).toEqual(before)
    const still = await payload.findByID({ collection: 'pages', id: lkLoungeId, depth: 0 })
    expect(still.title).toBe('The tea lounge in Colombo')
  })
})
