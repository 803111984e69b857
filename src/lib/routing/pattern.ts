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
  param?: { name: string; node: Node<N> }
  rest?: { name: string; route: N }
  route?: N
}

const newNode = <N extends string>(): Node<N> => ({ statics: new Map() })

/** Splits a path into its segments; '/' has none. */
export const segmentsOf = (path: string) => path.split('/').filter(Boolean)

export function createMatcher<N extends string>(table: Record<N, string>): (path: string) => Match<N> | null {
  const root = newNode<N>()
  for (const name of Object.keys(table) as N[]) {
    let node = root
    for (const segment of segmentsOf(table[name])) {
      if (segment.startsWith('*')) {
        node.rest = { name: segment.slice(1), route: name }
        node = newNode()
        break
      }
      if (segment.startsWith(':')) {
        node.param ??= { name: segment.slice(1), node: newNode() }
        node = node.param.node
      } else {
        let next = node.statics.get(segment)
        if (!next) node.statics.set(segment, (next = newNode()))
        node = next
      }
    }
    if (!table[name].includes('*')) node.route = name
  }
  return (path) => walk(root, segmentsOf(path), 0, {})
}

function walk<N extends string>(node: Node<N>, segments: string[], i: number, params: Params): Match<N> | null {
  if (i === segments.length) return node.route ? { name: node.route, params } : null
  const segment = segments[i]
  const viaStatic = node.statics.get(segment)
  const found =
    (viaStatic && walk(viaStatic, segments, i + 1, params)) ||
    (node.param && walk(node.param.node, segments, i + 1, { ...params, [node.param.name]: segment }))
  if (found) return found
  return node.rest ? { name: node.rest.route, params: { ...params, [node.rest.name]: '/' + segments.slice(i).join('/') } } : null
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
