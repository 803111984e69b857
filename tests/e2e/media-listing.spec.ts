import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The media listings (src/components/listing) on the news, events and press pages, and the item
 * pages they lead to (seed: src/seed/media-items/: 31 news stories, 11 in 2025; 12 events; 20 press
 * items, 6 of them press releases). Filters apply 500 ms after a change, each view is a history
 * entry (Back restores it), and without JavaScript the filters are a GET form.
 */
const news = routes.media.news()
const press = routes.media.inPress()
const NEWS_API = '/dmc-apis/news'

const listing = (page: Page, name: string) => page.locator(`[data-listing="${name}"]`)
const cards = (page: Page, name: string) => listing(page, name).locator('ul li').filter({ has: page.locator('a h2, a h3') })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const pageLink = (page: Page, n: number) => pagination(page).getByRole('link', { name: `Page ${n}`, exact: true })
const count = (page: Page, name: string) => listing(page, name).getByRole('status')
const currentSlide = (page: Page) => page.getByRole('dialog').locator('.yarl__slide_current img')

function apiRequests(page: Page, api: string) {
  const seen: URL[] = []
  page.on('request', (request) => {
    if (request.url().includes(api)) seen.push(new URL(request.url()))
  })
  return seen
}

async function openInteractive(page: Page, address: string, name: string) {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(listing(page, name)).toHaveAttribute('data-interactive', 'true')
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('the news listing', () => {
  test('filters and pages with the view in the address, and Back and Forward restore each view', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
    const requests = apiRequests(page, NEWS_API)
    await openInteractive(page, news, 'news')
    await expect(count(page, 'news')).toHaveText('31 news items')
    await expect(cards(page, 'news')).toHaveCount(9)
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page')

    // Two changes within 500 ms make one request, for both. The page's clock stands still between
    // them, so a slow machine cannot stretch the gap past the wait.
    await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))
    await page.getByLabel(/^Year/).selectOption('2025')
    await page.getByLabel(/^Topic/).selectOption('company')
    await expect(page).toHaveURL(`${news}?year=2025&subCategory=company`)
    await page.clock.runFor(500)
    await page.clock.resume()
    await expect(count(page, 'news')).toHaveText('2 news items')
    expect(requests.map((r) => r.searchParams.get('subCategory'))).toEqual(['company'])
    expect(requests[0]!.searchParams.get('year')).toBe('2025')

    await page.getByLabel(/^Topic/).selectOption('')
    await expect(page).toHaveURL(`${news}?year=2025`)
    await expect(count(page, 'news')).toHaveText('11 news items')
    await pageLink(page, 2).click()
    await expect(page).toHaveURL(`${news}?year=2025&page=2`)
    await expect(cards(page, 'news')).toHaveCount(2)
    await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page')
    await expect(cards(page, 'news').last()).toContainText('The Uva quality season begins')

    await page.goBack()
    await expect(page).toHaveURL(`${news}?year=2025`)
    await expect(cards(page, 'news')).toHaveCount(9)
    await expect(pageLink(page, 1)).toHaveAttribute('aria-current', 'page')
    await expect(page.getByLabel(/^Year/)).toHaveValue('2025')

    await page.goBack()
    await expect(page).toHaveURL(`${news}?year=2025&subCategory=company`)
    await expect(count(page, 'news')).toHaveText('2 news items')
    await expect(page.getByLabel(/^Topic/)).toHaveValue('company')

    await page.goBack()
    await expect(page).toHaveURL(news)
    await expect(count(page, 'news')).toHaveText('31 news items')
    await expect(page.getByLabel(/^Year/)).toHaveValue('')

    await page.goForward()
    await expect(page).toHaveURL(`${news}?year=2025&subCategory=company`)
    await expect(count(page, 'news')).toHaveText('2 news items')
  })

  test('a shared filtered address shows its view, and a card leads to the story', async ({ page }) => {
    await openInteractive(page, `${news}?year=2024&month=3`, 'news')
    await expect(count(page, 'news')).toHaveText('1 news item')
    await expect(page.getByLabel(/^Month/)).toHaveValue('3')
    const card = cards(page, 'news').first()
    await expect(card.getByRole('heading')).toHaveText('Solar roofs for three estate factories')
    await expect(card.locator('time')).toHaveText('21 March 2024')
    await card.getByRole('link').click()
    await expect(page).toHaveURL(routes.media.news('solar-roofs-for-three-factories'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solar roofs for three estate factories')
  })

  test('clamps each teaser: two lines on a phone, three on wider screens', async ({ page }) => {
    const measure = () =>
      cards(page, 'news').locator('p.card-summary').evaluateAll((elements) =>
        elements.map((el) => ({
          lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
          cut: el.scrollHeight > el.clientHeight + 1,
        })),
      )
    await page.setViewportSize({ width: 320, height: 900 })
    await page.goto(news)
    const phone = await measure()
    expect(phone).toHaveLength(9)
    expect(Math.max(...phone.map((t) => t.lines))).toBeLessThanOrEqual(2)
    // At this width some teasers are longer than two lines: the clamp is what keeps them short.
    expect(phone.some((t) => t.cut)).toBe(true)

    await page.setViewportSize({ width: 700, height: 900 })
    const wider = await measure()
    expect(Math.max(...wider.map((t) => t.lines))).toBe(3)
  })

  test('links its RSS feed, which is RSS 2.0', async ({ page, request }) => {
    await page.goto(news)
    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(feed).toHaveAttribute('href', new RegExp(`${routes.media.newsFeed.replace(/[./]/g, '\\$&')}$`))
    const response = await request.get(routes.media.newsFeed)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect(await response.text()).toContain('<rss version="2.0"')
  })

  test('has no axe violations, filtered or not', async ({ page }) => {
    await openInteractive(page, news, 'news')
    await expectNoAxeViolations(page)
    await openInteractive(page, `${news}?subCategory=awards&page=1`, 'news')
    await expectNoAxeViolations(page)
  })
})

test.describe('the press listing', () => {
  test('offers the chosen category’s sub-categories only, and filters by both', async ({ page }) => {
    await openInteractive(page, press, 'press')
    await expect(count(page, 'press')).toHaveText('20 press items')
    await page.getByLabel(/^Category/).selectOption('press-releases')
    await expect(page).toHaveURL(`${press}?category=press-releases`)
    await expect(count(page, 'press')).toHaveText('6 press items')
    const topics = page.getByLabel(/^Topic/).locator('option')
    await expect(topics).toHaveText(['Any topic', 'Company news', 'Product news'])
    await page.getByLabel(/^Topic/).selectOption('product-news')
    await expect(page).toHaveURL(`${press}?category=press-releases&subCategory=product-news`)
    await expect(count(page, 'press')).toHaveText('3 press items')
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(press)
    await expect(count(page, 'press')).toHaveText('20 press items')
    await expectNoAxeViolations(page)
  })

  test('works without JavaScript: the filters are a GET form and the pages plain links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await withConsentChosen(context, baseURL!)
    const page = await context.newPage()
    await page.goto(press)
    await page.getByLabel(/^Category/).selectOption('press-coverage')
    await page.getByRole('button', { name: 'Show', exact: true }).click()
    await expect(page).toHaveURL(/\?(.*&)?category=press-coverage(&|$)/)
    await expect(count(page, 'press')).toHaveText('9 press items')
    await expect(page.getByLabel(/^Category/)).toHaveValue('press-coverage')

    await page.goto(press)
    await expect(count(page, 'press')).toHaveText('20 press items')
    await pageLink(page, 3).click()
    await expect(page).toHaveURL(`${press}?page=3`)
    await expect(pageLink(page, 3)).toHaveAttribute('aria-current', 'page')
    await expect(cards(page, 'press')).toHaveCount(2)
    await context.close()
  })
})

test.describe('the events page', () => {
  test('shows the events still to come, then every event, and has no axe violations', async ({ page }) => {
    await openInteractive(page, routes.media.events(), 'events')
    const coming = page.getByRole('region', { name: 'Coming up' })
    await expect(coming.getByRole('listitem')).toHaveCount(3)
    await expect(coming.getByRole('heading', { level: 3 }).first()).toHaveText('Colombo tea festival')
    await expect(count(page, 'events')).toHaveText('12 events')
    await expectNoAxeViolations(page)
  })
})

test.describe('a media item’s page', () => {
  test('opens its pictures in the lightbox from the keyboard, and focus returns to the thumbnail', async ({ page }) => {
    await page.goto(routes.media.news('a-day-in-the-withering-loft'))
    const thumbnails = page.getByRole('region', { name: 'Pictures' }).getByRole('button')
    await expect(thumbnails).toHaveCount(3)
    await thumbnails.nth(1).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
    await expect(dialog).toBeVisible()
    await expect(currentSlide(page)).toHaveAttribute('alt', 'An estate tea factory on a ridge as dusk falls over the hills')
    await page.keyboard.press('ArrowRight')
    await expect(currentSlide(page)).toHaveAttribute('alt', 'Freshly plucked tea leaves and a tender bud in early light')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails.nth(1)).toBeFocused()
  })

  test('shares through plain links and leads to the stories either side', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (!['127.0.0.1', 'localhost'].includes(new URL(request.url()).hostname) && !request.url().startsWith('data:')) thirdParty.push(request.url())
    })
    await page.goto(routes.media.news('tea-bars-at-two-airports'))
    const share = page.locator('[data-share-item="news:tea-bars-at-two-airports"]')
    await expect(share.locator('a[data-share-network]')).toHaveCount(5)
    await expect(share.locator('a[data-share-network="facebook"]')).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http.*%2Fmedia%2Fnews%2Ftea-bars-at-two-airports$/)
    await expect(share.locator('a[data-share-network="email"]')).toHaveAttribute('href', /^mailto:\?subject=/)
    await expect(share.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' })).toHaveAttribute('target', '_blank')
    expect(thirdParty).toEqual([])

    const around = page.getByRole('navigation', { name: 'More stories' })
    await around.getByRole('link', { name: /Monsoon notes from the Ruhuna lowlands/ }).click()
    await expect(page).toHaveURL(routes.media.news('monsoon-notes-from-ruhuna'))
    await expect(page.getByRole('link', { name: 'All news' })).toHaveAttribute('href', news)
  })

  test('an unknown item answers the not-found page', async ({ page }) => {
    for (const path of [routes.media.news('no-such-story'), routes.media.events('no-such-event'), routes.media.inPress('no-such-piece')]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
  })
})
