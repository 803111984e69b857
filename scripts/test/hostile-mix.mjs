// The hostile mix: every kind of anonymous request that once stalled the server or grew its memory, sent side by side
// to a server that has already served a crawl (its heap full of warm caches), while a visitor fetches a static file
// and a cached page. Passes when nothing answers 5xx other than a 503 shed, the server still answers afterwards, its
// resident memory stays within HOSTILE_MAX_RSS_MB (default 600), and the visitor's file and page stayed fast.
// Usage: E2E_BASE_URL=http://127.0.0.1:PORT node scripts/test/hostile-mix.mjs
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'

const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3300')
const maxRssMB = Number(process.env.HOSTILE_MAX_RSS_MB || 600)
const rounds = Number(process.env.HOSTILE_ROUNDS || 3)
/** A visitor kept waiting longer than this means something held the server (the same requests alone take 5–80 ms, under the mix a few hundred). */
const VISITOR_BUDGET_MS = Number(process.env.HOSTILE_VISITOR_BUDGET_MS || 5000)

function listeningPid(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? ''
  return Number(out.match(/pid=(\d+)/)?.[1]) || undefined
}

function rssMB(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 1024)
}

const address = (path) => new URL(path, base).toString()

async function send(name, path, init = {}) {
  const started = performance.now()
  try {
    const response = await fetch(address(path), { ...init, signal: AbortSignal.timeout(30_000) })
    const body = await response.arrayBuffer()
    return { name, status: response.status, bytes: body.byteLength, ms: performance.now() - started }
  } catch (error) {
    return { name, status: 0, error: String(error.cause?.code ?? error.name), ms: performance.now() - started }
  }
}

/** `or` of `n` conditions on `field`, as a query string (`where[or][i][field][equals]=…`). */
function wideWhere(n, field = 'title') {
  return Array.from({ length: n }, (_, i) => `where[or][${i}][${field}][equals]=x${i}`).join('&')
}

/** `and` nested `n` deep around one condition. */
function deepWhere(n) {
  return `where${'[and][0]'.repeat(n)}[title][equals]=x`
}

/** A POST whose body trickles in one byte a second; resolves when the server answers or closes. */
function trickle(path, seconds) {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname)
    const started = performance.now()
    let answer = ''
    let sent = 0
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nContent-Length: ${seconds + 10}\r\n\r\n`)
    const timer = setInterval(() => {
      if (sent++ >= seconds) return finish()
      socket.write('{')
    }, 1000)
    const finish = () => {
      clearInterval(timer)
      socket.destroy()
      resolve({ name: 'trickling body', status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), ms: performance.now() - started })
    }
    socket.on('data', (chunk) => {
      answer += chunk
      finish()
    })
    socket.on('error', finish)
    socket.on('close', finish)
  })
}

/** A multipart body that declares 42 MB to the login and sends the first megabyte. */
function largeAnonymousMultipart() {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname)
    const started = performance.now()
    let answer = ''
    socket.write(
      `POST /api/users/login HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${42 * 1024 * 1024}\r\n\r\n`,
    )
    socket.write(Buffer.alloc(1024 * 1024, 0x61))
    const done = () => {
      socket.destroy()
      resolve({ name: 'large anonymous multipart', status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), ms: performance.now() - started })
    }
    const cap = setTimeout(done, 15_000)
    socket.on('data', (chunk) => {
      answer += chunk
      clearTimeout(cap)
      done()
    })
    socket.on('error', () => (clearTimeout(cap), done()))
  })
}

function graphqlAliases(aliases, limit) {
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: Pages(limit: ${limit}) { docs { title path } }`).join(' ')
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ ${fields} }` }) }
}

function graphqlWideWhere(n) {
  const list = Array.from({ length: n }, (_, i) => `"p${i}"`).join(',')
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ Pages(where: { path: { in: [${list}] } }) { docs { title } } }` }) }
}

const overrideBody = (n) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
  body: wideWhere(n),
})

const COUNTRIES = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ'.split(' ')

/** One round of the mix: every kind at once. */
function mix(round) {
  return [
    send('REST where, 400 or-conditions', `/api/pages?${wideWhere(400)}`),
    send('REST where, 2,000 deep', `/api/pages?${deepWhere(2000)}`),
    send('REST where over a block sub-field', `/api/pages?where[or][0][layout.blockName][equals]=x`),
    send('override body, 3,000 conditions', '/api/pages', overrideBody(3000)),
    send('override body, 3,000 conditions (2)', '/api/media', overrideBody(3000)),
    largeAnonymousMultipart(),
    ...Array.from({ length: 10 }, () => trickle('/api/users/login', 12)),
    send('picture, made-up query', `/img/dalumara-banner-story.jpg/828.webp?x=${round}-${Math.random()}`),
    send('picture, made-up width', `/img/dalumara-banner-story.jpg/${800 + round}.webp`),
    send('NUL in a file name', '/api/media/file/a%00b.jpg'),
    send('NUL in a picture name', '/img/a%00b.jpg/828.webp'),
    send('GraphQL 100 aliases × 200', '/graphql', graphqlAliases(100, 200)),
    send('GraphQL 10 aliases × 200', '/graphql', graphqlAliases(10, 200)),
    send('GraphQL where list of 540', '/graphql', graphqlWideWhere(540)),
    ...COUNTRIES.map((country) => send(`country ${country}`, `/dmc-apis/news?country=${country}&size=${1 + (country.charCodeAt(1) % 100)}`)),
  ]
}

async function visitor(path) {
  const samples = []
  return {
    samples,
    async run(until) {
      while (!until()) {
        const result = await send(`visitor ${path}`, path)
        samples.push(result)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
  }
}

const pid = listeningPid(base.port)
if (!pid) throw new Error(`no process listens on ${base}`)
const home = await (await fetch(address('/'))).text()
const staticFile = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0]
if (!staticFile) throw new Error('the home page names no static file')
const rssBefore = rssMB(pid)
let peak = rssBefore
const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 200)
const results = []
let done = false
const file = await visitor(staticFile)
const page = await visitor('/all-about-tea')
const visitors = Promise.all([file.run(() => done), page.run(() => done)])
for (let round = 0; round < rounds; round++) results.push(...(await Promise.all(mix(round))))
done = true
await visitors
clearInterval(sampler)
const alive = await send('afterwards', '/')
const rssAfter = rssMB(pid)

const failures = []
const byName = new Map()
for (const result of results) {
  const key = result.name.replace(/ \(\d\)$/, '').replace(/^country [A-Z]{2}$/, 'country variety')
  const entry = byName.get(key) ?? { count: 0, statuses: new Map(), maxMs: 0, maxBytes: 0 }
  entry.count++
  entry.statuses.set(result.status, (entry.statuses.get(result.status) ?? 0) + 1)
  entry.maxMs = Math.max(entry.maxMs, result.ms)
  entry.maxBytes = Math.max(entry.maxBytes, result.bytes ?? 0)
  byName.set(key, entry)
  if (result.status >= 500 && result.status !== 503) failures.push(`${result.name}: ${result.status}`)
  if (result.status === 0 && result.name !== 'trickling body' && result.name !== 'large anonymous multipart') failures.push(`${result.name}: no answer (${result.error})`)
}
console.log('kind'.padEnd(40), 'n'.padStart(4), 'max ms'.padStart(8), 'max KB'.padStart(8), ' statuses')
for (const [name, entry] of byName) {
  const statuses = [...entry.statuses].map(([s, n]) => `${s}×${n}`).join(' ')
  console.log(name.padEnd(40), String(entry.count).padStart(4), entry.maxMs.toFixed(0).padStart(8), (entry.maxBytes / 1024).toFixed(0).padStart(8), ` ${statuses}`)
}
for (const [name, { samples }] of [['static file', file], ['cached page', page]]) {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b)
  const bad = samples.filter((s) => s.status !== 200)
  const max = times.at(-1) ?? 0
  console.log(`visitor: ${name}: ${samples.length} requests, median ${times[times.length >> 1]?.toFixed(0)} ms, max ${max.toFixed(0)} ms, not 200: ${bad.length}`)
  if (bad.length) failures.push(`visitor ${name}: ${bad.length} answers not 200 (${[...new Set(bad.map((s) => s.status))].join(', ')})`)
  if (max > VISITOR_BUDGET_MS) failures.push(`visitor ${name}: waited ${max.toFixed(0)} ms (budget ${VISITOR_BUDGET_MS})`)
}
console.log(`RSS: ${rssBefore} MB before, ${peak} MB peak, ${rssAfter} MB after (limit ${maxRssMB})`)
if (alive.status !== 200) failures.push(`the server did not answer / afterwards (${alive.status || alive.error})`)
if (peak > maxRssMB) failures.push(`RSS peaked at ${peak} MB (limit ${maxRssMB})`)
if (failures.length) {
  console.error(`hostile mix: ${failures.length} failures\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('hostile mix: survived')
