// `npm run stress`: the soak. Mixed cached pages, per-request pages, /dmc-apis calls and static files at
// STRESS_CONNECTIONS (100) for STRESS_SECONDS (600) against a production build on a seeded temporary database
// (scripts/test/bench-server.mjs), sampling the server's resident memory every STRESS_SAMPLE_SECONDS (5).
// Prints throughput, latency, errors and memory (baseline after warm-up, peak, first and last minute), and
// exits non-zero on any error or non-2xx answer, a peak above STRESS_MAX_RSS_MB (450), or memory that drifts
// more than STRESS_MAX_DRIFT_PERCENT (10) between the first and the last minute. CI runs 60 seconds.
import autocannon from 'autocannon'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { root, testSeedSettings } from '../runtime/env.mjs'
import { serverRssMB, startBenchServer } from './bench-server.mjs'
import { waitFor } from './wait-for.mjs'

const seconds = Number(process.env.STRESS_SECONDS || 600)
const connections = Number(process.env.STRESS_CONNECTIONS || 100)
const sampleEvery = Number(process.env.STRESS_SAMPLE_SECONDS || 5) * 1000
const maxRss = Number(process.env.STRESS_MAX_RSS_MB || 450)
const maxDrift = Number(process.env.STRESS_MAX_DRIFT_PERCENT || 10)
// An answer that takes longer than this counts as an error (a timeout). autocannon's default is 10 s; the
// 2-core machine's slowest answer under 100 connections is 1.3–9.9 s (an unexplained tail, docs/STATUS.md),
// so 30 s separates "slow" (reported as the max latency) from "no answer".
const timeoutSeconds = Number(process.env.STRESS_TIMEOUT_SECONDS || 30)
// CI's 60-second run reports memory without judging it: a minute is mostly warm-up growth, and the machine is
// shared with the rest of the suite. The 10-minute soak (`npm run stress`) judges it.
const judgeMemory = process.env.STRESS_JUDGE_MEMORY !== 'false'

const { server, stop, base } = startBenchServer(process.env.STRESS_PORT || '3910', { seedEnv: testSeedSettings })
await waitFor(`${base}/dmc-apis/languages-and-countries`, server)

const chunk = readdirSync(path.join(root, '.next/static/chunks')).find((name) => name.endsWith('.js'))
// What a visitor mix looks like at the origin: mostly cached pages, some filtered lists and searches
// (rendered per request), API calls as the pages' islands make them, and static files.
const paths = [
  '/',
  '/careers',
  '/our-products/our-teas/tea-ranges/premium-ceylon-tea',
  '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend',
  '/media/news',
  '/media/news/plastic-free-tea-bags',
  '/tea-inspired/dalumara',
  '/our-products/our-teas/tea-types/black-tea?mood=comforting&page=1',
  '/global-search-results?keyword=tea',
  '/dmc-apis/languages-and-countries',
  '/dmc-apis/filterproduct?teaformatName=tea-bags&teatype=black-tea',
  '/dmc-apis/general_search?keyword=tea',
  '/dmc-apis/media_search?keyword=tea',
  '/dmc-apis/tea_inspired_home',
  `/_next/static/chunks/${chunk}`,
  '/no-such-page-here',
]
// Every address answers as it should before the soak counts anything (the 404 is expected).
for (const p of paths) {
  const status = (await fetch(`${base}${p}`)).status
  if (status !== (p === '/no-such-page-here' ? 404 : 200)) throw new Error(`${p} answered ${status} before the soak`)
}

const run = (duration) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections, duration, timeout: timeoutSeconds, requests: paths.map((p) => ({ method: 'GET', path: p })), expectBody: undefined },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
  })

// Warm-up: every route's code is compiled and every cache filled before the baseline is taken.
await run(Math.min(20, Math.max(5, seconds / 10)))
await new Promise((r) => setTimeout(r, 3000))
const baseline = serverRssMB(server.pid)
const samples = []
const timer = setInterval(() => samples.push({ at: Date.now(), mb: serverRssMB(server.pid) }), sampleEvery)
const started = Date.now()
const result = await run(seconds)
clearInterval(timer)
stop()

const window = Math.min(60_000, (seconds * 1000) / 3)
const mean = (list) => Math.round(list.reduce((sum, s) => sum + s.mb, 0) / Math.max(1, list.length))
const first = mean(samples.filter((s) => s.at - started <= window))
const last = mean(samples.filter((s) => Date.now() - s.at <= window + sampleEvery))
const peak = Math.max(baseline, ...samples.map((s) => s.mb))
const drift = Math.round(((last - first) / first) * 1000) / 10
// A 404 is among the targets on purpose (one address of the cycle): count it as expected, not as an error.
const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]))
// autocannon counts timeouts among its errors.
const unexpected = result.errors + Object.entries(byStatus).filter(([code]) => !/^2/.test(code) && code !== '404').reduce((sum, [, n]) => sum + n, 0)

console.log(`soak: ${seconds} s at ${connections} connections over ${paths.length} addresses`)
console.log(`  requests ${result.requests.total} (${Math.round(result.requests.average)} req/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`)
console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, answers by status ${JSON.stringify(byStatus)}`)
console.log(`  server RSS: baseline ${baseline} MB, peak ${peak} MB, first minute ${first} MB, last minute ${last} MB (drift ${drift} %)`)
console.log(`  samples (MB): ${samples.map((s) => s.mb).join(' ')}`)
const failures = []
if (unexpected > 0) failures.push(`${unexpected} failed requests`)
if (judgeMemory && peak > maxRss) failures.push(`peak RSS ${peak} MB > ${maxRss} MB`)
if (judgeMemory && Math.abs(drift) > maxDrift) failures.push(`RSS drift ${drift} % beyond ±${maxDrift} %`)
for (const failure of failures) console.error(`stress: ${failure}`)
process.exit(failures.length ? 1 : 0)
