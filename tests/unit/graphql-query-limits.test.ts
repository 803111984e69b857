import { describe, expect, it } from 'vitest'
import { boundedAnswer, stripSuggestion, withoutSuggestions } from '@/cms/graphql/answer-size'
import { listCost } from '@/cms/graphql/list-cost'
import { checkQueryLimits, type QueryLimits } from '@/cms/graphql/query-limits'
import { PUBLIC_READ_MAX } from '@/cms/public-api-guards'
import { limits as siteLimits } from '@/site.config'
import { parse } from 'graphql'

const where = { conditions: 5, listItems: 10, depth: 2 }
const limits: QueryLimits = { maxDepth: 3, maxFields: 100, maxTokens: 500, maxAliases: 3, maxDirectives: 3, maxListCost: 500, where }

const errors = (query: string, change: Partial<QueryLimits> = {}) => checkQueryLimits(query, { ...limits, ...change }).errors

/** 2^levels fields once spread: each fragment spreads the next twice. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from({ length: levels - 1 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)
  return `query { ...F0 } ${fragments.join(' ')} fragment F${levels - 1} on Query { __typename }`
}

describe('GraphQL query limits', () => {
  it('allows queries up to the depth limit', () => {
    expect(errors('{ node { child { name } } }')).toEqual([])
  })

  it('rejects deeper queries, naming the limit', () => {
    expect(errors('query Deep { node { child { child { name } } } }')).toEqual(['The query is nested more than 3 levels deep'])
  })

  it('counts depth through fragments and inline fragments, not the fragments themselves', () => {
    const query = `
      { node { ...Two } }
      fragment Two on Node { child { ... on Node { child { name } } } }`
    expect(errors(query)).toEqual(['The query is nested more than 3 levels deep'])
    expect(errors(query, { maxDepth: 4 })).toEqual([])
  })

  it('does not count introspection', () => {
    expect(errors('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', { maxDepth: 2 })).toEqual([])
  })

  it('counts every spread of a fragment, without walking it again', () => {
    const started = performance.now()
    expect(errors(fragmentBomb(40))).toEqual(['The query selects more than 100 fields once its fragments are spread'])
    // 2^40 visits would take days: finishing at all shows each fragment was counted once.
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(errors(fragmentBomb(5))).toEqual([])
  })

  it('caps tokens, aliases and directives', () => {
    expect(errors(`{ ${'a '.repeat(600)}}`)).toEqual(['The query has more than 500 tokens'])
    expect(errors('{ a: x b: x c: x d: x }')).toEqual(['The query has more than 3 aliases'])
    expect(errors('{ a: x b: x c: x }')).toEqual([])
    expect(errors('{ x @skip(if: false) y @skip(if: false) z @skip(if: false) w @skip(if: false) }')).toEqual(['The query has more than 3 directives'])
  })

  it('leaves a syntax error to Payload, whose answer says where it is', () => {
    expect(checkQueryLimits('{ a ', limits)).toEqual({ errors: [] })
  })
})

describe('list cost: items × fields', () => {
  const cost = (query: string, variables?: Record<string, unknown>) => listCost(parse(query), variables)

  it("multiplies a list's fields by its limit, Payload's default of 10 without one", () => {
    expect(cost('{ Pages(limit: 200) { docs { id title } } }')).toBe(1 + 200 * (1 + 2))
    expect(cost('{ Pages { docs { id title } } }')).toBe(1 + 10 * 3)
    expect(cost('query ($n: Int) { Pages(limit: $n) { docs { id } } }', { n: 50 })).toBe(1 + 50 * 2)
    expect(cost('query ($n: Int = 150) { Pages(limit: $n) { docs { id } } }')).toBe(1 + 150 * 2)
  })

  it('counts "all" and out-of-range limits as the anonymous cap', () => {
    for (const args of ['limit: 0', 'limit: -1', 'limit: 100000', 'pagination: false']) {
      expect(cost(`{ Pages(${args}) { docs { id } } }`), args).toBe(1 + PUBLIC_READ_MAX * 2)
    }
  })

  it('counts every alias and every spread, nested lists multiplied', () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: Pages(limit: 200) { docs { id title } }`).join(' ')
    expect(cost(`{ ${aliases} }`)).toBe(10 * (1 + 200 * 3))
    expect(cost('{ Pages(limit: 5) { ...F } } fragment F on Pages { docs { id } }')).toBe(1 + 5 * 2)
    expect(cost('{ Pages(limit: 5) { docs { id versions: _versions(limit: 4) { docs { id } } } } }')).toBe(1 + 5 * (1 + 1 + 1 + 4 * 2))
  })

  it('counts the named page collections at the records they answer', () => {
    expect(cost('{ socialWall(country: DE) { id } }')).toBe(1 + 100)
    expect(cost('{ trade { id title } }')).toBe(1 + 2)
  })

  it('refuses a query past the limit before Payload runs it, and names the limit', () => {
    expect(checkQueryLimits('{ Pages(limit: 200) { docs { id title } } }', limits).errors).toEqual([
      'The query asks for 601 items × fields, more than 500: ask for fewer items (limit) or fields',
    ])
    expect(checkQueryLimits('query ($n: Int) { Pages(limit: $n) { docs { id title } } }', limits, { variables: { n: 300 } }).errors).toHaveLength(1)
    expect(checkQueryLimits('query ($n: Int) { Pages(limit: $n) { docs { id title } } }', limits, { variables: { n: 100 } }).errors).toEqual([])
  })
})

describe('where bounds', () => {
  const problems = (query: string, variables?: Record<string, unknown>) => checkQueryLimits(query, limits, { variables }).errors
  const conditions = (n: number) => Array.from({ length: n }, (_, i) => `{ title: { equals: "t${i}" } }`).join(' ')

  it('accepts filters within the limits', () => {
    expect(problems(`{ Pages(where: { OR: [${conditions(5)}] }) { docs { id } } }`)).toEqual([])
    expect(problems('{ Pages(where: { country: { in: [DE, GLOBAL] }, AND: [{ OR: [{ title: { like: "a" } }] }] }) { docs { id } } }')).toEqual([])
  })

  it('counts conditions, list values and nesting in literals', () => {
    expect(problems(`{ Pages(where: { OR: [${conditions(6)}] }) { docs { id } } }`)).toEqual(['The filter has more than 5 conditions.'])
    expect(problems(`{ Pages(where: { id: { in: [${Array.from({ length: 11 }, (_, i) => i).join(',')}] } }) { docs { id } } }`)).toEqual(["A filter's list holds more than 10 items."])
    expect(problems('{ Pages(where: { AND: [{ OR: [{ AND: [{ id: { equals: 1 } }] }] }] }) { docs { id } } }')).toEqual(['The filter nests "and"/"or" deeper than 2 levels.'])
  })

  it('counts the filters sent as variables, whole or in part', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ title: { equals: `t${i}` } }))
    expect(problems('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', { w: { or: many } })).toEqual(['The filter has more than 5 conditions.'])
    expect(problems('query ($ids: [Int]) { Pages(where: { id: { in: $ids } }) { docs { id } } }', { ids: Array.from({ length: 11 }, (_, i) => i) })).toHaveLength(1)
    expect(problems('query ($c: [Page_where_or]) { Pages(where: { OR: $c }) { docs { id } } }', { c: many.slice(0, 2) })).toEqual([])
  })

  it('stops at the depth limit: a filter nested 100,000 deep answers at once', () => {
    let deep: unknown = { id: { equals: 1 } }
    for (let i = 0; i < 100_000; i++) deep = { and: [deep] }
    const started = performance.now()
    expect(problems('query ($w: Page_where) { Pages(where: $w) { docs { id } } }', { w: deep })).toEqual(['The filter nests "and"/"or" deeper than 2 levels.'])
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('field suggestions', () => {
  it('are cut from error messages', () => {
    expect(stripSuggestion('Cannot query field "titel" on type "Page". Did you mean "title"?')).toBe('Cannot query field "titel" on type "Page".')
    const text = JSON.stringify({ errors: [{ message: 'Value "LKK" does not exist in "Page_country_Input" enum. Did you mean the enum value "LK"?' }] })
    expect(JSON.parse(withoutSuggestions(text))).toEqual({ errors: [{ message: 'Value "LKK" does not exist in "Page_country_Input" enum.' }] })
  })
})

describe('the answer sent', () => {
  it('is refused with a message past the size limit', async () => {
    const { maxAnswerBytes } = siteLimits.graphql()
    const big = JSON.stringify({ data: { Pages: { docs: [{ title: 'x'.repeat(maxAnswerBytes) }] } } })
    const response = await boundedAnswer(new Response(big, { headers: { 'content-type': 'application/json' } }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: `The answer is larger than ${maxAnswerBytes / 1024 / 1024} MB: ask for fewer items (limit) or fields` }] })
    const small = await boundedAnswer(new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } }))
    expect([small.status, await small.text()]).toEqual([200, '{"data":{}}'])
  })
})
