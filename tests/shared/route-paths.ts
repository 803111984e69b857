import { routes } from '../../src/routes'

/**
 * Every plain path in the route table; links the site renders must be among them. A path builder
 * with an optional id (`teaGardens(id?)`) counts with its list path, called without arguments;
 * builders whose argument is required give an "undefined" path and are left out.
 */
export function routePaths(node: unknown = routes, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node)
  else if (typeof node === 'function') {
    const path: unknown = node()
    if (typeof path === 'string' && !path.includes('undefined')) out.add(path)
  } else if (node && typeof node === 'object') for (const value of Object.values(node)) routePaths(value, out)
  return out
}
