// Measures page weight on a running production server: first-load JavaScript (gzip) and the raw HTML's
// parts. Shared by `npm run budgets` (scripts/test/budgets.mjs) and the browser suite (tests/e2e/budgets.spec.ts).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chunksLoadedAfterLoad } from '../../src/lib/cache/chunks-after-load.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
export const budgetFile = path.join(here, 'budgets.json')

/** The page types every budget is kept for: one representative URL each. */
export const pageTypes = {
  home: '/',
  content: '/all-about-tea/tea-and-health',
  deepContent: '/our-products/our-teas/tea-ranges/single-estate/uva-highlands-bopf/tasting-notes',
  search: '/global-search-results?keyword=tea',
  notFound: '/this/path/does-not-exist',
}

export const loadBudgets = () => JSON.parse(readFileSync(budgetFile, 'utf8'))

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const bytes = (text) => Buffer.byteLength(text, 'utf8')

/** The inline scripts that carry the RSC payload (`self.__next_f.push(…)`), as Next.js writes them. */
const RSC_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g
/** An element from its first opening tag to its last closing tag (the shell holds one of each). */
const element = (html, tag) => html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*</${tag}>`))?.[0] ?? ''

/** Splits raw HTML into what the page weighs: total, RSC payload, visible markup, shell, header, footer. */
export function htmlParts(html) {
  const scripts = html.match(RSC_SCRIPT) ?? []
  const rsc = scripts.reduce((sum, s) => sum + bytes(s), 0)
  const visibleHtml = html.replace(RSC_SCRIPT, '')
  const main = element(visibleHtml, 'main')
  return {
    htmlKB: kb(bytes(html)),
    rscKB: kb(rsc),
    visibleKB: kb(bytes(visibleHtml)),
    // Everything but the page's own content: the visible markup outside <main>.
    shellKB: kb(bytes(visibleHtml) - bytes(main)),
    headerKB: kb(bytes(element(visibleHtml, 'header'))),
    footerKB: kb(bytes(element(visibleHtml, 'footer'))),
    hasMain: main !== '',
  }
}

/**
 * The chunks a first visit loads: every external `<script src>` (module-less fallbacks excluded), and on a cached
 * page the scripts its loader adds after the load event (src/lib/cache/chunks-after-load.mjs).
 */
export function scriptSources(html) {
  const sources = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue
    sources.add(tag.match(/\bsrc="([^"]+)"/)[1].replace(/&amp;/g, '&'))
  }
  for (const src of chunksLoadedAfterLoad(html).scripts) sources.add(src)
  return [...sources]
}

/** The gzip size of a script chunk, fetched once per address and shared between the pages that load it. */
export function chunkGzipSizer(baseURL) {
  const chunkGzip = new Map()
  return async (src) => {
    const address = new URL(src, baseURL).toString()
    if (!chunkGzip.has(address)) {
      chunkGzip.set(address, (async () => {
        const response = await fetch(address)
        if (!response.ok) throw new Error(`${address} answered ${response.status}`)
        return gzipSync(Buffer.from(await response.arrayBuffer())).length
      })())
    }
    return chunkGzip.get(address)
  }
}

/** First-load JavaScript of a page's raw HTML: its script chunks, and their gzip total in KB. */
export async function firstLoadJs(html, gzipOf) {
  const sources = scriptSources(html)
  const js = (await Promise.all(sources.map(gzipOf))).reduce((a, b) => a + b, 0)
  return { scripts: sources.length, firstLoadJsGzipKB: kb(js) }
}

/** Measures every page type on `baseURL`; chunk sizes are fetched once and shared between pages. */
export async function measure(baseURL, types = pageTypes) {
  const gzipOf = chunkGzipSizer(baseURL)
  const results = {}
  for (const [type, pagePath] of Object.entries(types)) {
    const response = await fetch(new URL(pagePath, baseURL))
    const html = await response.text()
    results[type] = { path: pagePath, status: response.status, ...(await firstLoadJs(html, gzipOf)), ...htmlParts(html) }
  }
  return results
}

/**
 * Compares measurements with the budget file. Returns { failures, notes }: the JavaScript budget is
 * always enforced; the page-weight budgets only when `pageWeight.enforce` is true (until then a miss
 * is a note, printed but not failing).
 */
export function check(results, budgets = loadBudgets()) {
  const failures = []
  const notes = []
  for (const [type, limit] of Object.entries(budgets.firstLoadJsGzipKB)) {
    const r = results[type]
    if (!r) failures.push(`${type}: no measurement`)
    else if (r.firstLoadJsGzipKB > limit) failures.push(`${type}: first-load JS ${r.firstLoadJsGzipKB} KB gzip > budget ${limit} KB`)
  }
  const weight = budgets.pageWeight
  const misses = []
  const { content, home } = results
  if (content && content.shellKB > weight.contentShellKB) misses.push(`content: shell (HTML outside <main>) ${content.shellKB} KB > ${weight.contentShellKB} KB`)
  if (home && home.visibleKB > weight.homeVisibleHtmlKB) misses.push(`home: visible HTML ${home.visibleKB} KB > ${weight.homeVisibleHtmlKB} KB`)
  for (const [type, limit] of Object.entries(weight.htmlKB ?? {})) {
    const r = results[type]
    if (r && r.htmlKB > limit) misses.push(`${type}: raw HTML ${r.htmlKB} KB (visible ${r.visibleKB} + RSC ${r.rscKB}) > ${limit} KB`)
  }
  if (weight.rscAtMostVisibleHtml) {
    for (const [type, r] of Object.entries(results)) {
      // Next's fixed bootstrap (~3 KB) outweighs a tiny page (the 404) whatever it shows: the rule is for real pages.
      if (r.visibleKB >= weight.rscRuleFromVisibleKB && r.rscKB > r.visibleKB) misses.push(`${type}: inline RSC payload ${r.rscKB} KB > visible HTML ${r.visibleKB} KB`)
    }
  }
  if (content && !content.hasMain) failures.push('content: no <main> element in the server HTML')
  ;(weight.enforce ? failures : notes).push(...misses)
  return { failures, notes }
}

/** One line per page type, for logs. */
export function report(results) {
  const rows = Object.entries(results).map(([type, r]) =>
    [type.padEnd(12), String(r.status).padEnd(4), `JS ${r.firstLoadJsGzipKB} KB gz (${r.scripts} chunks)`.padEnd(28),
      `HTML ${r.htmlKB} KB = visible ${r.visibleKB} + RSC ${r.rscKB}`.padEnd(42),
      `shell ${r.shellKB} KB (header ${r.headerKB}, footer ${r.footerKB})`].join(' '))
  return ['page type    code first-load JavaScript        raw HTML (KB = 1024 bytes)                 outside <main>', ...rows].join('\n')
}
