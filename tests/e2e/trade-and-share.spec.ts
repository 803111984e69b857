import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The social share page and the trade pages (issue 9): a shared link carries the shared page's
 * tags and sends a person there; external targets land on our home page; a trade section's
 * enquiry opens the contact form with its subject filled in.
 */
const share = (target: string) => `${routes.socialShare}?u=${encodeURIComponent(target)}`

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content')

/** A tag's content in raw HTML, decoded as the browser would read it. */
function tagIn(html: string, key: string): string | undefined {
  const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
  return raw?.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[e]!)
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('the social share page', () => {
  test("carries the shared page's tags, then sends a person on to that page", async ({ page, request }) => {
    // What a network's crawler reads: the share page's own HTML, no redirect status.
    const response = await request.get(share(routes.family.story), { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const html = await response.text()

    await page.goto(routes.family.story)
    const storyTitle = await meta(page, 'og:title')
    const storyImage = await meta(page, 'og:image')
    expect(storyTitle).toBeTruthy()
    expect(tagIn(html, 'og:title')).toBe(storyTitle)
    expect(tagIn(html, 'og:image')).toBe(storyImage)
    expect(tagIn(html, 'twitter:title')).toBe(await meta(page, 'twitter:title'))
    expect(tagIn(html, 'robots')).toMatch(/noindex/)

    // A person follows the meta refresh (no JavaScript needed) to the shared page.
    await page.goto(share(routes.family.story))
    await expect(page).toHaveURL(new RegExp(`${routes.family.story}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  for (const external of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example']) {
    test(`refuses the external target ${external}: home page's tags, and the person stays on our site`, async ({ page, baseURL }) => {
      await page.goto(routes.home)
      const homeTitle = await meta(page, 'og:title')
      const requested: string[] = []
      page.on('request', (r) => requested.push(new URL(r.url()).host))

      const response = await page.request.get(share(external), { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(tagIn(html, 'og:title')).toBe(homeTitle)
      // The address may be echoed as inert data; never as a link, a source or the refresh's target.
      expect(html).not.toMatch(/(href|src|content)="[^"]*evil\.example/)

      await page.goto(share(external))
      await expect(page).toHaveURL(`${baseURL}/`)
      expect(requested.filter((host) => host.includes('evil.example'))).toEqual([])
    })
  }

  test('has no accessibility violations (scanned before it moves on)', async ({ page }) => {
    // The page moves on at once; the scan needs it to stay, so its refresh is made inert, in the
    // HTML and in the React payload that would put it back on hydration.
    await page.route(/\/social-share\/fb/, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(/(\\*")refresh(\\*")/g, '$1x-inert$2')
      await route.fulfill({ response, body })
    })
    await page.goto(share(routes.family.story))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening the shared page')
    await expect(page.getByRole('link', { name: /Continue to the page/ })).toHaveAttribute('href', routes.family.story)
    await expectNoAxeViolations(page)
  })
})

test.describe('the trade pages', () => {
  test("a section's enquiry opens the contact form with its subject set", async ({ page }) => {
    const response = await page.goto(routes.tradeFor.fineDining)
    expect(response?.status()).toBe(200)
    await expectNoAxeViolations(page)
    const enquiry = page.getByRole('link', { name: 'Send a trade enquiry' })
    await enquiry.click()
    await expect(page).toHaveURL(new RegExp(`${routes.contact}\\?subject=`))
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue(/^Trade enquiry: /)
  })

  test('the landing page links each section page', async ({ page }) => {
    await page.goto(routes.trade)
    await expectNoAxeViolations(page)
    for (const path of Object.values(routes.tradeFor)) {
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible()
    }
  })
})
