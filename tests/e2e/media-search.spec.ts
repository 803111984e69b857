import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The media search (issue 8): the box on the media pages asks media_search only once something is
 * typed, 2 s after the last key, always in English, and lists the matches as links into /media.
 */
const SEARCH = '/dmc-apis/media_search'

function requestsTo(page: Page, api: string) {
  const seen: URL[] = []
  page.on('request', (request) => {
    if (request.url().includes(api)) seen.push(new URL(request.url()))
  })
  return seen
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test('asks media_search only after typing, once, 2 s after the last key, and lists media links', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
  const requests = requestsTo(page, SEARCH)
  expect((await page.goto(routes.media.news()))?.status()).toBe(200)
  await expect(page.locator('[data-live-search]')).toBeVisible()
  await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))
  const box = page.getByRole('searchbox', { name: 'Search news, events, press, pictures, audio and video' })

  // An empty box, or only spaces, asks nothing.
  await box.pressSequentially('  ')
  await page.clock.runFor(5000)
  await box.fill('')
  await page.clock.runFor(5000)
  expect(requests).toEqual([])

  for (const key of 'kirikanda') {
    await box.press(key)
    await page.clock.runFor(300)
  }
  await page.clock.runFor(1699)
  expect(requests).toEqual([])
  const answer = page.waitForResponse((response) => response.url().includes(SEARCH))
  await page.clock.runFor(1)
  await answer
  expect(requests).toHaveLength(1)
  expect(requests[0].searchParams.get('keyword')).toBe('kirikanda')
  expect(requests[0].searchParams.get('lang')).toBe('en')

  const links = page.getByRole('list', { name: 'Matching media pages' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/media\//)
  await page.clock.runFor(5000)
  expect(requests).toHaveLength(1)

  // axe schedules its own timers: let the clock run again.
  await page.clock.resume()
  await expectNoAxeViolations(page)
})

test('without JavaScript the box is a search form leading to the site search', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(routes.media.root)
  const form = page.getByRole('search', { name: 'Search news, events, press, pictures, audio and video' })
  await expect(form).toHaveAttribute('action', routes.search)
  await form.getByRole('searchbox').fill('kirikanda')
  await form.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\/global-search-results\?keyword=kirikanda/)
  await expect(page.getByRole('link', { name: /Kirikanda/ }).first()).toBeVisible()
  await context.close()
})
