import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { siteConfig } from '../../src/site.config'
import { cookieBanner, readPolicyCookie, withConsentChosen } from './support/chrome'

/** Policies, the Privacy and Terms landing and the site map page (issue 6). */
const main = (page: Page) => page.getByRole('main')
const b = siteConfig.BRAND_SLUG

const POLICIES: { path: string; title: string; section: string }[] = [
  { path: routes.policies.privacyAndCookies, title: 'Privacy and cookie policy', section: 'What we collect' },
  { path: routes.policies.terms, title: 'Terms and conditions', section: 'Governing law' },
  { path: routes.policies.businessEthics, title: 'Business ethics policy', section: 'Conflicts of interest' },
  { path: routes.policies.antiBribery, title: 'Anti-bribery and corruption policy', section: 'Gifts and hospitality' },
  { path: routes.policies.humanRights, title: 'Human rights policy', section: 'Work freely chosen' },
]

test.describe('policy pages', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withConsentChosen(context, baseURL!)
  })

  for (const { path, title, section } of POLICIES) {
    test(`${path}: title, statement and numbered sections with a table of contents`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(main(page).getByRole('heading', { level: 2, name: 'Our commitment' })).toBeVisible()
      await expect(main(page).getByText('In effect from 1 March 2026')).toBeVisible()

      const contents = main(page).getByRole('navigation', { name: 'On this page' })
      const entries = contents.getByRole('link')
      const sections = main(page).locator('section[id]')
      await expect(sections).not.toHaveCount(0)
      await expect(entries).toHaveCount(await sections.count())

      // Each entry leads to its section; following one moves the address and the view there.
      const entry = entries.filter({ hasText: section })
      const target = (await entry.getAttribute('href'))!
      expect(target).toMatch(/^#[a-z]/)
      await expect(main(page).locator(target).getByRole('heading', { level: 2 })).toContainText(section)
      await entry.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(main(page).locator(target).getByRole('heading', { level: 2 })).toBeInViewport()
    })
  }

  test('the privacy policy also covers what we collect and the mobile app', async ({ page }) => {
    await page.goto(routes.policies.privacyAndCookies)
    for (const heading of ['1. What we collect', '2. Cookies', '3. Our mobile app', '4. Your rights']) {
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main(page).getByText('Tea Timer app works without an account')).toBeVisible()
  })

  test('the brand-prefixed menu paths answer 308 to the one canonical policy URL', async ({ page, request }) => {
    const aliases: [string, string][] = [
      [`${routes.policies.root}/${b}-business-ethics-policy`, routes.policies.businessEthics],
      [`${routes.policies.root}/${b}-anti-bribary-policy`, routes.policies.antiBribery],
      [`${routes.policies.root}/${b}-human-rights-policy`, routes.policies.humanRights],
    ]
    for (const [alias, canonical] of aliases) {
      const response = await request.get(alias, { maxRedirects: 0 })
      expect(response.status(), alias).toBe(308)
      expect(new URL(response.headers().location!, 'http://x').pathname, alias).toBe(canonical)
    }
    await page.goto(aliases[0]![0])
    expect(new URL(page.url()).pathname).toBe(routes.policies.businessEthics)
    const canonicalLink = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonicalLink!).pathname).toBe(routes.policies.businessEthics)
  })

  test('the footer’s policy links lead to the policy pages', async ({ page }) => {
    await page.goto(routes.home)
    const policies = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
    await policies.getByRole('link', { name: 'Human rights policy', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.policies.humanRights}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Human rights policy')
  })

  test('the Privacy and Terms landing links to every policy and the site map', async ({ page, request }) => {
    const response = await page.goto(routes.policies.root)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and terms')
    const cards = main(page).getByRole('heading', { level: 2, name: 'Our policies' }).locator('..').getByRole('link')
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([...POLICIES.map((p) => p.path), routes.siteMap])
    for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200)
  })
})

test('the privacy page’s "Cookie settings" control reopens the consent banner', async ({ page, context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
  await page.goto(routes.policies.privacyAndCookies)
  await expect(cookieBanner(page)).toHaveCount(0)
  const block = main(page).getByRole('heading', { level: 2, name: 'Your cookie choices' }).locator('..')
  const control = block.getByRole('button', { name: 'Cookie settings' })
  await control.click()
  const banner = cookieBanner(page)
  await expect(banner).toBeVisible()
  // It shows the saved choice, and a new one is saved.
  await expect(banner.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked()
  await banner.getByRole('checkbox', { name: 'Statistics' }).check()
  await banner.getByRole('button', { name: 'Allow selection' }).click()
  await expect(banner).toHaveCount(0)
  await expect(control).toBeFocused()
  expect((await readPolicyCookie(context))?.value.statistics).toBe(true)
})

test.describe('site map page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withConsentChosen(context, baseURL!)
  })

  test('lists the sections with their pages, and the footer links to it', async ({ page }) => {
    const response = await page.goto(routes.siteMap)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site map')
    for (const section of ['Family', 'All about tea', 'Our purpose', 'Media', 'Company', 'Privacy and terms']) {
      await expect(main(page).getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
    }
    const purpose = main(page).getByRole('region', { name: 'Our purpose' })
    await expect(purpose.getByRole('link', { name: 'Sustainability' })).toHaveAttribute('href', routes.purpose.sustainability)
    await expect(purpose.locator('img')).not.toHaveCount(0)
    await purpose.getByRole('link', { name: 'Sustainability' }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.purpose.sustainability}$`))

    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Site map', exact: true })).toHaveAttribute('href', routes.siteMap)
  })
})
