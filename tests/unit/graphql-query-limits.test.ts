import { describe, expect, it } from 'vitest'
import { checkQueryLimits, type QueryLimits } from '@/cms/graphql/query-limits'

const limits: QueryLimits = { maxDepth: 3, maxFields: 100, maxTokens: 500, maxAliases: 3, maxDirectives: 3 }

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
