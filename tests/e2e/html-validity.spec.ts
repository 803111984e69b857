import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { pageTypes } from '../../scripts/test/budgets-measure.mjs'

/** The Nu HTML checker's jar (npm package vnu-jar); Java comes from scripts/test/ensure-java.sh. */
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

/**
 * Errors that come from Next.js's own markup, which no component of ours writes. Each entry says why.
 * (Keep this list short: anything our components emit is fixed at the source, not filtered.)
 */
const NEXT_JS_ERRORS: { pattern: RegExp; why: string }[] = []

test('the raw server HTML of every page type has no Nu HTML checker errors', async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-vnu-'))
  const files = new Map<string, string>()
  // Every page type (the budgets' list), plus the other variants of the home page: their copy differs.
  const pages: [name: string, path: string, cookie?: string][] = [
    ...Object.entries(pageTypes),
    ['home (lang=de)', '/', 'lang=de'],
    ['home (country=LK)', '/', 'country=LK'],
    ['tea gardens list', '/dalumara-family/our-tea-garden'],
    ['tea garden', '/dalumara-family/our-tea-garden/kirikanda'],
    ['testimonials', '/dalumara-family/testimonials'],
    ['podcasts', '/all-about-tea/dalumara-podcasts'],
    ['podcast episode', '/all-about-tea/dalumara-podcasts/from-the-estate/what-the-monsoon-does'],
    ['brewing guide', '/all-about-tea/how-to-brew-a-perfect-cup-of-tea'],
    ['e-learning', '/all-about-tea/school-of-tea-e-learning'],
    ['e-books list', '/all-about-tea/tea-inspired-e-books'],
    ['e-book', '/all-about-tea/tea-inspired-e-books/the-tasters-notebook'],
    ['gift of teas list', '/our-products/gift-of-teas'],
    ['teawares list', '/our-products/gift-of-teas/teawares'],
    ['gift of tea (a pack without a shop)', '/our-products/gift-of-teas/estate-reserve-tin'],
    ['tea accessories list', '/our-products/tea-accessories'],
    ['tea accessories list, filtered', '/our-products/tea-accessories?material=glass&category=caddies-and-storage'],
    ['tea accessory', '/our-products/tea-accessories/airtight-tea-caddy'],
    ['recipe', '/our-products/recipes/iced-lemon-black-tea'],
    ['range family sub-page (map and list)', '/our-products/our-teas/tea-ranges/dalumara-watte-boutique-tea/regions'],
    ['range family sub-page (product list)', '/our-products/our-teas/tea-ranges/t-series-designer-gourmet-tea/seasonal-flush'],
    ['seasonal flush tea', '/our-products/our-teas/tea-ranges/t-series-designer-gourmet-tea/seasonal-flush/uva-seasonal-flush'],
    ['tea ranges list', '/our-products/our-teas/tea-ranges'],
    ['tea range', '/our-products/our-teas/tea-ranges/premium-ceylon-tea'],
    ['tea range, page 2', '/our-products/our-teas/tea-ranges/premium-ceylon-tea?page=2'],
    ['tea (product details)', '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend'],
    ['tea (format address)', '/our-products/product-details-tea-format/premium-ceylon-dimbula-blend'],
    ['tea (country=LK)', '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend', 'country=LK'],
    ['ingredient', '/our-products/our-teas/tea-ranges/dalumara-natural-infusions/our-ingredients/orange-peel'],
    ['tea formats list', '/our-products/our-teas/tea-formats'],
    ['tea types list, filtered', '/our-products/our-teas/tea-types?format=tea-bags&page=2'],
    ['tea by flavour list', '/our-products/our-teas/tea-by-flavour'],
    ['tea by mood list', '/our-products/our-teas/tea-by-mood'],
    ['tea format', '/our-products/our-teas/tea-formats/loose-leaf'],
    ['tea type, filtered', '/our-products/our-teas/tea-types/black-tea?mood=comforting&flavour=malty'],
    ['tea flavour', '/our-products/our-teas/tea-by-flavour/citrus'],
    ['tea mood', '/our-products/our-teas/tea-by-mood/relaxing'],
    ['news list', '/media/news'],
    ['news list, filtered', '/media/news?year=2025&month=4'],
    ['news story', '/media/news/plastic-free-tea-bags'],
    ['events list', '/media/events'],
    ['event', '/media/events/colombo-tea-festival'],
    ['press list, filtered', '/media/dalumara-in-press?category=interviews'],
    ['press item', '/media/dalumara-in-press/release-germany-launch'],
    ['tea blog list', '/media/dalumara-tea-blog'],
    ['tea blog list, filtered', '/media/dalumara-tea-blog?category=tea-at-the-table&year=2026'],
    ['tea blog post', '/media/dalumara-tea-blog/soft-water-hard-water'],
    ['blog landing', '/blog'],
    ['tea journal', '/tea-jornal'],
    ['tea inspired gallery item', '/tea-inspired/mediaphotographers/anjali-wijeratne'],
    ['tea inspired commemorative teas', '/tea-inspired/tea-inspired-commemorative-teas'],
    ['tea inspired video wishes', '/tea-inspired/tea-inspired-video-wishes'],
    ['letters archive', '/tea-inspired/letters-to-mr-dalumara'],
    ['letters tea inspired', '/tea-inspired/tea-inspired-letters-to-mr-dalumara'],
    ['tea inspiration books', '/tea-inspired/tea-inspiration-books'],
  ]
  for (const [type, pagePath, cookie] of pages) {
    const response = await request.get(pagePath, { headers: cookie ? { cookie } : {} })
    const file = path.join(dir, `${type.replace(/\W+/g, '-')}.html`)
    writeFileSync(file, await response.text())
    files.set(`file:${file}`, type)
  }
  // One Java start for all pages: the checker takes a list of files.
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java runs (scripts/test/ensure-java.sh installs it)').toBeUndefined()
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !NEXT_JS_ERRORS.some((f) => f.pattern.test(m.message)))
    .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}  [${(m.extract ?? '').replace(/\s+/g, ' ').trim()}]`)
  // Every page was read and parsed (a file the checker cannot read is a non-document error, not an error).
  expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([])
  expect(errors).toEqual([])
})
