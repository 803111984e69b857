import { expect, test, type APIRequestContext, type Page } from './support/test'
import { de } from '@/i18n/de'
import { en } from '@/i18n/en'
import { matchPageType } from '@/lib/routing/match'
import { pageTypes, type PageType, type PageTypeName } from '@/routes'
import { brandName } from '@/site.config'
import { measureWidths, NARROW_WIDTHS } from '../../scripts/test/sideways-scroll.mjs'

/**
 * One page of every page type of src/routes.ts (the first the sitemap lists; a type the sitemap
 * leaves out but whose pattern is a plain path, such as search, at that path), in German: its menu,
 * sub-navigation, footer and breadcrumb words are German (compared with the same page's English HTML,
 * read as the server sends it), each breadcrumb level reads the title of the page it links to, and at
 * 320, 390 and 768 px nothing makes the page scroll sideways. The English pages' widths are checked by
 * the whole-site crawl (scripts/test/crawl.mjs), which loads one page of each kind in the browser anyway.
 */

/** Labels that are the same in German and English (loanwords, names), so a German label may equal its English one. */
const SAME_IN_BOTH = new Set(['Newsletter', 'Online', 'Videos', 'Audio', 'Podcasts', 'Inspiration', 'English', 'Deutsch', 'Sri Lanka', `${brandName} Online`])

/** A label of names and figures only (the brand's logo link, "© 2026 Dalumara"): nothing to translate. */
const isName = (label: string) => !/\p{L}/u.test(label.replaceAll(brandName, ''))

const LABELLED = ':is(a, button, h2, h3, h4, summary, p, label, nav)'
const BREADCRUMB = `nav:is([aria-label="${en.breadcrumb.label}"], [aria-label="${de.breadcrumb.label}"])`
/**
 * The chrome's labelled elements, each read in document order (a closed accordion's words too). A linked
 * breadcrumb level is checked against its page's title instead (a name may be the same in both
 * languages); Home and the levels with no page of their own must be German words.
 */
const REGIONS = {
  header: `body > header ${LABELLED}`,
  subNavigation: `[data-sub-nav], [data-sub-nav] ${LABELLED}`,
  footer: `body footer ${LABELLED}`,
  breadcrumb: `${BREADCRUMB}, ${BREADCRUMB} li:first-child a, ${BREADCRUMB} a[aria-disabled]`,
} as const
type Region = keyof typeof REGIONS
type Labels = Record<Region, string[]>

const types = (Object.entries(pageTypes) as [PageTypeName, PageType][]).filter(([, type]) => !type.testOnly && !type.alternate)

let sitemapPaths: Promise<string[]> | undefined
function sitemap(request: APIRequestContext): Promise<string[]> {
  sitemapPaths ??= request.get('/sitemap.xml').then(async (res) => {
    expect(res.ok()).toBe(true)
    return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  })
  return sitemapPaths
}

async function pathOf(name: PageTypeName, request: APIRequestContext): Promise<string | undefined> {
  const listed = (await sitemap(request)).find((path) => matchPageType(decodeURIComponent(path))?.name === name)
  if (listed) return listed
  const pattern: string = pageTypes[name].pattern
  return /[:*]/.test(pattern) ? undefined : pattern
}

/**
 * The labels of each region: a landmark's name, or an element's full label or text. Read from the page
 * shown, or from `html` (a page as the server sent it) parsed beside it.
 */
function readLabels(page: Page, html?: string): Promise<Labels> {
  return page.evaluate(({ regions, html }) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
    // A postal address, a phone number or an e-mail address reads the same in every language; its link to a page does not.
    const isAddress = (el: Element) => Boolean(el.closest('address')) && !el.matches('a[href^="/"]')
    const texts = (selector: string) =>
      [...doc.querySelectorAll(selector)]
        .filter((el) => !isAddress(el))
        .map((el) => (el.matches('nav') ? el.getAttribute('aria-label') : el.getAttribute('title') || el.textContent) ?? '')
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .filter((text) => /\p{L}/u.test(text))
    return Object.fromEntries(Object.entries(regions).map(([region, selector]) => [region, texts(selector)])) as Labels
  }, { regions: REGIONS, html })
}

/** At each narrow width, the document is no wider than the window; the message names what sticks out. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  for (const { width, scrollWidth, innerWidth, wide } of await measureWidths(page)) {
    expect.soft(scrollWidth, `${label} at ${width} px is ${scrollWidth} px wide: ${wide.join('; ')}`).toBeLessThanOrEqual(innerWidth)
  }
}

/** Each linked breadcrumb level reads the title (h1) of the page it links to, in the page's language. */
async function expectBreadcrumbTitles(page: Page, label: string) {
  const levels = await page.evaluate(async (breadcrumb) => {
    const links = [...document.querySelectorAll(`${breadcrumb} a[href]`)].slice(1)
    return Promise.all(
      links.map(async (link) => {
        const href = link.getAttribute('href')!
        const own = link.getAttribute('aria-current') === 'page'
        const html = own ? document.documentElement.outerHTML : await (await fetch(href)).text()
        const h1 = new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')
        const shown = link.getAttribute('title') || link.textContent || ''
        return { href, shown: shown.trim(), title: (h1?.textContent ?? '').replace(/\s+/g, ' ').trim() }
      }),
    )
  }, BREADCRUMB)
  for (const level of levels) expect.soft(level.shown, `${label}: the breadcrumb level ${level.href}`).toBe(level.title)
}

/** The German page in the browser: its labels once hydrated, its breadcrumb titles and its widths. */
async function visitGerman(page: Page, path: string) {
  await page.setViewportSize({ width: NARROW_WIDTHS[0]!, height: 800 })
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(response?.status(), `${path} (de)`).toBeLessThan(400)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('body > header')).toHaveAttribute('data-hydrated', 'true')
  const labels = await readLabels(page)
  await expectBreadcrumbTitles(page, `${path} (de)`)
  await expectNoSidewaysScroll(page, `${path} (de)`)
  return labels
}

/** The English page as the server sends it (no language cookie), its labels read beside the German page. */
async function englishLabels(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), `${path} (en)`).toBeLessThan(400)
  const html = await response.text()
  expect(html, `${path} (en) is English`).toMatch(/<html[^>]* lang="en"/)
  return readLabels(page, html)
}

/** The desktop mega-menu's panels are rendered only while open: each is opened in turn and its labels read. */
async function readMenuPanels(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(path)
  await expect(page.locator('body > header')).toHaveAttribute('data-hydrated', 'true')
  const triggers = page.locator('body > header nav[aria-label] > ul > li > button[aria-expanded]')
  const labels: string[] = []
  const count = await triggers.count()
  expect(count, `${path}: the mega-menu has triggers`).toBeGreaterThan(3)
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i)
    await trigger.click()
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    // The panels' links are fetched when the menu is first about to open.
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    for (const text of await panel.locator(LABELLED).allTextContents()) if (/\p{L}/u.test(text)) labels.push(text.replace(/\s+/g, ' ').trim())
    await trigger.click()
  }
  return labels
}

test('the mega-menu panels read German in German', async ({ page, context, baseURL }) => {
  const english = await readMenuPanels(page, '/')
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
  const german = await readMenuPanels(page, '/')
  expect(german.length).toBe(english.length)
  expect(german.length).toBeGreaterThan(20)
  const untranslated = german.filter((label, i) => label === english[i] && !SAME_IN_BOTH.has(label) && !isName(label))
  expect(untranslated).toEqual([])
})

test.describe('German chrome and page widths, one page of every page type', () => {
  for (const [name] of types) {
    test(name, async ({ page, context, request, baseURL }) => {
      const path = await pathOf(name, request)
      expect(path, `the sitemap lists a page of type ${name}`).toBeTruthy()
      await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
      const german = await visitGerman(page, path!)
      const english = await englishLabels(page, request, path!)

      for (const region of Object.keys(REGIONS) as Region[]) {
        // The same page in both languages has the same furniture: the labels pair up one to one.
        expect.soft(german[region].length, `${path}: the ${region} has as many labels in German as in English`).toBe(english[region].length)
        const untranslated = german[region].filter((label, i) => label === english[region][i] && !SAME_IN_BOTH.has(label) && !isName(label))
        expect.soft(untranslated, `${path}: ${region} labels still in English`).toEqual([])
      }
    })
  }
})
