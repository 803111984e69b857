// `npm run crawl`: the whole site, not a sample. From `/` over every internal link (anchors, <link rel=
// alternate|canonical|next|prev>, pagination) and every URL of /sitemap.xml, on a production server
// (E2E_BASE_URL, or a seeded build served by scripts/test/e2e-server.mjs on CRAWL_PORT, default 3200; it does
// not rebuild an unchanged build). Every page found (HTML 200s and the 404 page) gets axe (WCAG 2.2 AA)
// in Debian chromium and the Nu HTML checker (one Java run over all pages), and its weight: HTML bytes,
// inline RSC bytes, first-load JavaScript (gzip) against scripts/test/budgets.json pageTypeMaxKB.
// Each page in the browser is also measured at 320, 390 and 768 px: it must not scroll sideways; and at 390 px
// every control must be at least 44 × 44 px (scripts/test/tap-targets.mjs).
// Prints a summary, writes a JSON report (path printed), exits 1 on any broken link, build file a page names
// (script, preload, stylesheet) not answering 200, sitemap URL not answering 200, axe violation, Nu error,
// page wider than a narrow window, control too small to tap or budget breach. Settings: CRAWL_CONCURRENCY (pages at once,
// default 3), CRAWL_REPORT (the JSON file), CRAWL_MAX_PAGES (a safety stop, default 5000),
// CRAWL_BROWSER_PER_KIND (0 = every page; n = axe and Nu on the first n sitemap pages of each kind, a kind being
// the page type and the first segment of the address; a list's filtered and later pages (addresses with a query)
// are left to the browser specs, which scan those states with axe; every page is still fetched, its
// links followed and its weight measured).
// Run through tsx (package.json) so the page types come from src/routes.ts itself.
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chunksLoadedAfterLoad } from '../../src/lib/cache/chunks-after-load.mjs'
import { matchPageType } from '../../src/lib/routing/match.ts'
import { scanForViolations } from './axe-scan.mjs'
import { chunkGzipSizer, firstLoadJs, htmlParts, loadBudgets } from './budgets-measure.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'
import { extractLinks, isFile, normalise, QUERY_VARIANTS_PER_PATH, skippedPrefix } from './crawl-links.mjs'
import { productionServer } from './production-server.mjs'
import { measureWidths } from './sideways-scroll.mjs'
import { MIN_TARGET, smallTapTargets, TAP_WIDTH } from './tap-targets.mjs'
import { classTokens, pagesAddingClasses } from './class-cover.mjs'
import { readSitemap } from './site-pages.mjs'

const started = Date.now()
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** A path no page has: the site's 404 page is crawled (and checked) through it. */
const NOT_FOUND_PROBE = '/crawl-probe/no-such-page'
/**
 * Build files a page names (scripts, preloads, stylesheets under /_next/static/) that do not answer 200: each is
 * asked for once for the whole crawl. A preloaded chunk the build never wrote is a 404 and a console error on every
 * visit, which a link check does not see.
 */
const buildFileStatus = new Map()
async function missingBuildFiles(html) {
  const afterLoad = chunksLoadedAfterLoad(html)
  const named = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)/g)].map(([, file]) => file)
  const files = new Set([...named, ...afterLoad.scripts, ...afterLoad.preload])
  const statuses = await Promise.all(
    [...files].map((file) => {
      if (!buildFileStatus.has(file)) buildFileStatus.set(file, fetch(new URL(file, baseURL)).then(async (r) => (await r.arrayBuffer(), r.status)).catch(() => 0))
      return buildFileStatus.get(file).then((status) => [file, status])
    }),
  )
  return statuses.filter(([, status]) => status !== 200).map(([file, status]) => `${status} ${file}`)
}

/** Internal addresses that answer ≥ 400 on purpose; a link to anything else that does is broken. */
const DELIBERATE = new Set([NOT_FOUND_PROBE])
const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY || 3)
const MAX_PAGES = Number(process.env.CRAWL_MAX_PAGES || 5000)
const BROWSER_PER_KIND = Number(process.env.CRAWL_BROWSER_PER_KIND || 0)
/** Pages sent to the browser so far, by kind (see BROWSER_PER_KIND). */
const browserKinds = new Map()
/**
 * The pages of each kind the browser takes, chosen before the crawl from the sitemap's order, so every run checks
 * the same pages whatever order the parallel fetches finish in. A kind no sitemap page has (the 404 page) takes
 * the first pages the crawl meets.
 */
const chosenForBrowser = new Map()
const kindOf = (pageType, pathname) => `${pageType} /${pathname.split('/')[1] ?? ''}`
function chooseFromSitemap(keys) {
  for (const key of keys) {
    if (key.includes('?')) continue
    const kind = kindOf(matchPageType(key)?.name ?? 'unmatched', key)
    const chosen = chosenForBrowser.get(kind) ?? new Set()
    if (chosen.size < BROWSER_PER_KIND) chosenForBrowser.set(kind, chosen.add(key))
  }
}
function takesBrowser(entry) {
  if (!BROWSER_PER_KIND) return true
  if (entry.key.includes('?')) return false
  const kind = kindOf(entry.pageType, entry.path)
  const chosen = chosenForBrowser.get(kind)
  if (chosen && !chosen.has(entry.key)) return false
  const count = browserKinds.get(kind) ?? 0
  if (count >= BROWSER_PER_KIND) return false
  browserKinds.set(kind, count + 1)
  return true
}
/** The window axe judges a page in; the narrow widths are measured after it (scripts/test/sideways-scroll.mjs). */
const VIEWPORT = { width: 1280, height: 900 }
/** Referring pages kept per address (for the report; one is enough to find the link). */
const REFERRERS_KEPT = 5
/** Animations and transitions end at once, so axe never measures contrast half-way through a fade. */
const NO_ANIMATION = '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important;scroll-behavior:auto!important}'

const vnuJar = createRequire(import.meta.url)('vnu-jar')
const budgets = loadBudgets()
const { baseURL, stop } = await productionServer(process.env.CRAWL_PORT || process.env.E2E_PORT || '3200')
const serverMs = Date.now() - started
const base = new URL(baseURL)
/** The server's own origin, plus the site URL it writes into canonical links and the sitemap. */
const internalOrigins = new Set([base.origin])
const reportFile = process.env.CRAWL_REPORT || path.join(mkdtempSync(path.join(tmpdir(), 'dalumara-crawl-')), 'report.json')
const htmlDir = path.join(path.dirname(reportFile), 'pages')
mkdirSync(htmlDir, { recursive: true })

/** Every address met: key (path + sorted query) → what the crawl learnt about it. */
const entries = new Map()
const queue = []
const queryVariants = new Map()
const skipped = { external: 0, scheme: {}, prefix: {}, queryCapped: new Map() }
let inFlight = 0
let done = 0

const fetchURL = (key) => new URL(key, base).toString()

function note(key, path, { from, byLink = false, inSitemap = false, file = false, ignoreCap = false }) {
  let entry = entries.get(key)
  if (!entry) {
    if (!ignoreCap && key.includes('?')) {
      const variants = queryVariants.get(path) ?? new Set()
      queryVariants.set(path, variants)
      if (!variants.has(key) && variants.size >= QUERY_VARIANTS_PER_PATH) {
        skipped.queryCapped.set(path, (skipped.queryCapped.get(path) ?? 0) + 1)
        return
      }
      variants.add(key)
    }
    if (entries.size >= MAX_PAGES) throw new Error(`more than CRAWL_MAX_PAGES (${MAX_PAGES}) addresses: a link generator is running away`)
    entry = { key, path, referrers: [], byLink: false, inSitemap: false, file: false }
    entries.set(key, entry)
    queue.push(entry)
  }
  if (from && entry.referrers.length < REFERRERS_KEPT && !entry.referrers.includes(from)) entry.referrers.push(from)
  entry.byLink ||= byLink
  entry.inSitemap ||= inSitemap
  entry.file ||= file
}

/** Follows a link found on `from` (a key), unless it leaves the site or is not a page of it. */
function follow(link, from) {
  const target = normalise(link.href, fetchURL(from), internalOrigins)
  if (target.skip === 'external') return void skipped.external++
  if (target.skip) return void (skipped.scheme[target.skip] = (skipped.scheme[target.skip] ?? 0) + 1)
  const file = isFile(target.path, link)
  const prefix = skippedPrefix(target.path)
  // Downloads are checked wherever they are served from (uploads live under /api/media/file).
  if (prefix && !file) return void (skipped.prefix[prefix] = (skipped.prefix[prefix] ?? 0) + 1)
  note(target.key, target.path, { from, byLink: true, file })
}

/** A download or feed: HEAD, or GET where the server does not take HEAD. */
async function checkFile(entry) {
  let response = await fetch(fetchURL(entry.key), { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(60_000) })
  if (response.status === 405 || response.status === 501) {
    response = await fetch(fetchURL(entry.key), { redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    await response.arrayBuffer()
  }
  entry.status = response.status
  entry.contentType = response.headers.get('content-type') ?? ''
  if (response.status >= 300 && response.status < 400) redirectFrom(entry, response)
}

function redirectFrom(entry, response) {
  const location = response.headers.get('location') ?? ''
  const target = normalise(location, fetchURL(entry.key), internalOrigins)
  entry.redirect = { status: response.status, to: target.key ?? location }
  if (target.key) note(target.key, target.path, { from: entry.key, byLink: entry.byLink, file: entry.file })
}

const gzipOf = chunkGzipSizer(baseURL)

async function checkPage(entry, page) {
  const t0 = Date.now()
  const response = await fetch(fetchURL(entry.key), { redirect: 'manual', signal: AbortSignal.timeout(120_000) })
  entry.status = response.status
  entry.contentType = response.headers.get('content-type') ?? ''
  if (response.status >= 300 && response.status < 400) return redirectFrom(entry, response)
  const body = await response.text()
  const html = entry.contentType.includes('text/html')
  const isPage = html && (response.status === 200 || DELIBERATE.has(entry.key))
  if (!isPage) return
  entry.page = true
  entry.pageType = response.status === 404 ? 'notFound' : (matchPageType(entry.path)?.name ?? 'unmatched')
  for (const link of extractLinks(body)) follow(link, entry.key)
  entry.htmlFile = path.join(htmlDir, `${String(entries.size).padStart(5, '0')}-${entry.key.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.html`)
  writeFileSync(entry.htmlFile, body)
  const parts = htmlParts(body)
  Object.assign(entry, { htmlBytes: Buffer.byteLength(body), htmlKB: parts.htmlKB, rscKB: parts.rscKB }, await firstLoadJs(body, gzipOf))
  entry.missingAssets = await missingBuildFiles(body)
  entry.ms = { fetch: Date.now() - t0 }
  if (BROWSER_PER_KIND && !entry.key.includes('?')) entry.classTokens = classTokens(body)
  if (takesBrowser(entry)) await checkInBrowser(entry, page)
}

/** axe, the narrow widths and the tap targets of a page already fetched; the links the browser renders are followed. */
async function checkInBrowser(entry, page) {
  entry.inBrowser = true
  const t1 = Date.now()
  const browserResponse = await page.goto(fetchURL(entry.key), { waitUntil: 'load', timeout: 60_000 })
  if (browserResponse?.status() !== entry.status) entry.browserStatus = browserResponse?.status()
  // Client islands have rendered once the root island marks the document hydrated (the 404 page has none).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 5_000 }).catch(() => {})
  await page.addStyleTag({ content: NO_ANIMATION })
  const t2 = Date.now()
  const results = await scanForViolations(new AxeBuilder({ page }).withTags(AXE_TAGS))
  entry.axe = results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
  const t3 = Date.now()
  // Links the browser renders (client islands) count as well as the server's.
  const domLinks = await page.$$eval('a[href], area[href]', (els) => els.map((a) => ({ href: a.getAttribute('href'), download: a.hasAttribute('download') })))
  for (const link of domLinks) follow({ ...link, kind: 'a' }, entry.key)
  entry.sideways = (await measureWidths(page)).filter((w) => w.scrollWidth > w.innerWidth)
  entry.smallTargets = await smallTapTargets(page)
  await page.setViewportSize(VIEWPORT)
  Object.assign(entry.ms, { load: t2 - t1, axe: t3 - t2, widths: Date.now() - t3 })
}

/** Pages beyond the per-kind sample that the browser takes (see class-cover.mjs), once every address is fetched. */
const extraQueue = []
const extraPages = []
let sitemapOrder = new Map()
function chooseExtras() {
  if (!BROWSER_PER_KIND) return
  const pagesSoFar = [...entries.values()].filter((e) => e.page)
  const candidates = pagesSoFar
    .filter((e) => !e.inBrowser && !e.extraConsidered && e.classTokens)
    .sort((a, b) => (sitemapOrder.get(a.key) ?? Infinity) - (sitemapOrder.get(b.key) ?? Infinity) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((e) => ((e.extraConsidered = true), { entry: e, tokens: e.classTokens }))
  const checked = pagesSoFar.filter((e) => e.inBrowser && e.classTokens).map((e) => e.classTokens)
  for (const { entry } of pagesAddingClasses(checked, candidates)) {
    extraQueue.push(entry)
    extraPages.push(entry)
  }
}

async function worker(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
  // Nothing leaves this machine (the launch flags resolve no outside host; this also spares the attempt).
  // Nor are link prefetches (`_rsc`) and pictures, sound and video fetched: axe judges the DOM and
  // its styles, which they do not change, and they would have the server render every linked page
  // and resize every picture while the crawl reaches those pages itself anyway.
  await context.route(
    (url) => url.origin !== base.origin || url.searchParams.has('_rsc'),
    (route) => route.abort(),
  )
  await context.route('**/*', (route) => (['image', 'media'].includes(route.request().resourceType()) ? route.abort() : route.fallback()))
  const page = await context.newPage()
  try {
    for (;;) {
      const entry = queue.shift()
      // Every address fetched: the pages the sample has not covered go through the browser, which may find more.
      if (!entry && inFlight === 0 && !extraQueue.length) chooseExtras()
      const extra = entry ? undefined : extraQueue.shift()
      if (!entry && !extra) {
        if (inFlight === 0) return
        await new Promise((r) => setTimeout(r, 50))
        continue
      }
      inFlight++
      try {
        if (extra) await checkInBrowser(extra, page)
        else if (entry.file) await checkFile(entry)
        else await checkPage(entry, page)
      } catch (error) {
        ;(entry ?? extra).error = String(error?.message ?? error).split('\n')[0]
      } finally {
        inFlight--
        if (++done % 50 === 0) console.error(`crawl: ${done} addresses done, ${queue.length} queued, ${Math.round((Date.now() - started) / 1000)} s`)
      }
    }
  } finally {
    await context.close()
  }
}

function runVnu(pages) {
  if (!pages.length) return
  const run = spawnSync('java', ['-Xss2m', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages.map((p) => p.htmlFile)], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  if (run.error) throw new Error(`java did not run (scripts/test/ensure-java.sh installs it): ${run.error.message}`)
  const byFile = new Map(pages.map((p) => [`file:${p.htmlFile}`, p]))
  for (const p of pages) p.nu = []
  for (const m of JSON.parse(run.stderr).messages) {
    if (!(m.type === 'error' || m.type === 'non-document-error' || m.subType === 'fatal')) continue
    const p = byFile.get(m.url)
    const text = `${m.lastLine ?? '?'}: ${m.message}  [${(m.extract ?? '').replace(/\s+/g, ' ').trim()}]`
    if (p) p.nu.push(text)
    else throw new Error(`Nu checker: ${m.url}: ${text}`)
  }
}

let browser
let exitCode = 1
try {
  const sitemap = (await readSitemap(baseURL)).map((loc) => new URL(loc))
  for (const u of sitemap) internalOrigins.add(u.origin)
  note('/', '/', { byLink: true })
  note(NOT_FOUND_PROBE, NOT_FOUND_PROBE, {})
  const sitemapKeys = []
  for (const u of sitemap) {
    const target = normalise(u.toString(), baseURL, internalOrigins)
    note(target.key, target.path, { inSitemap: true, ignoreCap: true })
    sitemapKeys.push(target.key)
  }
  if (BROWSER_PER_KIND) chooseFromSitemap(sitemapKeys)
  sitemapOrder = new Map(sitemapKeys.map((key, i) => [key, i]))

  const crawlStart = Date.now()
  browser = await chromium.launch(chromiumLaunchOptions)
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(browser)))
  const crawlMs = Date.now() - crawlStart

  const all = [...entries.values()]
  const pages = all.filter((e) => e.page)
  const vnuStart = Date.now()
  const browserPages = pages.filter((e) => e.inBrowser)
  runVnu(browserPages)
  const vnuMs = Date.now() - vnuStart

  const broken = all.filter((e) => !DELIBERATE.has(e.key) && (e.status >= 400 || (e.status === undefined && e.error) || e.browserStatus >= 400))
  const sitemapNot200 = all.filter((e) => e.inSitemap && e.status !== 200)
  const sitemapOnly = all.filter((e) => e.inSitemap && !e.byLink)
  const linkedNotInSitemap = pages.filter((e) => e.byLink && !e.inSitemap && !e.key.includes('?') && e.status === 200)
  const redirects = all.filter((e) => e.redirect)
  const files = all.filter((e) => e.file && !e.page)
  const overBudget = pages.filter((e) => e.firstLoadJsGzipKB > budgets.pageTypeMaxKB)
  const axePages = pages.filter((e) => e.axe?.length)
  const nuPages = pages.filter((e) => e.nu?.length)
  const unchecked = browserPages.filter((e) => !e.axe)
  const sideways = pages.filter((e) => e.sideways?.length)
  const smallTargetPages = pages.filter((e) => e.smallTargets?.length)
  // The same control on many pages (a footer link) is one offender: listed once, with the pages it was met on.
  const smallTargets = new Map()
  for (const p of smallTargetPages) {
    for (const t of p.smallTargets) {
      const seen = smallTargets.get(t.target) ?? { ...t, pages: [] }
      seen.pages.push(p.key)
      smallTargets.set(t.target, seen)
    }
  }

  const byType = {}
  for (const p of pages) {
    const t = (byType[p.pageType] ??= { pages: 0, maxHtmlKB: 0, maxRscKB: 0, maxJsKB: 0, maxJsPage: '', axe: 0, nu: 0 })
    t.pages++
    t.maxHtmlKB = Math.max(t.maxHtmlKB, p.htmlKB)
    t.maxRscKB = Math.max(t.maxRscKB, p.rscKB)
    if (p.firstLoadJsGzipKB > t.maxJsKB) Object.assign(t, { maxJsKB: p.firstLoadJsGzipKB, maxJsPage: p.key })
    t.axe += p.axe?.length ?? 0
    t.nu += p.nu?.length ?? 0
  }
  const axeRules = {}
  for (const p of axePages) for (const v of p.axe) (axeRules[v.id] ??= { help: v.help, impact: v.impact, pages: [] }).pages.push({ page: p.key, targets: v.targets })

  const out = []
  const list = (title, items, line, limit = 40) => {
    if (!items.length) return
    out.push(`\n${title} (${items.length}):`)
    for (const item of items.slice(0, limit)) out.push(`  ${line(item)}`)
    if (items.length > limit) out.push(`  … ${items.length - limit} more in the JSON report`)
  }
  const from = (e) => (e.referrers.length ? `  ← ${e.referrers.join(', ')}` : e.inSitemap ? '  ← sitemap' : '')
  out.push(`Crawl of ${baseURL}: ${pages.length} pages (HTML), ${files.length} downloads/feeds, ${redirects.length} redirects, ${all.length} addresses in all; sitemap ${sitemap.length} URLs`)
  out.push(`Skipped: ${skipped.external} external links, ${Object.entries(skipped.scheme).map(([k, v]) => `${v} ${k}`).join(', ') || 'no other schemes'}, ${Object.entries(skipped.prefix).map(([k, v]) => `${v} under ${k}`).join(', ') || 'nothing under skipped prefixes'}; query variants capped at ${QUERY_VARIANTS_PER_PATH} per path (${[...skipped.queryCapped.values()].reduce((a, b) => a + b, 0)} left out on ${skipped.queryCapped.size} paths)`)
  const missingAssetPages = pages.filter((e) => e.missingAssets?.length)
  list('Pages naming build files that do not answer 200', missingAssetPages, (e) => `${e.key}: ${e.missingAssets.join(', ')}`)
  list('Broken links', broken, (e) => `${e.status ?? 'error'} ${e.key}${e.error ? ` (${e.error})` : ''}${e.browserStatus ? ` (browser: ${e.browserStatus})` : ''}${from(e)}`)
  list('Sitemap URLs not answering 200', sitemapNot200, (e) => `${e.status ?? e.error} ${e.key}${e.redirect ? ` → ${e.redirect.to}` : ''}`)
  list('In the sitemap, reached by no link (report only)', sitemapOnly, (e) => e.key, 20)
  list('Reached by links, not in the sitemap (report only; query variants left out)', linkedNotInSitemap, (e) => `${e.key}${from(e)}`, 20)
  list('Redirects', redirects, (e) => `${e.redirect.status} ${e.key} → ${e.redirect.to}${from(e)}`, 20)
  list('Downloads and feeds not answering 200', files.filter((e) => e.status !== 200 && !broken.includes(e) && !e.redirect), (e) => `${e.status} ${e.key}${from(e)}`)
  out.push('\nPer page type (KB = 1024 bytes; JS = first-load JavaScript, gzip):')
  out.push(`  ${'page type'.padEnd(22)} ${'pages'.padStart(5)} ${'max HTML'.padStart(9)} ${'max RSC'.padStart(8)} ${'max JS'.padStart(7)}  axe  Nu   heaviest page`)
  for (const [type, t] of Object.entries(byType).sort()) {
    out.push(`  ${type.padEnd(22)} ${String(t.pages).padStart(5)} ${t.maxHtmlKB.toFixed(1).padStart(9)} ${t.maxRscKB.toFixed(1).padStart(8)} ${t.maxJsKB.toFixed(1).padStart(7)} ${String(t.axe).padStart(4)} ${String(t.nu).padStart(3)}   ${t.maxJsPage}`)
  }
  list(`First-load JavaScript over ${budgets.pageTypeMaxKB} KB gzip (scripts/test/budgets.json pageTypeMaxKB)`, overBudget, (e) => `${e.firstLoadJsGzipKB} KB ${e.key}`)
  list('axe violations (WCAG 2.2 AA), by rule', Object.entries(axeRules).sort((a, b) => b[1].pages.length - a[1].pages.length), ([id, r]) =>
    `${id} (${r.impact}) on ${r.pages.length} pages: ${r.help}\n    e.g. ${r.pages[0].page}: ${r.pages[0].targets.slice(0, 3).join(' | ')}`)
  list('Nu HTML checker errors, by page', nuPages, (e) => `${e.key}: ${e.nu.length}\n    ${e.nu.slice(0, 3).join('\n    ')}`)
  list('Pages wider than a narrow window (they scroll sideways)', sideways, (e) =>
    `${e.key}: ${e.sideways.map((w) => `at ${w.width} px ${w.scrollWidth} px wide: ${w.wide.slice(0, 3).join('; ')}`).join('\n    ')}`)
  list(`Controls smaller than ${MIN_TARGET} × ${MIN_TARGET} px at ${TAP_WIDTH} px (scripts/test/tap-targets.mjs), on ${smallTargetPages.length} pages`, [...smallTargets.values()].sort((a, b) => b.pages.length - a.pages.length), (t) =>
    `${t.width} × ${t.height} px ${t.target} on ${t.pages.length} pages, e.g. ${t.pages[0]}`, 60)
  list('Pages not checked by axe (the browser failed)', unchecked, (e) => `${e.key}: ${e.error ?? 'no result'}`)
  const avg = (phase) => {
    const timed = pages.filter((p) => p.ms?.[phase] !== undefined)
    return Math.round(timed.reduce((a, p) => a + p.ms[phase], 0) / Math.max(1, timed.length))
  }
  out.push(`\nPer page, on average: fetch and measure ${avg('fetch')} ms, browser load ${avg('load')} ms, axe ${avg('axe')} ms, narrow widths ${avg('widths')} ms`)
  const failures = missingAssetPages.length + broken.length + sitemapNot200.length + overBudget.length + axePages.length + nuPages.length + sideways.length + smallTargetPages.length + unchecked.length
  const totalMs = Date.now() - started
  if (BROWSER_PER_KIND) out.push(`\naxe and Nu on ${browserPages.length} of ${pages.length} pages: the first ${BROWSER_PER_KIND} of each of ${browserKinds.size} kinds (CRAWL_BROWSER_PER_KIND) and ${extraPages.length} more, each carrying classes no page checked before it carries`)
  out.push(`\n${pages.length} pages checked in ${(totalMs / 1000).toFixed(0)} s (server start ${(serverMs / 1000).toFixed(0)} s, crawl + axe ${(crawlMs / 1000).toFixed(0)} s at ${CONCURRENCY} in parallel, Nu ${(vnuMs / 1000).toFixed(0)} s); ` +
    `${broken.length} broken, ${sitemapNot200.length} sitemap URLs not 200, ${Object.values(axeRules).reduce((a, r) => a + r.pages.length, 0)} axe violations on ${axePages.length} pages, ` +
    `${pages.reduce((a, p) => a + (p.nu?.length ?? 0), 0)} Nu errors on ${nuPages.length} pages, ${sideways.length} wider than a narrow window, ${smallTargets.size} controls too small to tap on ${smallTargetPages.length} pages, ${overBudget.length} over the JS budget`)

  writeFileSync(reportFile, JSON.stringify({
    baseURL, startedAt: new Date(started).toISOString(), seconds: Math.round(totalMs / 1000), serverSeconds: Math.round(serverMs / 1000), crawlSeconds: Math.round(crawlMs / 1000), nuSeconds: Math.round(vnuMs / 1000), concurrency: CONCURRENCY, queryVariantsPerPath: QUERY_VARIANTS_PER_PATH, browserPerKind: BROWSER_PER_KIND, browserPages: browserPages.length,
    counts: { pages: pages.length, files: files.length, redirects: redirects.length, addresses: all.length, sitemap: sitemap.length },
    skipped: { ...skipped, queryCapped: Object.fromEntries(skipped.queryCapped) },
    broken, sitemapNot200, sitemapOnly: sitemapOnly.map((e) => e.key), linkedNotInSitemap: linkedNotInSitemap.map((e) => e.key), redirects, overBudget: overBudget.map((e) => ({ page: e.key, firstLoadJsGzipKB: e.firstLoadJsGzipKB })),
    pageTypes: byType, axeRules,
    smallTargets: [...smallTargets.values()],
    pages: pages.map(({ key, pageType, status, htmlBytes, htmlKB, rscKB, firstLoadJsGzipKB, scripts, axe, nu, sideways, smallTargets, referrers, inSitemap, ms }) => ({ key, pageType, status, htmlBytes, htmlKB, rscKB, firstLoadJsGzipKB, scripts, axe, nu, sideways, smallTargets, referrers, inSitemap, ms })),
    files: files.map(({ key, status, contentType, referrers }) => ({ key, status, contentType, referrers })),
  }, null, 2))
  out.push(`JSON report: ${reportFile}`)
  console.log(out.join('\n'))
  exitCode = failures ? 1 : 0
} finally {
  await browser?.close()
  stop()
}
process.exit(exitCode)
