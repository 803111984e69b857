// What `npm run fuzz` aims at, read from the source tree so that a new endpoint is fuzzed without editing a list:
// every route under src/app/dmc-apis (its methods, dynamic segments and query parameters) and the other route files.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from '../runtime/env.mjs'

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Every `route.ts` below `dir`, as paths relative to `src/app` (posix separators). */
export function routeFiles(dir = path.join(root, 'src', 'app')) {
  const found = []
  const walk = (at) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (/^route\.tsx?$/.test(name)) found.push(path.relative(path.join(root, 'src', 'app'), full).split(path.sep).join('/'))
    }
  }
  walk(dir)
  return found
}

/** The HTTP methods a route module serves: `export const GET`, `export async function POST`, `export { x as PUT }`, `export const { PUT, … } = …`. */
export function exportedMethods(source) {
  const methods = new Set()
  // `export const { POST, … } = otherMethods('GET')` refuses those methods: the route's own are the others.
  const refused = new Set()
  for (const m of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}\s*=\s*otherMethods\(/g)) for (const name of m[1].split(',')) refused.add(name.trim())
  for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) methods.add(m[1])
  for (const m of source.matchAll(/export\s+(?:const|let)\s*\{([^}]*)\}\s*=/g)) for (const name of m[1].split(',')) methods.add(name.split(':').at(-1).trim())
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) for (const part of m[1].split(',')) methods.add(part.split(/\s+as\s+/).at(-1).trim())
  return METHODS.filter((method) => methods.has(method) && !refused.has(method) && method !== 'HEAD')
}

/**
 * Query parameters a route reads: the ones its doc comment lists (`GET /dmc-apis/news?page&size&year…`), the ones
 * named in its zod shape (`year: intParam('year' …)`, `keyword: z…`), and, for a route built from a listing
 * definition, `page`, `size`, `lang`, `country`, `year`, `month`, `category` and `subCategory`.
 */
export function queryParams(source) {
  const names = new Set()
  for (const m of source.matchAll(/(?:GET|POST)\s+\/dmc-apis\/[^\s?]*\?([^\s:;,)]+)/g)) {
    for (const name of m[1].replace(/[[\]]/g, '&').split('&')) {
      const key = name.split('=')[0].trim()
      if (/^[A-Za-z_][\w]*$/.test(key)) names.add(key)
    }
  }
  for (const m of source.matchAll(/(?:intParam|slugParam|requiredSlugParam|oneOf)\(\s*'([A-Za-z_]\w*)'/g)) names.add(m[1])
  for (const m of source.matchAll(/^\s{2,6}([A-Za-z_]\w*):\s*(?:z\b|z\.|intParam|slugParam|requiredSlugParam|oneOf)/gm)) names.add(m[1])
  for (const m of source.matchAll(/param:\s*'([A-Za-z_]\w*)'[^}]*in:\s*'query'/g)) names.add(m[1])
  if (/listingEndpoint\(/.test(source)) for (const name of ['page', 'size', 'lang', 'country', 'year', 'month', 'category', 'subCategory']) names.add(name)
  return [...names]
}

/**
 * The /dmc-apis routes: `{file, path, segments, catchAll, methods, params}`. `path` is the URL template with the
 * dynamic segments in brackets (`/dmc-apis/news_by_name/[name]`).
 */
export function apiRoutes() {
  return routeFiles(path.join(root, 'src', 'app', 'dmc-apis')).map((file) => routeOf(file))
}

/** The other route files (Payload's REST and GraphQL, flags, RSS, preview, the site index), with their methods. */
export function otherRoutes() {
  return routeFiles()
    .filter((file) => !file.startsWith('dmc-apis/'))
    .map((file) => routeOf(file))
}

function routeOf(file) {
  const source = readFileSync(path.join(root, 'src', 'app', file), 'utf8')
  // Route groups `(payload)` are not part of the address.
  const parts = file.split('/').slice(0, -1).filter((part) => !/^\(.*\)$/.test(part))
  const segments = parts.filter((part) => /^\[.*\]$/.test(part)).map((part) => part.replace(/^\[(\.\.\.)?|\]$/g, ''))
  return {
    file: `src/app/${file}`,
    path: `/${parts.join('/')}`,
    segments,
    catchAll: parts.some((part) => part.startsWith('[...')),
    methods: exportedMethods(source),
    params: queryParams(source),
  }
}

/** The /dmc-apis routes that take a POST body or answers from a visitor (the public forms and counters). */
export const publicPostRoutes = () => apiRoutes().filter((route) => !route.catchAll && route.methods.includes('POST'))
