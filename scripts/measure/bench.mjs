// `npm run bench`: autocannon against a production build on a seeded temporary database.
// Measures a cached content page, a /dmc-apis list and a static file of similar size from the
// same server, and prints req/s, p99 and the page-to-static ratio.
//   BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_PAGE (/careers), BENCH_API (/dmc-apis/languages-and-countries)
//   BENCH_EXTRA: more targets, `name=url` separated by `;` (each also gets a warm-up); a JSON POST is
//   `name=POST url {json body}` (GraphQL: `gql=POST /graphql {"query":"{ … }"}`).
// `npm run bench:catalogue` seeds the 20,000-product fixture (SEED_PRODUCTS) and adds the product
// filter with three filters and site search for a common word, at 20 connections (issue 7's goal:
// p99 under 100 ms).
import autocannon from 'autocannon'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from '../runtime/env.mjs'
import { startBenchServer } from '../test/bench-server.mjs'

const port = process.env.BENCH_PORT || '3900'
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const duration = Number(process.env.BENCH_SECONDS || 10)
const pagePath = process.env.BENCH_PAGE || '/careers'
const apiPath = process.env.BENCH_API || '/dmc-apis/languages-and-countries'
const warmup = Number(process.env.BENCH_WARMUP_SECONDS || 3)
const extra = (process.env.BENCH_EXTRA || '')
  .split(';')
  .filter(Boolean)
  .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)])

const { stop } = startBenchServer(port)

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

/** The built static asset whose size is closest to the page's HTML. */
function staticFileLike(bytes) {
  const chunks = path.join(root, '.next/static/chunks')
  let best
  for (const name of readdirSync(chunks)) {
    const file = path.join(chunks, name)
    if (!statSync(file).isFile()) continue
    const size = statSync(file).size
    if (!best || Math.abs(size - bytes) < Math.abs(best.size - bytes)) best = { name, size }
  }
  return { url: `/_next/static/chunks/${best.name}`, size: best.size }
}

function run(target, seconds = duration) {
  const post = /^POST (\S+) (.*)$/s.exec(target)
  const request = post ? { url: `${base}${post[1]}`, method: 'POST', body: post[2], headers: { 'content-type': 'application/json' } } : { url: `${base}${target}` }
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections, duration: seconds }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

await waitForServer()
// Warm the caches: the first request renders and stores the page.
const html = await (await fetch(`${base}${pagePath}`)).text()
await fetch(`${base}${pagePath}`)
await fetch(`${base}${apiPath}`)
const asset = staticFileLike(Buffer.byteLength(html))

const rows = []
for (const [name, url] of [
  ['cached page', pagePath],
  ['dmc-apis list', apiPath],
  [`static file (${asset.size} B vs page ${Buffer.byteLength(html)} B)`, asset.url],
  ...extra,
]) {
  // Measure the steady state: a short untimed run first lets V8 optimise this route's code path.
  await run(url, warmup)
  const r = await run(url)
  rows.push({ name, url, 'req/s': Math.round(r.requests.average), 'p99 ms': r.latency.p99, errors: r.errors + r.non2xx })
}
console.table(rows)
const ratio = rows[0]['req/s'] / rows[2]['req/s']
console.log(`page / static req/s ratio: ${ratio.toFixed(2)} (goal >= 0.5)`)
console.log(`dmc-apis list: ${rows[1]['req/s']} req/s, p99 ${rows[1]['p99 ms']} ms (goal >= 1500 req/s, p99 < 50 ms)`)
for (const row of rows.slice(3)) console.log(`${row.name}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, ${row.errors} errors (goal p99 < 100 ms)`)
stop()
process.exit(0)
