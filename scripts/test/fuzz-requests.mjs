// Builds request i of a fuzz run for one target group: the /dmc-apis calls, the public forms (their POST routes),
// GraphQL, the site's pages (sitemap paths and mutations of them), the other routes (Payload REST, flags, RSS, preview)
// and the costly shapes (wide and deep filters, override bodies, pictures under made-up names, control bytes in file
// names, GraphQL of many aliases and long lists: each must answer 4xx or a bounded 200, never 5xx).
import { CONTENT_TYPES, cvFile, encodeLoose, jsonBody, multipartBody, oversized, prng, queryString, requestSeed, segment, strayBody, value } from './fuzz-generate.mjs'

/** Share of the run per group: the APIs and forms carry the contract the fuzz checks most closely. */
export const GROUP_WEIGHTS = [
  [37, 'api'],
  [20, 'forms'],
  [10, 'graphql'],
  [20, 'pages'],
  [5, 'other'],
  [8, 'shapes'],
]

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']

/**
 * Values that pass validation, so some requests get past the first check and reach the reads and writes:
 * from the running site's index (slugs per collection) and filter data, with fixed sets for enums.
 */
export function vocabularyOf(context) {
  const slugs = context.slugs.length ? context.slugs : ['tea']
  const fixed = {
    page: ['1', '2', '3', '10', '100'],
    size: ['1', '5', '20', '100', '101'],
    lang: ['en', 'de', 'fr', 'EN', 'de-DE'],
    country: ['LK', 'DE', 'GLOBAL', 'lk', 'US', 'XX', 'GB'],
    year: ['2024', '2025', '2026', '2023', '1899', '2101'],
    month: ['1', '6', '12', '13', '0'],
    keyword: ['tea', 'green', 'ceylon', 'breakfast', 'estate', 'a'],
    searchTerm: ['tea', 'green', 'ceylon', 'chai'],
    searchType: ['product', 'recipe', 'all', 'tea'],
    ids: ['1', '1,2,3', '1,,2', '-1', '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21'],
    isMedia: ['1', '0', 'true', 'false', 'yes'],
    caffeinePreference: ['none', 'low', 'medium', 'high', 'extreme'],
    time: ['morning', 'afternoon', 'evening', 'any', 'night'],
    type: ['featured', 'tea_inspired', 'purpose', 'sustainability'],
    id: Array.from({ length: 30 }, (_, i) => String(i + 1)),
    accessoryId: Array.from({ length: 30 }, (_, i) => String(i + 1)),
  }
  return (name) => (Object.hasOwn(fixed, name) ? fixed[name] : Object.hasOwn(context.filterValues, name) && context.filterValues[name].length ? [...context.filterValues[name], ...slugs.slice(0, 20)] : slugs)
}

const FORM_TEMPLATES = {
  newsletter_subscription: (rng, tag) => ({ data: { email: rng.chance(0.3) ? 'fuzz-duplicate@example.com' : `fuzz-${tag}@example.com` } }),
  'contact-us-submits': (rng, tag) => ({
    name: 'Asha Perera',
    email: `fuzz-${tag}@example.com`,
    country: rng.pick(['LK', 'DE', 'GB', 'US']),
    phone: '771234567',
    subject: 'Wholesale enquiry',
    message: 'We would like to stock your Uva black tea in our shop in Kandy.',
    agreement: true,
    ...(rng.chance(0.05) ? { website: 'http://spam.example' } : {}),
  }),
  share_count: (rng, _tag, context) => ({ item: rng.pick(context.shareItems.length ? context.shareItems : ['news:x']), network: rng.pick(['facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email', 'myspace']) }),
}

/** Text fields of the multipart CV form. */
const cvFields = (tag) => ({ name: 'Nimal Silva', email: `fuzz-${tag}@example.com`, country: 'LK', phone: '771234567', position: 'Tea taster', consent: 'true' })

function headersFor(rng) {
  const headers = {}
  // The rate limiter counts per client address (first X-Forwarded-For hop, as a load balancer sets it): most requests
  // come from an address of their own, so validation is exercised; some share one, or send garbage, and may see 429.
  const ip = rng.weighted([
    [85, () => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`],
    [5, () => '192.0.2.1'],
    [4, () => rng.pick(['<script>', 'unknown', '1.2.3.4, 5.6.7.8', '::1', '999.999.999.999', 'a'.repeat(500), ''])],
    [6, () => undefined],
  ])()
  if (ip !== undefined) headers['x-forwarded-for'] = ip
  if (rng.chance(0.1)) headers.cookie = `country=${encodeLoose(value(rng, ['LK', 'DE', 'US']))}; lang=${encodeLoose(value(rng, ['en', 'de']))}`
  if (rng.chance(0.05)) headers.accept = rng.pick(['application/json', 'text/html', '*/*', 'image/avif', 'text/x-component', ''])
  if (rng.chance(0.03)) headers.rsc = '1'
  if (rng.chance(0.03)) headers['next-router-state-tree'] = encodeLoose(value(rng))
  if (rng.chance(0.02)) headers['next-action'] = rng.pick(['0123456789abcdef', 'x', ''])
  if (rng.chance(0.03)) headers.range = rng.pick(['bytes=0-10', 'bytes=-1', 'bytes=999999999-', 'bytes=a-b'])
  if (rng.chance(0.03)) headers['accept-encoding'] = rng.pick(['gzip', 'br', 'identity;q=0', 'x'])
  return headers
}

function fillPath(rng, route, names) {
  let path = route.path
  for (const name of route.segments) {
    const slot = route.catchAll && path.includes(`[...${name}]`) ? `[...${name}]` : `[${name}]`
    path = path.replace(slot, route.catchAll && slot.startsWith('[...') ? Array.from({ length: rng.int(1, 3) }, () => segment(rng, names(name))).join('/') : segment(rng, names(name)))
  }
  return path
}

function methodFor(rng, route) {
  if (route.methods.length && rng.chance(0.82)) return rng.pick(route.methods)
  return rng.pick(OTHER_METHODS)
}

function withBody(rng, request, { body, contentType }) {
  request.body = typeof body === 'string' ? Buffer.from(body) : body
  if (contentType !== undefined) request.headers['content-type'] = contentType
  return request
}

function apiRequest(rng, context, vocabulary, routes) {
  const route = rng.pick(routes)
  const method = methodFor(rng, route)
  const request = {
    target: route.path,
    method,
    path: `${fillPath(rng, route, vocabulary)}${queryString(rng, route.params, vocabulary)}`,
    headers: headersFor(rng),
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && rng.chance(0.7)) withBody(rng, request, { body: strayBody(rng), contentType: rng.pick(CONTENT_TYPES) })
  return request
}

function formRequest(rng, context, vocabulary, routes, tag) {
  const route = rng.pick(routes)
  const name = route.path.split('/').at(-1)
  const method = rng.chance(0.9) ? 'POST' : rng.pick(OTHER_METHODS)
  const request = { target: route.path, method, path: `${route.path}${queryString(rng, route.params, vocabulary)}`, headers: headersFor(rng) }
  if (method === 'GET' || method === 'HEAD') return request
  const kind = rng.weighted([[70, 'form'], [18, 'stray'], [8, 'oversized'], [4, 'none']])
  if (kind === 'none') return request
  if (kind === 'oversized') return withBody(rng, request, { body: oversized(rng), contentType: rng.pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain']) })
  if (kind === 'stray') return withBody(rng, request, { body: strayBody(rng), contentType: rng.pick(CONTENT_TYPES) })
  if (name === 'submit_cv') {
    const fields = Object.fromEntries(Object.entries(cvFields(tag)).map(([key, text]) => [key, rng.chance(0.2) ? value(rng, vocabulary(key)) : text]))
    return withBody(rng, request, multipartBody(rng, fields, rng.chance(0.92) ? cvFile(rng) : undefined))
  }
  const template = FORM_TEMPLATES[name]?.(rng, tag, context) ?? { data: { email: `fuzz-${tag}@example.com` }, item: 'x', name: 'x' }
  const contentType = rng.weighted([[85, 'application/json'], [15, rng.pick(CONTENT_TYPES)]])
  return withBody(rng, request, { body: jsonBody(rng, template, vocabulary), contentType })
}

const GRAPHQL_QUERIES = [
  '{ Pages(limit: 2) { docs { title path country } } }',
  '{ Pages(where: { path: { equals: "/" } }) { docs { id title } } }',
  '{ Pages(limit: -1) { docs { title } } }',
  '{ Pages(limit: 99999999) { docs { title } } }',
  '{ Pages(page: -5) { docs { title } } }',
  '{ Page(id: "../../etc/passwd") { title } }',
  '{ Page(id: 1) { title } }',
  '{ Users { docs { email } } }',
  '{ NewsletterSubscribers { docs { email } } }',
  '{ __schema { types { name } } }',
  '{ __typename }',
  'mutation { createPage(data: { title: "x", path: "/x", country: GLOBAL }) { id } }',
  'mutation { loginUser(email: "a@example.com", password: "x") { token } }',
  'mutation { forgotPasswordUser(email: "a@example.com") }',
  '{ Pages { docs { title } }',
  '{ Pages(where: { title: { like: "%%%" } }) { docs { title } } }',
  'query Q($l: Int) { Pages(limit: $l) { docs { title } } }',
  '{ nonexistentField }',
  'subscription { x }',
  '',
  '#',
]

function deepQuery(depth) {
  return `{ Pages { docs { ${'contents { ... on CardGridBlock { items { image { '.repeat(depth)}url${' } } } }'.repeat(depth)} } } }`
}

function graphqlRequest(rng, context, vocabulary) {
  const path = rng.chance(0.9) ? '/graphql' : '/api/graphql'
  const method = rng.weighted([[80, 'POST'], [10, 'GET'], [10, rng.pick(OTHER_METHODS)]])
  const query = rng.weighted([
    [50, () => rng.pick(GRAPHQL_QUERIES)],
    [10, () => deepQuery(rng.int(3, 30))],
    [10, () => `{ ${Array.from({ length: rng.int(10, 3000) }, (_, i) => `a${i}: Pages { docs { title } }`).join(' ')} }`],
    [15, () => `{ Pages(where: { ${rng.pick(['title', 'path', 'id', 'country', 'createdAt'])}: { ${rng.pick(['equals', 'like', 'in', 'greater_than', 'exists', 'near'])}: ${JSON.stringify(value(rng, vocabulary('keyword')))} } }) { docs { title } } }`],
    [10, () => value(rng)],
    [5, () => `{ ${'x'.repeat(rng.int(1000, 200000))} }`],
  ])()
  const request = { target: path, method, path, headers: headersFor(rng) }
  if (method === 'GET') {
    request.path = `${path}?query=${encodeLoose(query)}${rng.chance(0.2) ? `&variables=${encodeLoose(value(rng))}` : ''}`
    return request
  }
  const variables = rng.weighted([[6, undefined], [2, { l: rng.pick([1, -1, 'x', 1e309, null, [1]]) }], [1, 'string'], [1, [1, 2]]])
  const body = rng.weighted([
    [70, () => JSON.stringify({ query, variables, operationName: rng.chance(0.1) ? value(rng) : undefined })],
    [8, () => JSON.stringify([{ query }, { query }])],
    [6, () => JSON.stringify({ query: rng.pick([1, null, [], {}, true]) })],
    [10, () => strayBody(rng)],
    [6, () => query],
  ])()
  return withBody(rng, request, { body, contentType: rng.weighted([[80, 'application/json'], [10, 'application/graphql'], [10, rng.pick(CONTENT_TYPES)]]) })
}

const PAGE_QUERY_NAMES = ['page', 'keyword', 'year', 'month', 'category', 'subCategory', 'type', 'country', 'lang', 'format', 'mood', 'sort', 'utm_source', 'q']

function pageRequest(rng, context, vocabulary) {
  const base = rng.pick(context.pages.length ? context.pages : ['/'])
  const path = rng.weighted([
    [40, () => base],
    [8, () => `${base.replace(/\/$/, '')}/${segment(rng, context.slugs)}`],
    [8, () => base.replace(/[^/]+$/, () => segment(rng, context.slugs))],
    [5, () => base.toUpperCase()],
    [4, () => `${base}/`],
    [4, () => `/${base}`.replace(/^\/+/, '//')],
    [6, () => `${base}${rng.pick(['%', '%E0%A4%A', '%zz', '/..', '/../..', '/%2e%2e/', '%00', '/./', ';x', '/index.html', '.json', '/page.tsx', '%2f', '/%252e%252e'])}`],
    [4, () => `/v/${rng.pick(['LK', 'GLOBAL', 'XX', '..'])}/${rng.pick(['en', 'de', 'zz'])}${base}`],
    [3, () => `/img/${encodeLoose(rng.pick(['x.jpg', '..', '%2e%2e%2fdata', 'a%00.jpg', '.hidden', value(rng)]))}/${rng.pick(['640', '99999', '-1', '0640', 'x'])}.${rng.pick(['webp', 'jpg', 'avif', 'png'])}${rng.pick(['', '?x=1', `?w=${value(rng)}`])}`],
    [2, () => `/_next/static/${rng.pick(['..', 'chunks/../../package.json', 'x.js', '%2e%2e/%2e%2e/package.json'])}`],
    [4, () => `/${segment(rng, context.slugs)}`],
    [2, () => `/${'a'.repeat(rng.pick([300, 2000, 6000]))}`],
  ])()
  const method = rng.weighted([[82, 'GET'], [8, 'HEAD'], [6, 'POST'], [4, rng.pick(OTHER_METHODS)]])
  const query = rng.chance(0.3) ? queryString(rng, PAGE_QUERY_NAMES, vocabulary).replace(/^\?/, path.includes('?') ? '&' : '?') : ''
  const request = { target: 'pages', method, path: `${path}${query}`, headers: headersFor(rng) }
  if (method === 'POST' && rng.chance(0.6)) withBody(rng, request, { body: strayBody(rng), contentType: rng.pick(CONTENT_TYPES) })
  return request
}

const PAYLOAD_COLLECTIONS = ['pages', 'users', 'media', 'newsletter-subscribers', 'contact-submissions', 'cv-submissions', 'rate-limits', 'news', 'products', 'payload-preferences', 'nonexistent', '..', '%2e%2e']

function otherRequest(rng, context, vocabulary, routes) {
  const route = rng.pick(routes.filter((r) => !r.path.includes('graphql')))
  let path
  if (route.path === '/api/[...slug]') {
    const collection = rng.pick(PAYLOAD_COLLECTIONS)
    path = rng.weighted([
      [4, () => `/api/${collection}`],
      [3, () => `/api/${collection}/${segment(rng, vocabulary('id'))}`],
      [2, () => `/api/${collection}?${rng.pick(['where[id][equals]', 'where[title][like]', 'limit', 'page', 'depth', 'sort', 'locale', 'draft', 'where[or][0][id][in]'])}=${encodeLoose(value(rng, vocabulary('id')))}`],
      [1, () => `/api/users/${rng.pick(['me', 'login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'init', 'first-register', 'unlock'])}`],
      [1, () => `/api/media/file/${segment(rng, ['x.jpg', 'none.png'])}`],
      [1, () => `/api/globals/${rng.pick(['site-settings', 'header', 'nonexistent', '..'])}`],
    ])()
  } else {
    path = `${fillPath(rng, route, (name) => (name === 'code' ? ['lk.svg', 'de.svg', 'xx.svg', 'lk'] : name === 'listing' ? ['news', 'press', 'tea-blog', 'audio'] : context.slugs))}${queryString(rng, ['path', 'secret', 'slug', 'collection', 'x'], (name) => (name === 'path' ? ['/', '//evil.example', '/careers', 'http://evil.example'] : context.slugs))}`
  }
  const method = methodFor(rng, route)
  const request = { target: route.path, method, path, headers: headersFor(rng) }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && rng.chance(0.7)) {
    withBody(rng, request, { body: rng.chance(0.5) ? jsonBody(rng, { email: 'a@example.com', password: 'x', title: 'x', role: 'admin' }, vocabulary) : strayBody(rng), contentType: rng.pick(CONTENT_TYPES) })
  }
  return request
}

/** Collections anyone may read, and paths and operators a filter may name: real fields, a block's sub-fields, the blocks field itself. */
const READABLE = ['pages', 'media', 'news', 'products', 'events']
const FILTER_PATHS = ['title', 'id', 'path', 'slug', 'createdAt', 'country', '_status', 'header_image', 'header_image.filename', 'contents', 'contents.blockType', 'contents.blockName', 'contents.title', 'contents.items.title', 'contents.image', 'seo.title', 'nope']
const FILTER_OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'like', 'contains', 'exists', 'greater_than', 'less_than_equal', 'near', 'within', 'intersects', 'regex']

/** `{field: {operator: value}}` leaves grouped by `and`/`or` lists `depth` levels deep. */
function filter(rng, conditions, depth, vocabulary) {
  // Mostly short values: a wide filter's cost is its count of conditions, and 2,000 hostile long values would slow the generator.
  const operand = () => (conditions <= 20 && rng.chance(0.3) ? value(rng, vocabulary('keyword')) : rng.pick(['x', 'tea', '1', '-1', '2024-01-01', 'yesterday', 'quote', '', 'true', '1,2']))
  const leaf = () => ({ [rng.pick(FILTER_PATHS)]: { [rng.pick(FILTER_OPERATORS)]: rng.chance(0.2) ? Array.from({ length: rng.int(1, 5) }, operand) : operand() } })
  let where = { [rng.pick(['or', 'and'])]: Array.from({ length: conditions }, leaf) }
  for (let level = 1; level < depth; level++) where = { [rng.pick(['or', 'and', 'OR'])]: [where] }
  return where
}

/** encodeURIComponent at native speed, falling back to encodeLoose for a lone surrogate. */
function encode(text) {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeLoose(text)
  }
}

/** A value as qs writes it: `where[or][0][title][equals]=x`. Iterative: a filter may be 2,000 levels deep. */
function toQuery(name, root) {
  const parts = []
  const stack = [[name, root]]
  while (stack.length) {
    const [prefix, node] = stack.pop()
    if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node)) stack.push([`${prefix}[${key}]`, child])
    else parts.push(`${prefix}=${encode(String(node))}`)
  }
  return parts.join('&')
}

/** A `where` given as JSON text: nested by hand past what JSON.stringify would recurse through. */
function deepJson(depth) {
  return `${'{"and":['.repeat(depth)}{"title":{"equals":"x"}}${']}'.repeat(depth)}`
}

/** Costly and malformed shapes, each a request a visitor could send: the server must answer 4xx or a bounded 200. */
function shapeRequest(rng, context, vocabulary) {
  const collection = rng.pick(READABLE)
  const picture = rng.pick(context.pictures?.length ? context.pictures : ['none.jpg'])
  const wide = () => filter(rng, rng.pick([1, 5, 20, 21, 100, 400, 2000]), rng.pick([1, 2, 3, 4, 10]), vocabulary)
  const list = () => ({ id: { [rng.pick(['in', 'not_in', 'all'])]: Array.from({ length: rng.pick([10, 50, 51, 500, 3000]) }, (_, i) => i + 1).join(',') } })
  const kind = rng.weighted([
    [3, 'wide query'],
    [2, 'deep query'],
    [1, 'long list'],
    [4, 'override body'],
    [3, 'sub-field filter'],
    [3, 'picture'],
    [2, 'control bytes'],
    [3, 'graphql'],
  ])
  const request = { target: `shapes: ${kind}`, method: 'GET', headers: headersFor(rng) }
  if (kind === 'wide query') return { ...request, path: `/api/${collection}?depth=0&${rng.chance(0.5) ? toQuery('where', wide()) : `where=${encode(JSON.stringify(wide()))}`}` }
  if (kind === 'deep query') return { ...request, path: `/api/${collection}?${rng.chance(0.5) ? `where${'[and][0]'.repeat(rng.pick([2, 4, 12, 200]))}[title][equals]=x` : `where=${encode(deepJson(rng.pick([2, 4, 50, 400])))}`}` }
  if (kind === 'long list') return { ...request, path: `/api/${collection}?${toQuery('where', list())}` }
  if (kind === 'sub-field filter') return { ...request, path: `/api/${collection}?depth=0&${toQuery('where', filter(rng, rng.int(1, 3), rng.int(1, 2), vocabulary))}` }
  if (kind === 'override body') {
    request.method = 'POST'
    request.path = `/api/${collection}${rng.chance(0.2) ? `?${toQuery('where', list())}` : ''}`
    request.headers[rng.chance(0.9) ? 'x-payload-http-method-override' : 'x-http-method-override'] = rng.chance(0.95) ? 'GET' : 'get'
    const where = rng.weighted([[3, wide], [1, () => JSON.parse(deepJson(rng.pick([2, 4, 30])))], [1, list]])()
    const body = rng.weighted([
      [4, () => ({ body: toQuery('where', where), contentType: 'application/x-www-form-urlencoded' })],
      [3, () => ({ body: `depth=0&where=${encode(rng.chance(0.3) ? deepJson(rng.pick([100, 2000, 20000])) : JSON.stringify(where))}`, contentType: 'application/x-www-form-urlencoded' })],
      [2, () => ({ body: JSON.stringify({ where, depth: 0 }), contentType: 'application/json' })],
      [1, () => ({ body: rng.pick(['{"where":', '[', 'where[title][equals]=x', '']), contentType: rng.pick(['application/json', 'application/x-www-form-urlencoded']) })],
    ])()
    return withBody(rng, request, body)
  }
  if (kind === 'picture') {
    const file = encodeLoose(picture)
    const junk = rng.pick(['', `?x=${rng.int(0, 1e6)}`, `?w=${rng.int(1, 5000)}&q=${rng.int(0, 100)}`, `?${encodeLoose(value(rng))}=1`])
    return {
      ...request,
      method: rng.chance(0.9) ? 'GET' : 'HEAD',
      path: rng.weighted([
        [5, () => `/img/${file}/${rng.pick(['828', '640', '1200', '829', '1', '99999', '0828', '-1'])}.${rng.pick(['webp', 'webp', 'jpg', 'png', 'avif', 'webp.webp'])}${junk}`],
        [2, () => `/api/media/file/${file}${junk || `?x=${rng.int(0, 1e6)}`}`],
        [2, () => `/_next/image?url=${encodeLoose(rng.pick([`/api/media/file/${picture}`, `/img/${picture}/828.webp`, 'https://example.com/x.jpg']))}&w=${rng.pick([16, 640, 828, 3840, 99999])}&q=${rng.pick([1, 75, 100, 101])}`],
      ])(),
    }
  }
  if (kind === 'control bytes') {
    const control = `%${rng.int(0, 31).toString(16).padStart(2, '0')}`
    const name = rng.pick([`a${control}b.jpg`, `${control}.png`, `${encodeLoose(picture)}${control}`, `${control}`, 'a%7Fb.jpg'])
    return { ...request, path: rng.pick([`/api/media/file/${name}`, `/media/${name}`, `/img/${name}/828.webp`, `/${name}`, `/our-products/${name}`, `/dmc-apis/news_by_name/${name}`]) }
  }
  // GraphQL: many aliases of long lists, and long or deep where lists.
  const aliases = rng.pick([2, 10, 50, 100, 101])
  const limit = rng.pick([10, 100, 200, 1000])
  const query = rng.weighted([
    [3, () => `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: Pages(limit: ${limit}) { docs { title path contents { __typename } } }`).join(' ')} }`],
    [2, () => `{ Pages(where: { id: { in: [${Array.from({ length: rng.pick([10, 50, 51, 540, 2000]) }, (_, i) => i + 1).join(',')}] } }) { docs { id } } }`],
    [2, () => `{ Pages(where: { OR: [${Array.from({ length: rng.pick([5, 20, 21, 400]) }, (_, i) => `{ title: { equals: "t${i}" } }`).join(', ')}] }) { docs { id } } }`],
    [1, () => {
      const depth = rng.pick([2, 4, 30])
      return `{ Pages(where: ${'{ AND: ['.repeat(depth)}{ title: { equals: "x" } }${'] }'.repeat(depth)}) { docs { id } } }`
    }],
  ])()
  return withBody(rng, { ...request, target: 'shapes: graphql', method: 'POST', path: '/graphql' }, { body: JSON.stringify({ query }), contentType: 'application/json' })
}

/** Request `index` of the run with `seed`: `{group, target, method, path, headers, body?}`. */
export function buildRequest(seed, index, context) {
  const rng = prng(requestSeed(seed, index))
  const vocabulary = vocabularyOf(context)
  const group = rng.weighted(context.groups ? GROUP_WEIGHTS.filter(([, name]) => context.groups.includes(name)) : GROUP_WEIGHTS)
  const tag = `${seed.toString(36)}-${index}`
  const apiGets = context.apiRoutes.filter((route) => !context.formRoutes.includes(route))
  const request =
    group === 'api'
      ? apiRequest(rng, context, vocabulary, apiGets)
      : group === 'forms'
        ? formRequest(rng, context, vocabulary, context.formRoutes, tag)
        : group === 'graphql'
          ? graphqlRequest(rng, context, vocabulary)
          : group === 'pages'
            ? pageRequest(rng, context, vocabulary)
            : group === 'shapes'
              ? shapeRequest(rng, context, vocabulary)
              : otherRequest(rng, context, vocabulary, context.otherRoutes)
  return { group, index, ...request }
}
