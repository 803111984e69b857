// `npm run screenshots`: one page of every page type of src/routes.ts, at 1280 and 390 px wide, for looking the site
// over at a glance, as JPEGs in docs/screenshots/: the first screen in English and German (<page type>-<width>.jpg,
// <page type>-<width>-de.jpg) and the whole page in English (<page type>-<width>-full.jpg, at most FULL_MAX_PX tall).
// The pages come from the running site through scripts/test/site-pages.mjs (the sitemap matched by
// src/routes.ts's own patterns), plus the types the sitemap leaves out (search, the share page, a tea's
// second address). Uses E2E_BASE_URL when set, otherwise serves a seeded build itself (scripts/test/e2e-server.mjs)
// on SCREENSHOTS_PORT (default 3291). Run through tsx (package.json) so the page types come from src/routes.ts.
import { chromium } from '@playwright/test'
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { pageTypes } from '../../src/routes.ts'
import { buildPath } from '../../src/lib/routing/pattern.ts'
import { chromiumLaunchOptions } from '../test/chromium.mjs'
import { pagePerType } from '../test/site-pages.mjs'
import { root } from '../runtime/env.mjs'
import { productionServer } from '../test/production-server.mjs'

const OUT = path.join(root, 'docs', 'screenshots')
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]
const QUALITY = 60
/** Whole pages are long: a lower quality, and cut at this height, keep the folder a few megabytes. */
const FULL_QUALITY = 40
const FULL_MAX_PX = 6000
/** What each page is shot as: the first screen per language, the whole page in English. */
const SHOTS = [
  { lang: 'en', full: false },
  { lang: 'de', full: false },
  { lang: 'en', full: true },
]
/** A necessary-only consent choice, so the cookie banner does not cover every shot. */
const CONSENT = encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false }))

/** One address per page type (the crawl's own choice), plus the share landing and a tea's format address. */
async function pagesByType(baseURL) {
  const pages = new Map((await pagePerType(baseURL)).map(({ name, path }) => [name, path]))
  pages.set('socialShare', `${pageTypes.socialShare.pattern}?u=${encodeURIComponent('/')}`)
  const product = pages.get('product')
  if (product) pages.set('productFormat', buildPath(pageTypes.productFormat.pattern, { slug: product.split('/').at(-1) }))
  const missing = Object.entries(pageTypes).filter(([name, type]) => !pages.has(name) && !type.testOnly).map(([name]) => name)
  return { pages, missing }
}

/** Scrolls down a screen at a time to `limit` px and back, so that lazy pictures start loading. */
async function walkDown(limit) {
  for (let y = 0; y < Math.min(limit, document.documentElement.scrollHeight); y += innerHeight) {
    scrollTo(0, y)
    await new Promise((resolve) => setTimeout(resolve, 120))
  }
  scrollTo(0, 0)
}

const { baseURL, stop } = await productionServer(process.env.SCREENSHOTS_PORT || '3291')
const browser = await chromium.launch(chromiumLaunchOptions)
let failed = false
try {
  const { pages, missing } = await pagesByType(baseURL)
  if (missing.length) console.warn(`No page found for: ${missing.join(', ')}`)
  mkdirSync(OUT, { recursive: true })
  // The last run's shots go (a page type may have been renamed); the README stays.
  for (const file of readdirSync(OUT)) if (file.endsWith('.jpg')) rmSync(path.join(OUT, file))
  for (const viewport of WIDTHS) {
    for (const shot of SHOTS) {
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1 })
      await context.addCookies([
        { name: 'policy', value: CONSENT, url: baseURL },
        ...(shot.lang === 'en' ? [] : [{ name: 'lang', value: shot.lang, url: baseURL }]),
      ])
      const page = await context.newPage()
      for (const [name, address] of pages) {
        // The share landing sends the browser on to the shared page: its first screen is all there is.
        if (shot.full && name === 'socialShare') continue
        const file = `${name}-${viewport.width}${shot.lang === 'en' ? '' : `-${shot.lang}`}${shot.full ? '-full' : ''}.jpg`
        try {
          await page.goto(address, { waitUntil: 'load' })
          // Lazy pictures load once near the view: walk down the page first when the whole of it is shot.
          if (shot.full) await page.evaluate(walkDown, FULL_MAX_PX)
          // Wait until the pictures in view (all of them, for a whole page) are drawn.
          await page
            .waitForFunction((full) => [...document.images].every((image) => image.complete || (!full && image.getBoundingClientRect().top > innerHeight)), shot.full, { timeout: 10_000 })
            .catch(() => {})
          const height = shot.full ? Math.min(FULL_MAX_PX, await page.evaluate(() => document.documentElement.scrollHeight)) : viewport.height
          await page.screenshot({
            path: path.join(OUT, file),
            type: 'jpeg',
            quality: shot.full ? FULL_QUALITY : QUALITY,
            animations: 'disabled',
            ...(shot.full ? { fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height } } : {}),
          })
        } catch (error) {
          failed = true
          console.error(`${file} (${address}): ${error.message}`)
        }
      }
      await context.close()
    }
  }
  const files = readdirSync(OUT).filter((file) => file.endsWith('.jpg'))
  const bytes = files.reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0)
  console.log(`${files.length} screenshots of ${pages.size} page types in ${path.relative(root, OUT)} (${(bytes / 1024 / 1024).toFixed(1)} MB)`)
} finally {
  await browser.close()
  stop()
}
process.exit(failed ? 1 : 0)
