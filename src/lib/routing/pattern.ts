/**
 * Route patterns that both build links and match paths: `/media/news/:slug` (one segment),
 * `/*path` (one or more segments). Matching walks a tree of segments, so a path costs one step
 * per segment however many routes there are; static segments win over parameters, parameters
 * over the rest-of-path wildcard.
 */
export type Params = Record<string, string>
export type Match<N extends string> = { name: N; params: Params }

type Node<N extends string> = {
  statics: Map<string, Node<N>>
  /** Any one segment; its name is the matching route's own (two routes may name one position differently). */
  param?: Node<N>
  rest?: N
  route?: N
}

const newNode = <N extends string>(): Node<N> => ({ statics: new Map() })

/** Splits a path into its segments; '/' has none. */
export const segmentsOf = (path: string) => path.split('/').filter(Boolean)

export function createMatcher<N extends string>(table: Record<N, string>): (path: string) => Match<N> | null {
  const root = newNode<N>()
  const names = {} as Record<N, string[]>
  for (const name of Object.keys(table) as N[]) {
    let node = root
    names[name] = []
    for (const segment of segmentsOf(table[name])) {
      if (segment.startsWith('*')) {
        names[name].push(segment.slice(1))
        node.rest = name
        node = newNode()
        break
      }
      if (segment.startsWith(':')) {
        names[name].push(segment.slice(1))
        node = node.param ??= newNode()
      } else {
        let next = node.statics.get(segment)
        if (!next) node.statics.set(segment, (next = newNode()))
        node = next
      }
    }
    if (!table[name].includes('*')) node.route = name
  }
  const withNames = (route: N, values: string[]): Match<N> => ({
    name: route,
    params: Object.fromEntries(names[route].map((param, i) => [param, values[i]!])),
  })
  return (path) => walk(root, segmentsOf(path), 0, [], withNames)
}

function walk<N extends string>(
  node: Node<N>,
  segments: string[],
  i: number,
  values: string[],
  match: (route: N, values: string[]) => Match<N>,
): Match<N> | null {
  if (i === segments.length) return node.route ? match(node.route, values) : null
  const segment = segments[i]!
  const viaStatic = node.statics.get(segment)
  const found =
    (viaStatic && walk(viaStatic, segments, i + 1, values, match)) ||
    (node.param && walk(node.param, segments, i + 1, [...values, segment], match))
  if (found) return found
  return node.rest ? match(node.rest, [...values, '/' + segments.slice(i).join('/')]) : null
}

/** Fills a pattern's parameters: `buildPath('/media/news/:slug', {slug: 'a b'})` is '/media/news/a%20b'. */
export function buildPath(pattern: string, params: Params = {}): string {
  const path = segmentsOf(pattern)
    .map((segment) => {
      if (segment.startsWith(':')) return encodeURIComponent(required(params, segment.slice(1), pattern))
      if (segment.startsWith('*')) return required(params, segment.slice(1), pattern).replace(/^\//, '')
      return segment
    })
    .join('/')
  return '/' + path
}

function required(params: Params, name: string, pattern: string): string {
  const value = params[name]
  if (value === undefined || value === '') throw new Error(`Route ${pattern} needs a value for "${name}"`)
  return value
}
