import { expect, test, type Page } from './support/test'
import { routes, SUB_NAV_SECTIONS } from '@/routes'
import { configuredUrls, publishedPages, segmentCount } from './header.helpers'
import { languageGroup, switcherButton } from './markets.helpers'
import { expectNoAxeViolations } from './support/axe'

/** The home page always exists (even unseeded), and shows the whole shell. */
const SHELL_PATH = routes.home

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const trigger = (page: Page, name: string) => mainNav(page).getByRole('button', { name, exact: true })
/** A trigger's panel: rendered beside it only while open (and then named by the trigger's aria-controls). */
const panelOf = async (page: Page, name: string) => trigger(page, name).locator('xpath=following-sibling::div[1]')
const banner = (page: Page) => page.getByRole('banner')

/** Opens a path and waits until the header's client components have hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(banner(page)).toHaveAttribute('data-hydrated', 'true')
}

test.describe('desktop header', () => {
  test('top bar links go to their routes; the shop opens in a new tab, or is absent when unset', async ({ page, request }) => {
    await open(page, SHELL_PATH)
    const header = banner(page)
    await expect(header.getByRole('link', { name: 'Online', exact: true })).toHaveAttribute('href', routes.online)
    await expect(header.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', routes.careersMenu)
    await expect(header.getByRole('link', { name: 'Media', exact: true })).toHaveAttribute('href', routes.media.root)
    await expect(header.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', routes.contact)

    const { shopUrl } = await configuredUrls(request)
    const shop = header.getByRole('link', { name: /^Shop online/ })
    if (shopUrl) {
      await expect(shop).toHaveAttribute('href', shopUrl)
      await expect(shop).toHaveAttribute('target', '_blank')
      await expect(shop).toHaveAttribute('rel', /\bnoopener\b/)
    } else {
      await expect(shop).toHaveCount(0)
    }

    // The brand mark links home and is named after the brand.
    await expect(header.getByRole('link', { name: /Dalumara/ })).toHaveAttribute('href', '/')

    // "Careers" uses the old spelling and lands on the careers page.
    const careers = await request.get(routes.careersMenu, { maxRedirects: 0 })
    expect(careers.status()).toBe(308)
    expect(careers.headers()['location']).toContain(routes.careers)
  })

  test('the Main navigation has the six mega-menu triggers', async ({ page }) => {
    await open(page, SHELL_PATH)
    const names = await mainNav(page).getByRole('button').allTextContents()
    expect(names.map((n) => n.trim())).toEqual(['Family', 'Our products', 'All about tea', 'Our purpose', 'Tea Inspired', 'Media'])
  })

  test('a panel opens on hover and closes when the pointer leaves', async ({ page }) => {
    await open(page, SHELL_PATH)
    const products = trigger(page, 'Our products')
    const panel = await panelOf(page, 'Our products')
    await expect(panel).toBeHidden()

    await products.hover()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    for (const [label, href] of [
      ['Tea ranges', routes.products.ranges],
      ['Tea formats', routes.products.formats()],
      ['Tea types', routes.products.types()],
      ['Gift of teas', routes.products.giftOfTeas()],
      ['Tea accessories', routes.products.accessories()],
    ]) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }

    // Moving into the panel keeps it open; moving to another trigger switches panels.
    await panel.getByRole('link', { name: 'Tea types', exact: true }).hover()
    await expect(panel).toBeVisible()
    await trigger(page, 'Media').hover()
    await expect(panel).toBeHidden()
    const media = await panelOf(page, 'Media')
    await expect(media).toBeVisible()
    for (const [label, href] of [
      ['Media', routes.media.root],
      ['News', routes.media.news()],
      ['Events', routes.media.events()],
      ['Videos', routes.media.videos],
      ['Images', routes.media.images()],
    ]) {
      await expect(media.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }

    // Leaving the header closes it.
    await page.mouse.move(640, 700)
    await expect(media).toBeHidden()
    await expect(trigger(page, 'Media')).toHaveAttribute('aria-expanded', 'false')
  })

  test('keyboard: Tab to a trigger, Enter opens, Space toggles, Escape closes and returns focus', async ({ page }) => {
    await open(page, SHELL_PATH)
    const family = trigger(page, 'Family')
    const panel = await panelOf(page, 'Family')

    // Tab from the top of the page until the first trigger has focus.
    let reached = false
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await family.evaluate((el) => el === document.activeElement)
    }
    expect(reached).toBe(true)

    await expect(panel).toHaveCount(0)
    await expect(family).not.toHaveAttribute('aria-controls')
    await page.keyboard.press('Enter')
    await expect(family).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(family).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? 'no id')

    // Focus moves into the open panel; Escape from there closes it and focuses the trigger.
    await page.keyboard.press('Tab')
    await expect(panel.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(family).toBeFocused()
    await expect(family).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Space')
    await expect(panel).toBeHidden()

    // Tabbing out of an open item closes its panel.
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // The panel's links arrive with the menus' fetch (started as focus reached the menu); count them once it has.
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    const links = await panel.getByRole('link').count()
    for (let i = 0; i < links + 1; i++) await page.keyboard.press('Tab')
    await expect(trigger(page, 'Our products')).toBeFocused()
    await expect(panel).toBeHidden()
  })

  test('the header takes its scrolled style after 100 px, without moving the page', async ({ page }) => {
    await open(page, SHELL_PATH)
    await page.evaluate(() => (document.body.style.minHeight = '4000px'))
    const header = banner(page)
    const mainTop = async () => page.locator('#main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const before = await mainTop()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow)
    expect(await shadow()).toBe('none')

    await page.evaluate(() => window.scrollTo(0, 90))
    await page.waitForTimeout(150)
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 160))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(shadow).not.toBe('none')
    // The top bar slides away (a transform), and the content below does not move.
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(-40)
    expect(await mainTop()).toBe(before)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('header search ignores an empty keyword and otherwise opens the results', async ({ page }) => {
    await open(page, SHELL_PATH)
    const search = banner(page).getByRole('search')
    const box = search.getByRole('searchbox', { name: 'Search keyword' })

    await box.fill('   ')
    await box.press('Enter')
    await search.getByRole('button', { name: 'Search' }).click()
    await page.waitForTimeout(500)
    expect(new URL(page.url()).pathname).toBe(SHELL_PATH)

    await box.fill('ceylon green tea')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === routes.search)
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('ceylon green tea')
  })

  test('the market and language switcher sets its cookies and re-renders the page in that variant', async ({ page, context }) => {
    await open(page, SHELL_PATH)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const header = banner(page)
    const country = switcherButton(header)

    await languageGroup(header).getByRole('button', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')

    await country.click()
    await header.getByRole('button', { name: 'Deutschland' }).click()
    await expect(country).toHaveAccessibleName('Land: Deutschland')
    await expect(country.locator('img')).toHaveAttribute('src', '/flags/de.svg')

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    expect(cookies.lang?.value).toBe('de')
    expect(cookies.country?.value).toBe('DE')
    expect(cookies.lang?.path).toBe('/')
    expect(cookies.lang?.sameSite).toBe('Lax')
    const days = ((cookies.country?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(360)

    // The choice is kept: a fresh load serves the same variant.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(country).toHaveAccessibleName('Land: Deutschland')

    await country.click()
    await header.getByRole('button', { name: 'Weltweit' }).click()
    await languageGroup(header).getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the breadcrumb follows the rules on a real content page', async ({ page, request }) => {
    const pages = await publishedPages(request)
    const paths = new Set(pages.map((p) => p.path))
    // A page whose every level above is a page too (a level without one is shown disabled: next test).
    const ancestors = (path: string) => {
      const segments = path.split('/').filter(Boolean)
      return segments.slice(1).map((_, i) => '/' + segments.slice(0, i + 1).join('/'))
    }
    const short = pages.find((p) => segmentCount(p.path) >= 2 && segmentCount(p.path) < 6 && ancestors(p.path).every((a) => paths.has(a)))
    expect(short, 'the seed has a content page two to five segments deep below pages').toBeTruthy()
    await open(page, short!.path)

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    const segments = short!.path.split('/').filter(Boolean)
    await expect(crumbs).toHaveCount(segments.length + 1)
    await expect(crumbs.first().getByRole('link')).toHaveText('Home')
    await expect(crumbs.first().getByRole('link')).toHaveAttribute('href', '/')
    for (let i = 0; i < segments.length - 1; i++) {
      const link = crumbs.nth(i + 1).getByRole('link')
      // Each level above reads its own page's title, not its address segment.
      const ancestor = '/' + segments.slice(0, i + 1).join('/')
      await expect(link).toHaveText(pages.find((p) => p.path === ancestor)!.title)
      await expect(link).toHaveAttribute('href', '/' + segments.slice(0, i + 1).join('/'))
      await expect(link).not.toHaveAttribute('aria-current', /.*/)
    }
    const last = crumbs.last().getByRole('link')
    await expect(last).toHaveText(short!.title)
    await expect(last).toHaveAttribute('aria-current', 'page')
  })

  test('a breadcrumb level without a page of its own is shown disabled, not linked to a 404', async ({ page }) => {
    // A recipe lives under /our-products/recipes, which is a folder, not a page.
    const path = routes.products.recipe('iced-lemon-black-tea')
    expect((await page.request.get(routes.products.recipes)).status()).toBe(404)
    await open(page, path)
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
    const folder = nav.getByRole('link', { name: 'Recipes', exact: true })
    await expect(folder).toHaveAttribute('aria-disabled', 'true')
    await expect(folder).not.toHaveAttribute('href', /.*/)
    await expect(nav.getByRole('link', { name: 'Our products', exact: true })).toHaveAttribute('href', routes.products.root)
  })

  test('a long breadcrumb collapses levels 2 to 4 and names later items whole', async ({ page, request }) => {
    const pages = await publishedPages(request)
    const long = pages.find((p) => segmentCount(p.path) >= 6)
    expect(long, 'the seed has a content page six or more segments deep (src/seed/content/deep.ts)').toBeTruthy()
    await open(page, long!.path)
    const segments = long!.path.split('/').filter(Boolean)
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
    const crumbs = nav.getByRole('listitem')
    // Home, level 1, the ellipsis, then levels 5 onwards.
    await expect(crumbs).toHaveCount(3 + segments.length - 4)
    await expect(crumbs.nth(1).getByRole('link')).toHaveText(pages.find((p) => p.path === `/${segments[0]}`)!.title)
    const ellipsis = crumbs.nth(2).getByRole('link')
    await expect(ellipsis).toHaveText('…')
    await expect(ellipsis).toHaveAttribute('aria-disabled', 'true')
    await expect(ellipsis).not.toHaveAttribute('href', /.*/)
    // Names are never cut (a long trail wraps instead): the last is the page's whole title.
    await expect(crumbs.last().getByRole('link')).toHaveText(long!.title)
    await expect(crumbs.last().getByRole('link')).toHaveAttribute('aria-current', 'page')

    // The disabled ellipsis passes axe too.
    await expectNoAxeViolations(page, { include: 'nav[aria-label="Breadcrumb"]' })
  })

  test('the sub-navigation strip shows on Family, All About Tea and Our Purpose pages only', async ({ page, request }) => {
    const pages = await publishedPages(request)
    const inSubNav = pages.find((p) => SUB_NAV_SECTIONS.some((s) => p.path.startsWith(s + '/')))
    expect(inSubNav, 'the seed has a content page inside a sub-navigation section').toBeTruthy()
    await page.goto(inSubNav!.path)
    const strip = page.getByRole('navigation', { name: / pages$/ })
    await expect(strip).toHaveCount(1)
    await expect(strip.locator('[aria-current="page"]')).toHaveAttribute('href', inSubNav!.path)

    const elsewhere = pages.find((p) => !SUB_NAV_SECTIONS.some((s) => p.path === s || p.path.startsWith(s + '/')))
    if (elsewhere) {
      await page.goto(elsewhere.path)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: / pages$/ })).toHaveCount(0)
    }
  })

  test('axe finds no violations with a mega-menu open', async ({ page, request }) => {
    const pages = await publishedPages(request)
    await open(page, pages[0]?.path ?? SHELL_PATH)
    await trigger(page, 'Tea Inspired').hover()
    await expect(await panelOf(page, 'Tea Inspired')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
