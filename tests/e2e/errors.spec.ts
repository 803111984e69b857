import { expect, test, type APIRequestContext } from './support/test'
import { expectNoAxeViolations } from './support/axe'

const NOT_FOUND = 'This page could not be found'

/** The text of the server-rendered `<main>` for a request carrying these cookies. */
async function mainHtml(request: APIRequestContext, path: string, cookie?: string): Promise<string> {
  const response = await request.get(path, { headers: cookie ? { cookie } : {} })
  expect(response.status(), `${path} with "${cookie ?? 'no cookie'}"`).toBe(200)
  const html = await response.text()
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0]
  expect(main, `${path} has a <main>`).toBeTruthy()
  return main!
}

test.describe('error pages', () => {
  test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/this/path/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND)
    const back = page.getByRole('link', { name: 'Back to the home page' })
    await expect(back).toHaveAttribute('href', '/')
    await back.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('keeps the site’s header and footer, in the visitor’s language', async ({ page, context, baseURL }) => {
    const response = await page.goto('/no-such-section/at-all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND)
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link')).toHaveCount(5)
    expect(await page.title()).toContain(NOT_FOUND)
    await expectNoAxeViolations(page)

    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
    const german = await page.goto('/our-products/no-such-tea')
    expect(german?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite wurde nicht gefunden')
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('navigation', { name: 'Beliebte Seiten' }).getByRole('link', { name: 'Teeschule' })).toBeVisible()
  })

  test('the internal variant path /v/GLOBAL/en/… is a 404 when asked for directly', async ({ page, request }) => {
    // /careers is a real page, served internally under /v/GLOBAL/en/careers: the public URL works…
    expect((await request.get('/careers', { maxRedirects: 0 })).status()).toBe(200)
    // …but the internal one is not a public URL, by raw HTTP (no redirect to follow) and in the browser.
    for (const path of ['/v/GLOBAL/en/careers', '/v/GLOBAL/en', '/v/LK/en/careers']) {
      const raw = await request.get(path, { maxRedirects: 0 })
      expect(raw.status(), path).toBe(404)
    }
    const response = await page.goto('/v/GLOBAL/en/careers')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(/\/v\/GLOBAL\/en\/careers$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND)
  })

  test('an unknown country cookie falls back to the GLOBAL variant (200)', async ({ request }) => {
    const global = await mainHtml(request, '/', 'country=GLOBAL')
    // The comparison can tell variants apart: the Sri Lankan home page differs from the GLOBAL one.
    expect(await mainHtml(request, '/', 'country=LK')).not.toBe(global)
    expect(await mainHtml(request, '/', 'country=NOT-A-COUNTRY')).toBe(global)
    expect(await mainHtml(request, '/', 'country=../../etc')).toBe(global)
  })

  test('a rendering failure answers 500 with the message "Error"', async ({ page }) => {
    const response = await page.goto('/__test/error')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error')
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    // The crawl runs axe on every page it can reach; this one it cannot.
    await expectNoAxeViolations(page)
  })
})
