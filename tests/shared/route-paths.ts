import { routes } from '../../src/routes'

/** Every plain path in the route table; links the site renders must be among them. */
export function routePaths(node: unknown = routes, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node)
  else if (node && typeof node === 'object') for (const value of Object.values(node)) routePaths(value, out)
  return out
}
