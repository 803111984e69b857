import { expect, test } from './support/test'
import { routes } from '../../src/routes'

test.describe('generic content page', () => {
  test('renders the title, intro and blocks of a seeded page', async ({ page }) => {
    const response = await page.goto(routes.family.story)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dalumara story')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByText('How a tea taster from Badulla')).toBeVisible()
    for (const heading of ['A taster’s apprenticeship', 'Kirikanda, 1979', 'Three estates, three generations']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    // Rich text: a list with bold estate names, and a link to another route.
    await expect(page.locator('main li strong', { hasText: 'Kirikanda' })).toBeVisible()
    // (The sub-navigation strip links there too; this is the link inside the rich text.)
    await expect(page.locator('main section').getByRole('link', { name: 'Our values' })).toHaveAttribute('href', routes.family.values)
    for (const alt of await page.locator('main img').evaluateAll((els) => els.map((el) => el.getAttribute('alt')))) {
      expect(alt?.trim()).toBeTruthy()
    }
  })

  test('has head tags from the page’s SEO fields', async ({ page }) => {
    await page.goto(routes.family.story)
    await expect(page).toHaveTitle('Our story | Dalumara')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /taster’s apprenticeship/)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Kirikanda Estate/)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(routes.family.story)
    // The 1920-px banner is shared as its 1280-px JPEG size, the size social networks show (some refuse WebP).
    const card = /\/img\/dalumara-banner-story\.jpg\/1280\.jpg$/
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', card)
    await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1280')
    await expect(page.locator('meta[property="og:image:alt"]').first()).toHaveAttribute('content', /first Dalumara estate/)
    await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute('content', card)
    const shared = await page.request.get((await page.locator('meta[property="og:image"]').first().getAttribute('content'))!, { headers: { accept: '*/*' } })
    expect(shared.status()).toBe(200)
    expect(shared.headers()['content-type']).toBe('image/jpeg')
  })

  test('renders slider and card-grid blocks', async ({ page }) => {
    await page.goto(routes.family.whatWeDo)
    const slider = page.getByRole('region', { name: 'Highlights' })
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(3)
    // A press before the carousel's island has hydrated does nothing.
    await expect(slider).toHaveAttribute('data-ready', 'true')
    await slider.getByRole('button', { name: 'Next slide' }).click()
    await expect(slider.locator('[aria-roledescription="slide"]').nth(1)).toHaveAttribute('aria-hidden', 'false')
    const grid = page.getByRole('heading', { level: 2, name: 'More about the family' }).locator('..')
    await expect(grid.getByRole('link')).toHaveCount(3)
    await expect(grid.getByRole('link', { name: /Our story/ })).toHaveAttribute('href', routes.family.story)
  })

  test('serves the careers page at /careers, and /Careers redirects to it', async ({ page, request }) => {
    const response = await page.goto(routes.careers)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers')
    await expect(page.getByRole('heading', { level: 2, name: 'Working at Dalumara' })).toBeVisible()

    const redirect = await request.get(routes.careersMenu, { maxRedirects: 0 })
    expect([301, 307, 308]).toContain(redirect.status())
    expect(new URL(redirect.headers().location!, 'http://x').pathname).toBe(routes.careers)
    await page.goto(routes.careersMenu)
    expect(new URL(page.url()).pathname).toBe(routes.careers)
  })

  test('shows the German translation with the language cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
    await page.goto(routes.careers)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriere')
    await expect(page).toHaveTitle('Karriere | Dalumara')
    // Pages without a German version fall back to English.
    await page.goto(routes.family.values)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our values')
  })

  test('answers an unknown path with the 404 page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
