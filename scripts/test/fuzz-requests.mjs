// Builds request i of a fuzz run for one target group: the /dmc-apis calls, the public forms (their POST routes),
// GraphQL, the site's pages (sitemap paths and mutations of them) and the other routes (Payload REST, flags, RSS, preview).
import { CONTENT_TYPES, cvFile, encodeLoose, jsonBody, multipartBody, oversized, prng, queryString, requestSeed, segment, strayBody, value } from './fuzz-generate.mjs'

/** Share of the run per group: the APIs and forms carry the contract the fuzz checks most closely. */
export const GROUP_WEIGHTS = [
  [40, 'api'],
  [22, 'forms'],
  [10, 'graphql'],
  [22, 'pages'],
  [6, 'other'],
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
            : otherRequest(rng, context, vocabulary, context.otherRoutes)
  return { group, index, ...request }
}
