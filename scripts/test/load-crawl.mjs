// `npm run crawl:load`: an ordinary crawler (linkinator, the link checker SEO audits use) over the whole
// site from `/`, pages, every picture width, list filters and pages, on a freshly deployed production server
// (a fresh seeded database with its pictures' sizes made, nothing else cached), at each concurrency of
// LOAD_CRAWL_CONCURRENCY (default "8,16"; each run gets its own fresh server unless E2E_BASE_URL names one).
// The crawler is served, not turned away: the origin passes when every request got an answer; at least
// LOAD_CRAWL_MIN_SERVED (99.5 %) of the addresses were answered 2xx, 3xx or 4xx and no page with 503; no answer
// was a 5xx other than the server's deliberate 503 + Retry-After (counted); the server's RSS stayed at or
// under LOAD_CRAWL_MAX_RSS_MB (600); and LOAD_CRAWL_SETTLE_SECONDS (6: the gate's Retry-After of 5 s, and a
// second more) after the crawl, a page, an API call and a POST each answered within a second.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { LinkChecker } from 'linkinator'
import { productionServer } from './production-server.mjs'

const CONCURRENCIES = (process.env.LOAD_CRAWL_CONCURRENCY || '8,16').split(',').map(Number).filter((n) => n > 0)
const MAX_RSS_MB = Number(process.env.LOAD_CRAWL_MAX_RSS_MB || 600)
const SETTLE_SECONDS = Number(process.env.LOAD_CRAWL_SETTLE_SECONDS || 6)
const MIN_SERVED = Number(process.env.LOAD_CRAWL_MIN_SERVED || 0.995)
const PORT = process.env.LOAD_CRAWL_PORT || '3320'
/** Requests allowed to go unanswered (connection resets, connect timeouts): 0 unless an experiment asks. */
const MAX_UNANSWERED = Number(process.env.LOAD_CRAWL_MAX_UNANSWERED || 0)
/** A probe after the crawl must answer within this. */
const PROBE_MS = 1000

/** The process listening on `port`, and its resident memory in MB. */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  return /pid=(\d+)/.exec(out)?.[1]
}
function rssMB(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return NaN // the process is gone
  }
}

async function timed(label, request) {
  const start = performance.now()
  try {
    const response = await fetch(request.url, { ...request, signal: AbortSignal.timeout(10_000) })
    await response.arrayBuffer()
    return { label, status: response.status, ms: Math.round(performance.now() - start) }
  } catch (error) {
    return { label, status: 0, ms: Math.round(performance.now() - start), error: error.message }
  }
}

/** A page, an API call and a POST, one after another, as a visitor arriving after the crawl would send them. */
async function probes(base) {
  return [
    await timed('page /', { url: `${base}/` }),
    await timed('API /dmc-apis/news', { url: `${base}/dmc-apis/news?page=1&size=6` }),
    await timed('POST newsletter', {
      url: `${base}/dmc-apis/newsletter_subscription`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { email: `crawl-probe-${Date.now()}@example.com` } }),
    }),
  ]
}

/** What kind of address a URL is, for the count of turned-away requests. */
function kindOf(url) {
  const { pathname, search } = new URL(url)
  if (pathname.startsWith('/img/')) return 'pictures'
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/api/')) return 'files'
  return search ? 'pages with a query' : 'pages'
}

/** Why linkinator got no answer: the error it recorded. */
function failure(link) {
  const detail = link.failureDetails?.[0]
  return detail instanceof Error ? `${detail.name}: ${detail.message}${detail.cause ? ` (${detail.cause.code ?? detail.cause.message})` : ''}` : String(detail?.status ?? 'no detail')
}

async function crawlOnce(concurrency, port) {
  console.log(process.env.E2E_BASE_URL ? `Crawling ${process.env.E2E_BASE_URL} at concurrency ${concurrency}…` : `Starting a fresh production server for the crawl at concurrency ${concurrency}…`)
  const { baseURL, stop } = await productionServer(port)
  const base = new URL(baseURL)
  const pid = listenerPid(base.port)
  let peak = rssMB(pid)
  const startRss = peak
  let died = false
  const sampler = setInterval(() => {
    const now = rssMB(pid)
    if (Number.isNaN(now)) died = true
    else peak = Math.max(peak, now)
  }, 250)
  const statuses = new Map()
  const answers = new Map()
  const shed = new Map()
  const unanswered = []
  const errors = []
  const started = Date.now()
  let progress
  try {
    const checker = new LinkChecker()
    progress = setInterval(() => {
      const seen = [...statuses.values()].reduce((a, b) => a + b, 0)
      console.log(`  … ${Math.round((Date.now() - started) / 1000)} s: ${seen} addresses checked, server RSS ${Math.round(rssMB(pid))} MB (peak ${Math.round(peak)})`)
    }, 15_000)
    // linkinator reports an address once per page that links to it: count each address once, by its first answer.
    checker.on('link', (link) => {
      if (link.state === 'SKIPPED' || answers.has(link.url)) return
      const status = link.status ?? 0
      answers.set(link.url, status)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status === 503) shed.set(kindOf(link.url), (shed.get(kindOf(link.url)) ?? 0) + 1)
      if (status === 0) unanswered.push(`${link.url} (${failure(link)})`)
      else if (status >= 500 && status !== 503) errors.push(`${status} ${link.url}`)
    })
    await checker.check({
      path: `${baseURL}/`,
      recurse: true,
      concurrency,
      // No client timeout: a request the server never finishes must show up as unanswered, and the server
      // logs any answer slower than 5 s itself ([slow request]).
      // Only this origin: the sandbox has no outside network, and outside sites are not what is measured.
      linksToSkip: async (link) => !link.startsWith(base.origin),
    })
    clearInterval(progress)
    const seconds = Math.round((Date.now() - started) / 1000)
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000))
    const after = await probes(baseURL)
    return { concurrency, seconds, shed, statuses, unanswered, errors, startRss, peak, died, after }
  } finally {
    clearInterval(progress)
    clearInterval(sampler)
    stop()
  }
}

let failed = false
for (const [index, concurrency] of CONCURRENCIES.entries()) {
  // A port of its own per run: the previous server may still answer on its port while it shuts down (and deletes
  // its database), and the next run would take that answer for its own fresh server.
  const r = await crawlOnce(concurrency, String(Number(PORT) + index))
  const total = [...r.statuses.values()].reduce((a, b) => a + b, 0)
  const served = [...r.statuses].filter(([status]) => status >= 200 && status < 500).reduce((sum, [, n]) => sum + n, 0)
  const pagesShed = (r.shed.get('pages') ?? 0) + (r.shed.get('pages with a query') ?? 0)
  const tally = [...r.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')
  console.log(`\nlinkinator, concurrency ${concurrency}: ${total} addresses in ${r.seconds} s (${tally})`)
  console.log(`  server RSS ${Math.round(r.startRss)} → peak ${Math.round(r.peak)} MB (limit ${MAX_RSS_MB})${r.died ? ', SERVER DIED' : ''}`)
  const shedKinds = [...r.shed].map(([kind, n]) => `${kind} ${n}`).join(', ')
  if (r.unanswered.length) console.log(`  no answer: ${r.unanswered.length} (allowed ${MAX_UNANSWERED}), e.g. ${r.unanswered.slice(0, 3).join(' ')}`)
  console.log(`  served (2xx, 3xx, 4xx): ${served} of ${total} (${((100 * served) / total).toFixed(2)} %, goal ${(100 * MIN_SERVED).toFixed(1)} %)`)
  console.log(`  deliberate 503 (busy, Retry-After): ${r.statuses.get(503) ?? 0}${shedKinds ? ` (${shedKinds})` : ''}`)
  for (const p of r.after) console.log(`  ${SETTLE_SECONDS} s later, ${p.label}: ${p.status || p.error} in ${p.ms} ms`)
  const problems = [
    ...(r.died ? ['the server died'] : []),
    ...(r.unanswered.length > MAX_UNANSWERED ? [`${r.unanswered.length} requests got no answer (at most ${MAX_UNANSWERED} allowed)`] : []),
    ...(r.errors.length ? [`${r.errors.length} answers were 5xx, e.g. ${r.errors.slice(0, 5).join('; ')}`] : []),
    ...(r.peak > MAX_RSS_MB ? [`RSS peaked at ${Math.round(r.peak)} MB`] : []),
    ...(served < MIN_SERVED * total ? [`only ${served} of ${total} addresses were served`] : []),
    ...(pagesShed ? [`${pagesShed} pages were turned away with 503`] : []),
    ...r.after.filter((p) => !p.status || p.status >= 500 || p.ms > PROBE_MS).map((p) => `${p.label} after the crawl: ${p.status || p.error} in ${p.ms} ms`),
  ]
  for (const problem of problems) console.log(`  FAIL: ${problem}`)
  failed ||= problems.length > 0
}
process.exit(failed ? 1 : 0)
