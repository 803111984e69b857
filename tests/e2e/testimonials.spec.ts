import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The testimonials page: the server renders the view its address asks for; filters ask the API
 * 500 ms after the last change (timed with page.clock, never with sleeps); the address carries the
 * filters and page, and without JavaScript the filters are a GET form and the pages plain links.
 * Seed: 32 testimonials, 2024-01 to 2026-08.
 */
const path = routes.family.testimonials
const API = '/dmc-apis/filterTestimonials'

const quotes = (page: Page) => page.locator('main figure')
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /testimonial|Loading/ })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

/** Counts the page's requests to the list API. */
function apiRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(API)) seen.push(request.url())
  })
  return seen
}

async function openInteractive(page: Page, address: string = path) {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-interactive]')).toBeVisible()
}

test.describe('testimonials', () => {
  test('renders the first page on the server, newest first, with page 1 marked', async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toContain('Amara Wijesinghe')
    expect(html).toContain('32 testimonials')

    const requests = apiRequests(page)
    await openInteractive(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials')
    await expect(summary(page)).toHaveText('32 testimonials')
    await expect(quotes(page)).toHaveCount(6)
    await expect(quotes(page).first()).toContainText('Amara Wijesinghe')
    await expect(quotes(page).first().locator('time')).toHaveText('August 2026')
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination(page).getByRole('link', { name: 'Page 6', exact: true })).toBeVisible()
    expect(requests).toEqual([])
  })

  test('a filter asks the API once, 500 ms after the last change, and the address reflects it', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
    const requests = apiRequests(page)
    await openInteractive(page)
    await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))

    await page.getByLabel('Year').selectOption('2025')
    await expect(page).toHaveURL(`${path}?year=2025`)
    await page.getByLabel('Search by words or name').pressSequentially('praise')
    await page.getByLabel('Search by words or name').fill('Kirikanda')
    await expect(page).toHaveURL(`${path}?year=2025&keyword=Kirikanda`)
    await page.clock.runFor(499)
    expect(requests).toEqual([])

    const answer = page.waitForResponse((response) => response.url().includes(API))
    await page.clock.runFor(1)
    const response = await answer
    expect(requests).toHaveLength(1)
    expect(new URL(response.url()).searchParams.get('keyword')).toBe('Kirikanda')
    expect(new URL(response.url()).searchParams.get('year')).toBe('2025')
    // Kirikanda is mentioned once, in 2024: nothing in 2025.
    await expect(page.getByText('No testimonials match these filters.')).toBeVisible()
    await expect(quotes(page)).toHaveCount(0)

    const again = page.waitForResponse((r) => r.url().includes(API))
    await page.getByLabel('Year').selectOption('2024')
    await page.clock.runFor(500)
    await again
    await expect(summary(page)).toHaveText('1 testimonial')
    await expect(quotes(page)).toHaveCount(1)
    await expect(quotes(page).first()).toContainText('Ana Sofía Ruiz')
    await expect(page).toHaveURL(`${path}?year=2024&keyword=Kirikanda`)
  })

  test('a shared address shows its filters and results', async ({ page }) => {
    await openInteractive(page, `${path}?year=2025&month=3`)
    await expect(page.getByLabel('Year')).toHaveValue('2025')
    await expect(page.getByLabel('Month')).toHaveValue('3')
    await expect(summary(page)).toHaveText('2 testimonials')
    await expect(quotes(page)).toHaveCount(2)
    for (const name of ['Grace Mwangi', 'Olivia Chen']) await expect(page.locator('main figure', { hasText: name })).toContainText('March 2025')
    await expect(pagination(page)).toHaveCount(0)

    await openInteractive(page, `${path}?keyword=tea&page=2`)
    await expect(page.getByLabel('Search by words or name')).toHaveValue('tea')
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('pages through the results with the active page marked', async ({ page }) => {
    await openInteractive(page, `${path}?year=2024`)
    await expect(summary(page)).toHaveText('12 testimonials')
    await expect(quotes(page).first()).toContainText('Kenji Watanabe')
    const answer = page.waitForResponse((r) => r.url().includes(API) && r.url().includes('page=2'))
    await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await answer
    await expect(page).toHaveURL(`${path}?year=2024&page=2`)
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute('aria-current', /.*/)
    await expect(quotes(page)).toHaveCount(6)
    await expect(quotes(page).first()).toContainText('Daniel Okafor')
    await expect(quotes(page).last()).toContainText('Ingrid Halvorsen')
    await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)

    await pagination(page).getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(`${path}?year=2024`)
    await expect(quotes(page).first()).toContainText('Kenji Watanabe')
  })

  test('shows an error with a way to try again when the API fails', async ({ page }) => {
    await openInteractive(page)
    await page.route(`**${API}?*`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Down"}}' }))
    await page.getByLabel('Year').selectOption('2026')
    const alert = page.getByRole('alert').filter({ hasText: 'The testimonials could not be loaded.' })
    await expect(alert).toBeVisible()
    await page.unroute(`**${API}?*`)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(summary(page)).toHaveText('8 testimonials')
    await expect(alert).toBeHidden()
  })

  test('has no axe violations, filtered or not', async ({ page }) => {
    await openInteractive(page)
    await expectNoAxeViolations(page, { label: 'unfiltered' })
    await openInteractive(page, `${path}?keyword=zzzz`)
    await expect(page.getByText('No testimonials match these filters.')).toBeVisible()
    await expectNoAxeViolations(page, { label: 'no match' })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test.beforeEach(async ({ context, baseURL }) => {
      await withConsentChosen(context, baseURL!)
    })

    test('the filters are a GET form and the pages plain links, each address rendered by the server', async ({ page }) => {
      await page.goto(path)
      await expect(summary(page)).toHaveText('32 testimonials')
      await page.getByLabel('Year').selectOption('2025')
      await page.getByLabel('Month').selectOption('3')
      await page.getByRole('button', { name: 'Show testimonials' }).click()
      await expect(page).toHaveURL(/\?year=2025&month=3/)
      await expect(summary(page)).toHaveText('2 testimonials')
      await expect(quotes(page)).toHaveCount(2)
      for (const name of ['Grace Mwangi', 'Olivia Chen']) await expect(page.locator('main figure', { hasText: name })).toContainText('March 2025')
      await expect(page.getByLabel('Year')).toHaveValue('2025')
      await expect(page.getByLabel('Month')).toHaveValue('3')

      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(path)
      await page.getByLabel('Search by words or name').fill('Kirikanda')
      await page.getByLabel('Search by words or name').press('Enter')
      await expect(page).toHaveURL(/\?(.*&)?keyword=Kirikanda/)
      await expect(summary(page)).toHaveText('1 testimonial')
      await expect(quotes(page).first()).toContainText('Ana Sofía Ruiz')

      await page.goto(`${path}?year=2024`)
      await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(`${path}?year=2024&page=2`)
      await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(quotes(page).first()).toContainText('Daniel Okafor')
    })
  })
})
