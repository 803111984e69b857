import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { depthLimit } from '@/cms/graphql/depthLimit'

const schema = buildSchema(`
  type Query { node: Node }
  type Node { name: String, child: Node }
`)

const errors = (query: string, max: number) => validate(schema, parse(query), [depthLimit(max)]).map((e) => e.message)

describe('depthLimit', () => {
  it('allows queries up to the limit', () => {
    expect(errors('{ node { child { name } } }', 3)).toEqual([])
  })

  it('rejects deeper queries, naming the depth and the limit', () => {
    expect(errors('query Deep { node { child { child { name } } } }', 3)).toEqual([
      "The query 'Deep' is nested 4 levels deep; the maximum is 3",
    ])
  })

  it('counts through fragments and inline fragments', () => {
    const query = `
      { node { ...Two } }
      fragment Two on Node { child { ... on Node { child { name } } } }`
    expect(errors(query, 3)).toEqual(['The query is nested 4 levels deep; the maximum is 3'])
    expect(errors(query, 4)).toEqual([])
  })

  it('does not count introspection', () => {
    expect(errors('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 2)).toEqual([])
  })
})
