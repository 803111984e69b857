// `npm run bench`: autocannon against a production build on a seeded temporary database, beside the floor: an empty
// App Router app built with the same Next.js (scripts/measure/floor-server.mjs). Each target is measured on ours and
// then on the floor's request of the same kind, target by target, for BENCH_ROUNDS rounds, so the machine's drift
// hits both; it prints req/s, p99, response bytes, the servers' CPU time per request (utime + stime from /proc of the
// process listening on each port and its children, before and after each measurement) and the ratios ours/floor per
// round and over the rounds.
//   BENCH_REFERENCE: the base URL of a server started by hand (Payload's website template, built as docs/performance.md
//   says); the static file, cached page and home rows then also measure it, after ours and the floor in each round:
//   the same script file (its build in BENCH_REFERENCE_DIR, /work/ref/website), BENCH_REFERENCE_PAGE
//   (/posts/digital-horizons) and `/`; a table gives ours/reference for req/s and CPU µs per request.
//   The static file is one whose bytes every app's build holds (Next.js's polyfills), so each app serves the same file;
//   it is measured twice: uncompressed, and as a browser asks for it (br/gzip), which each server compresses per request
//   unless it did so ahead (this one, at build: scripts/runtime/precompress-static.mjs); the cached page and home too
//   (this one keeps a cached page's Brotli bytes: src/lib/http/encoded-pages.ts).
//   BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_ROUNDS (2), BENCH_PAGE (/careers),
//   BENCH_API (/dmc-apis/languages-and-countries), BENCH_PORT (3900), BENCH_FLOOR_PORT (BENCH_PORT + 1)
//   BENCH_EXTRA: more targets on ours only, `name=url` separated by `;` (each also gets a warm-up, measured once after
//   the rounds); a JSON POST is `name=POST url {json body}` (GraphQL: `gql=POST /graphql {"query":"{ … }"}`).
// `npm run bench:catalogue` seeds the 20,000-product fixture (SEED_PRODUCTS) and adds the product filter with three
// filters and site search for a common word, at 20 connections (goal: p99 under 100 ms).
import autocannon from 'autocannon'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from '../runtime/env.mjs'
import { startBenchServer } from '../test/bench-server.mjs'
import { floorApp, startFloorServer } from './floor-server.mjs'
import { cpuMicros, listenerPid } from './server-cpu.mjs'

const port = process.env.BENCH_PORT || '3900'
const floorPort = process.env.BENCH_FLOOR_PORT || String(Number(port) + 1)
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const duration = Number(process.env.BENCH_SECONDS || 10)
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 2))
const pagePath = process.env.BENCH_PAGE || '/careers'
const apiPath = process.env.BENCH_API || '/dmc-apis/languages-and-countries'
const warmup = Number(process.env.BENCH_WARMUP_SECONDS || 3)
const extra = (process.env.BENCH_EXTRA || '')
  .split(';')
  .filter(Boolean)
  .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])
const referenceBase = process.env.BENCH_REFERENCE?.replace(/\/$/, '')
const referenceDir = process.env.BENCH_REFERENCE_DIR || '/work/ref/website'
const referencePage = process.env.BENCH_REFERENCE_PAGE || '/posts/digital-horizons'

const { stop } = startBenchServer(port)
const floor = await startFloorServer(floorPort).catch((error) => {
  stop()
  throw error
})

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}${apiPath}`)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/** Each built client script of the app in `dir`: its address, size and content hash. */
function scripts(dir) {
  const chunks = path.join(dir, '.next/static/chunks')
  return readdirSync(chunks)
    .filter((name) => name.endsWith('.js') && statSync(path.join(chunks, name)).isFile())
    .map((name) => {
      const bytes = readFileSync(path.join(chunks, name))
      return { url: `/_next/static/chunks/${name}`, size: bytes.length, hash: createHash('sha1').update(bytes).digest('hex') }
    })
}

/**
 * The static file each app is measured on: the same bytes in every app (Next.js's own polyfills and runtime chunks
 * are identical across apps built with one Next.js), the one nearest `bytes` in size, so the rows compare the same
 * request; where the apps share no script, each app's script nearest in size.
 */
function sameStaticFile(dirs, bytes) {
  const lists = dirs.map(scripts)
  const nearest = (list, size) => list.reduce((best, file) => (Math.abs(file.size - size) < Math.abs(best.size - size) ? file : best))
  const shared = lists[0].filter((file) => lists.every((list) => list.some((other) => other.hash === file.hash)))
  if (shared.length) {
    const { hash } = nearest(shared, bytes)
    return lists.map((list) => list.find((file) => file.hash === hash))
  }
  const first = nearest(lists[0], bytes)
  return [first, ...lists.slice(1).map((list) => nearest(list, first.size))]
}

/** `url` or `POST url {body}` on `origin`, as a request for autocannon and fetch. */
function request(origin, target, headers = {}) {
  const post = /^POST (\S+) (.*)$/s.exec(target)
  return post
    ? { url: `${origin}${post[1]}`, method: 'POST', body: post[2], headers: { 'content-type': 'application/json', ...headers } }
    : { url: `${origin}${target}`, headers }
}

function run(origin, target, seconds = duration, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request(origin, target, headers), connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

/** The body's size as autocannon receives it: it asks for no compression. */
async function bytes(origin, target) {
  const { url, method, body, headers } = request(origin, target)
  const res = await fetch(url, { method, body, headers: { ...headers, 'accept-encoding': 'identity' } })
  return (await res.arrayBuffer()).byteLength
}

/** The server on `base` with the process that listens on its port, whose CPU time the measurements read. */
function server(base) {
  const url = new URL(base)
  return { base, pid: listenerPid(Number(url.port || 80)) }
}

/**
 * Steady-state req/s, p99 and the server's CPU µs per request; in the first round a short untimed run first lets V8
 * optimise the route's code path.
 */
async function measure({ base: origin, pid }, target, round, headers = {}) {
  if (round === 1) await run(origin, target, warmup, headers)
  const cpuBefore = cpuMicros(pid)
  const r = await run(origin, target, duration, headers)
  const cpu = r.requests.total ? Math.round((cpuMicros(pid) - cpuBefore) / r.requests.total) : NaN
  return { reqs: Math.round(r.requests.average), p99: r.latency.p99, cpu, errors: r.errors + r.non2xx }
}

await waitForServer()
// Warm the caches: the first request renders and stores the page.
const html = await (await fetch(`${base}${pagePath}`)).text()
for (const url of [pagePath, '/', apiPath]) await fetch(`${base}${url}`)
const oursServer = server(base)
const floorServer = server(floor.base)
const reference = referenceBase && server(referenceBase)
if (reference) {
  // The same warming as ours: the page and home stored, and Payload started by one API call.
  for (const url of [referencePage, '/', '/api/posts?limit=1']) {
    const res = await fetch(`${referenceBase}${url}`)
    if (!res.ok) throw new Error(`the reference answered ${res.status} for ${url}`)
  }
}
const [asset, floorAsset, referenceAsset] = sameStaticFile([root, floorApp, ...(reference ? [referenceDir] : [])], Buffer.byteLength(html))

/** What Chrome sends for a script. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const targets = [
  { name: 'static file', ours: asset.url, floor: floorAsset.url, reference: reference && referenceAsset.url },
  // The same file as a browser asks for it: compressed, which each server does per request unless it did it ahead.
  { name: 'static file, br/gzip', ours: asset.url, floor: floorAsset.url, reference: reference && referenceAsset.url, headers: BROWSER_ENCODINGS },
  { name: 'cached page', ours: pagePath, floor: '/', reference: reference && referencePage },
  // A page as a browser asks for it: each server compresses it per request unless it kept it compressed.
  { name: 'cached page, br/gzip', ours: pagePath, floor: '/', reference: reference && referencePage, headers: BROWSER_ENCODINGS },
  { name: 'home', ours: '/', floor: '/about', reference: reference && '/' },
  { name: 'home, br/gzip', ours: '/', floor: '/about', reference: reference && '/', headers: BROWSER_ENCODINGS },
  { name: 'dmc-apis list', ours: apiPath, floor: '/list' },
]
for (const t of targets) {
  t.oursBytes = await bytes(base, t.ours)
  t.floorBytes = await bytes(floor.base, t.floor)
  if (t.reference) t.referenceBytes = await bytes(referenceBase, t.reference)
  t.rounds = []
}

const perRound = []
for (let round = 1; round <= rounds; round++) {
  for (const t of targets) {
    const ours = await measure(oursServer, t.ours, round, t.headers)
    const theirs = await measure(floorServer, t.floor, round, t.headers)
    const ref = t.reference ? await measure(reference, t.reference, round, t.headers) : undefined
    t.rounds.push({ ours, floor: theirs, reference: ref })
    perRound.push({
      round,
      target: t.name,
      'ours req/s': ours.reqs,
      'floor req/s': theirs.reqs,
      'req/s ours/floor': ratio(ours.reqs, theirs.reqs),
      'ours p99 ms': ours.p99,
      'floor p99 ms': theirs.p99,
      'p99 ours/floor': ratio(ours.p99, theirs.p99),
      'ours µs/req': ours.cpu,
      'floor µs/req': theirs.cpu,
      'µs/req ours/floor': ratio(ours.cpu, theirs.cpu),
      ...(ref && {
        'ref req/s': ref.reqs,
        'ref µs/req': ref.cpu,
        'req/s ours/ref': ratio(ours.reqs, ref.reqs),
        'µs/req ours/ref': ratio(ours.cpu, ref.cpu),
      }),
      errors: ours.errors + theirs.errors + (ref?.errors ?? 0),
    })
  }
}

function ratio(a, b) {
  return b ? Math.round((a / b) * 100) / 100 : NaN
}

/** One figure per round, as `a` or `min–max`. */
function range(values) {
  const min = Math.min(...values)
  const max = Math.max(...values)
  return min === max ? min : `${min}–${max}`
}

/** For each measure: ours, the other server's (`floor` or `reference`, headed `label`) and their ratio, over the rounds. */
function compared(t, other, label, measures) {
  const row = {}
  for (const [heading, key] of measures) {
    row[`ours ${heading}`] = range(t.rounds.map((r) => r.ours[key]))
    row[`${label} ${heading}`] = range(t.rounds.map((r) => r[other][key]))
    row[`${heading} ours/${label}`] = range(t.rounds.map((r) => ratio(r.ours[key], r[other][key])))
  }
  return row
}

const summary = targets.map((t) => ({
  target: t.name,
  ours: t.ours,
  floor: t.floor,
  'ours bytes': t.oursBytes,
  'floor bytes': t.floorBytes,
  ...compared(t, 'floor', 'floor', [['req/s', 'reqs'], ['p99 ms', 'p99'], ['µs/req', 'cpu']]),
  errors: t.rounds.reduce((sum, r) => sum + r.ours.errors + r.floor.errors, 0),
}))

const referenceRows = targets
  .filter((t) => t.reference)
  .map((t) => ({
    target: t.name,
    ours: t.ours,
    reference: t.reference,
    'ours bytes': t.oursBytes,
    'ref bytes': t.referenceBytes,
    ...compared(t, 'reference', 'ref', [['req/s', 'reqs'], ['µs/req', 'cpu']]),
    'ref p99 ms': range(t.rounds.map((r) => r.reference.p99)),
    'ref errors': t.rounds.reduce((sum, r) => sum + r.reference.errors, 0),
  }))

const extraRows = []
for (const [name, url] of extra) {
  const r = await measure(oursServer, url, 1)
  extraRows.push({ name, url, bytes: await bytes(base, url), 'req/s': r.reqs, 'p99 ms': r.p99, 'µs/req': r.cpu, errors: r.errors })
}

if (rounds > 1) {
  console.log(`\nEach round (ours, then the floor${reference ? ', then the reference' : ''}, target by target):`)
  console.table(perRound)
}
console.log(`\n${connections} connections, ${duration} s per measurement, ${rounds} round(s) (a range is the lowest–highest round; bytes are uncompressed bodies):`)
console.table(summary)
if (referenceRows.length) {
  console.log(`\nOurs beside the reference (${referenceBase}), same rounds (µs/req: the server's CPU time per request):`)
  console.table(referenceRows)
}
if (extraRows.length) {
  console.log('\nMore targets (ours only, measured once after the rounds):')
  console.table(extraRows)
}

const byName = (name) => targets.find((t) => t.name === name)
const [staticFile, page] = [byName('static file'), byName('cached page')]
const api = summary[targets.indexOf(byName('dmc-apis list'))]
console.log(`page / static req/s ratio: ${range(page.rounds.map((r, i) => ratio(r.ours.reqs, staticFile.rounds[i].ours.reqs)))} (goal >= 0.5); the floor's: ${range(page.rounds.map((r, i) => ratio(r.floor.reqs, staticFile.rounds[i].floor.reqs)))}`)
console.log(`dmc-apis list: ${api['ours req/s']} req/s, p99 ${api['ours p99 ms']} ms (goal >= 1500 req/s, p99 < 50 ms); the floor's /list: ${api['floor req/s']} req/s, p99 ${api['floor p99 ms']} ms`)
for (const row of extraRows) console.log(`${row.name}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, ${row.errors} errors (goal p99 < 100 ms)`)
floor.stop()
stop()
process.exit(0)
