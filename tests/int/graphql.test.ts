import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH } from '@/cms/graphql'
import { limits } from '@/site.config'
import { createPage, graphql, testPayload, unique } from './helpers'

/** POST /graphql (issue section 5): filterable by country, depth and complexity limits, lean reads. */
const prefix = `/${unique('gql')}`
const ids: number[] = []
/** A fresh context per call: the search plugin remembers synced documents in the context object. */
const ctx = () => ({ disableRevalidate: true })

beforeAll(async () => {
  for (const [slug, country] of [['tea', 'GLOBAL'], ['tea', 'LK'], ['only-lk', 'LK'], ['only-de', 'DE']] as const) {
    ids.push((await createPage({ title: `${slug} for ${country}`, path: `${prefix}/${slug}`, country })).id)
  }
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', where: { id: { in: ids } }, context: ctx() })
})

type Docs = { Pages: { docs: { title: string; country: string; path: string }[] } }

describe('filtering by country', () => {
  it('filters with the enum literal', async () => {
    const { body } = await graphql(
      `query ($p: String) { Pages(where: { AND: [{ country: { equals: LK } }, { path: { like: $p } }] }, sort: "path") { docs { title country path } } }`,
      { p: prefix },
    )
    expect(body.errors).toBeUndefined()
    expect((body.data as Docs).Pages.docs.map((d) => d.title)).toEqual(['only-lk for LK', 'tea for LK'])
  })

  it('filters with a variable holding the country code', async () => {
    const { body } = await graphql(
      `query ($c: Page_country_Input, $p: String) { Pages(where: { country: { equals: $c }, path: { like: $p } }) { docs { title country } } }`,
      { c: 'GLOBAL', p: prefix },
    )
    expect(body.errors).toBeUndefined()
    expect((body.data as Docs).Pages.docs).toEqual([{ title: 'tea for GLOBAL', country: 'GLOBAL' }])
  })

  it('reads data.{collection}[0] for a country and GLOBAL, as the old client did', async () => {
    const { body } = await graphql(
      `query ($p: String) { Pages(where: { country: { in: [DE, GLOBAL] }, path: { like: $p } }, sort: "path") { docs { title } } }`,
      { p: prefix },
    )
    expect((body.data as Docs).Pages.docs.map((d) => d.title)).toEqual(['only-de for DE', 'tea for GLOBAL'])
  })
})

describe('limits', () => {
  // 11 levels: locked document → search row → page → video grid → video → caption → file → url.
  const deep = `{ PayloadLockedDocuments { docs { document { value { ... on Search { doc { value {
    ... on Page { contents { ... on VideoGridBlock { videos { captions { file { url } } } } } } } } } } } } } }`

  it(`rejects a query nested deeper than ${MAX_QUERY_DEPTH} levels before running it`, async () => {
    const { status, body } = await graphql(deep)
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(body.errors?.map((e) => e.message)).toEqual([`The query is nested more than ${MAX_QUERY_DEPTH} levels deep`])
  })

  it('accepts a legitimately deep query', async () => {
    const { body } = await graphql(
      `{ Pages(limit: 1) { docs { contents { ... on VideoGridBlock { videos { captions { file { url } } } } } } } }`,
    )
    expect(body.errors).toBeUndefined()
  })

  it(`rejects a query more complex than ${MAX_QUERY_COMPLEXITY}`, async () => {
    // Six fields spread often enough to pass Payload's limit, within the field count checked before it.
    const spreads = '...P '.repeat(Math.ceil(MAX_QUERY_COMPLEXITY / 6) + 10)
    const { body } = await graphql(`{ Pages(limit: 1) { docs { ${spreads} } } } fragment P on Page { id title path country createdAt updatedAt }`)
    expect(body.data).toBeUndefined()
    expect(body.errors?.map((e) => e.message).join(' ')).toMatch(/complexity/i)
  })

  it('answers a fragment bomb at once, before any complexity rule walks it', async () => {
    // 30 fragments, each spreading the next twice: 2^30 fields once spread, in about 1.3 KB.
    const fragments = Array.from({ length: 29 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')
    const { status, body } = await graphql(`query { ...F0 } ${fragments} fragment F29 on Query { __typename }`)
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.message)).toEqual([`The query selects more than ${2 * MAX_QUERY_COMPLEXITY} fields once its fragments are spread`])
  })

  it('caps the aliases of a query', async () => {
    const { maxAliases } = limits.graphql()
    const fields = Array.from({ length: maxAliases + 1 }, (_, i) => `t${i}: title`).join(' ')
    const { status, body } = await graphql(`{ Pages(limit: 1) { docs { ${fields} } } }`)
    expect(status).toBe(400)
    expect(body.errors?.map((e) => e.message)).toEqual([`The query has more than ${maxAliases} aliases`])
  })

  it('accepts a query within the complexity limit', async () => {
    const fields = Array.from({ length: 50 }, (_, i) => `t${i}: title`).join(' ')
    const { body } = await graphql(`{ Pages(limit: 1) { docs { ${fields} } } }`)
    expect(body.errors).toBeUndefined()
  })
})

describe('big answers', () => {
  const { maxListCost } = limits.graphql()
  const where = limits.query().anonymous

  it('counts list sizes: ten aliases of a 200-item list are refused before Payload runs them', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: Pages(limit: 200) { docs { id title path country createdAt updatedAt } }`).join(' ')
    const { status, body } = await graphql(`{ ${aliases} }`)
    expect(status).toBe(400)
    expect(body.data).toBeUndefined()
    expect(body.errors?.map((e) => e.message)).toEqual([`The query asks for ${10 * (1 + 200 * 7)} items × fields, more than ${maxListCost}: ask for fewer items (limit) or fields`])
  })

  it('counts a limit sent as a variable, and "every document" as the anonymous cap', async () => {
    const fields = Array.from({ length: 60 }, (_, i) => `f${i}: title`).join(' ')
    for (const [query, variables] of [
      [`query ($n: Int) { Pages(limit: $n) { docs { ${fields} } } }`, { n: 200 }],
      [`{ Pages(limit: 0) { docs { ${fields} } } }`, undefined],
      [`{ Pages(pagination: false) { docs { ${fields} } } }`, undefined],
    ] as const) {
      const { status, body } = await graphql(query, variables)
      expect(status, query).toBe(400)
      expect(body.errors?.[0]?.message, query).toMatch(/items × fields/)
    }
  })

  it('answers a large list within the limit', async () => {
    const { status, body } = await graphql('{ Pages(limit: 200) { docs { id title } } }')
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
  })

  it('gives no field suggestions while introspection is off', async () => {
    const { body } = await graphql('{ Pages(limit: 1) { docs { titel } } }')
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field "titel"/)
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|"title"/)
    const enumValue = await graphql('{ Pages(limit: 1, where: { country: { equals: LKK } }) { docs { id } } }')
    expect(enumValue.body.errors?.[0]?.message).toMatch(/LKK/)
    expect(JSON.stringify(enumValue.body)).not.toMatch(/Did you mean/)
  })

  describe('where filters', () => {
    const titles = (n: number) => Array.from({ length: n }, (_, i) => `title ${i}`)
    const conditions = (n: number) => titles(n).map((title) => ({ title: { equals: title } }))

    it('refuses long in-lists, as literals and as variables, with 400 before Payload runs them', async () => {
      const literal = await graphql(`{ Pages(where: { title: { in: ${JSON.stringify(titles(540))} } }) { docs { id } } }`)
      expect(literal.status).toBe(400)
      expect(literal.body.errors?.map((e) => e.message)).toEqual([`A filter's list holds more than ${where.listItems} items.`])
      const variable = await graphql('query ($t: [String]) { Pages(where: { title: { in: $t } }) { docs { id } } }', { t: titles(540) })
      expect(variable.status).toBe(400)
      const whole = await graphql('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', { w: { title: { in: titles(540) } } })
      expect(whole.status).toBe(400)
    })

    it('refuses too many conditions and deep nesting, sent as variables', async () => {
      const wide = await graphql('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', { w: { OR: conditions(where.conditions + 1) } })
      expect(wide.status).toBe(400)
      expect(wide.body.errors?.map((e) => e.message)).toEqual([`The filter has more than ${where.conditions} conditions.`])
      let deep: unknown = { title: { equals: 'x' } }
      for (let i = 0; i < 2_000; i++) deep = { AND: [deep] }
      const nested = await graphql('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', { w: deep })
      expect(nested.status).toBe(400)
      expect(nested.body.errors?.map((e) => e.message)).toEqual([`The filter nests "and"/"or" deeper than ${where.depth} levels.`])
    })

    it('runs a filter at the limits', async () => {
      const { status, body } = await graphql('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', {
        w: { AND: [{ OR: conditions(where.conditions - 2) }, { title: { in: titles(where.listItems) } }] },
      })
      expect(body.errors).toBeUndefined()
      expect(status).toBe(200)
    })
  })
})

describe('introspection', () => {
  it('is refused by the production server (GRAPHQL_INTROSPECTION unset)', async () => {
    // Payload answers validation errors with 200 and `errors`, as it does for the depth limit.
    const { body } = await graphql('{ __schema { queryType { name } } }')
    expect(body.errors?.[0]?.message).toMatch(/introspection/i)
    expect(body.data).toBeUndefined()
    // An ordinary query on the same server still answers.
    const ok = await graphql('{ Pages(limit: 1) { docs { id } } }')
    expect(ok.body.errors).toBeUndefined()
  })
})

describe('lean reads', () => {
  it('reads only the requested fields from the database', async () => {
    // The route handler itself, in this process, so that the database adapter can be observed.
    const payload = await testPayload()
    const find = vi.spyOn(payload.db, 'find')
    try {
      const response = await GRAPHQL_POST(config)(
        new Request('http://test.local/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: `query ($p: String) { Pages(limit: 10, where: { path: { like: $p } }) { docs { title path } } }`,
            variables: { p: prefix },
          }),
        }),
      )
      const body = await response.json()
      expect(body.errors).toBeUndefined()
      expect((body.data as Docs).Pages.docs).toHaveLength(4)
      const pageReads = find.mock.calls.map(([args]) => args).filter((args) => args.collection === 'pages')
      expect(pageReads.length).toBeGreaterThan(0)
      for (const args of pageReads) {
        expect(args.select).toMatchObject({ title: true, path: true })
        expect(args.select).not.toHaveProperty('contents')
      }
    } finally {
      find.mockRestore()
    }
  })
})
