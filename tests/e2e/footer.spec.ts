import { expect, test } from './support/test'
import { routes } from '../../src/routes'
import { siteConfig } from '../../src/site.config'
import { companyFacts } from '../../src/seed/content/company-facts'
import { cookieBanner, readPolicyCookie, withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/** The footer (issue section 3): columns, contact, social, newsletter, copyright, Cookie settings. */
const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo')

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test('shows the five link columns with links from the route table', async ({ page }) => {
  await page.goto('/')
  const nav = footer(page).getByRole('navigation', { name: 'Footer' })
  for (const heading of ['Brand sites', 'PR and videos', 'Associate companies', 'Hospitality', 'Policies']) {
    await expect(nav.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  const policies: [string, string][] = [
    ['Privacy and cookie policy', routes.policies.privacyAndCookies],
    ['Terms and conditions', routes.policies.terms],
    ['Business ethics policy', routes.policies.businessEthics],
    ['Anti-bribery and corruption policy', routes.policies.antiBribery],
    ['Human rights policy', routes.policies.humanRights],
  ]
  for (const [name, href] of policies) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(nav.getByRole('link', { name: `${siteConfig.BRAND_NAME} in the press` })).toHaveAttribute('href', routes.media.inPress())
  await expect(nav.getByRole('link', { name: 'Real high tea' })).toHaveAttribute('href', routes.teaInspired.realHighTea)
})

test('shows contact details, the newsletter and the copyright line with the current year', async ({ page }) => {
  await page.goto('/')
  const contact = footer(page).getByRole('region', { name: 'Contact' })
  // The company's facts, the same as the contact page's.
  await expect(contact.locator('address')).toContainText('27 Flower Terrace')
  await expect(contact.getByRole('link', { name: companyFacts.phone })).toHaveAttribute('href', 'tel:+94112557100')
  await expect(contact.getByRole('link', { name: companyFacts.email })).toHaveAttribute('href', `mailto:${companyFacts.email}`)
  await expect(contact.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', routes.contact)

  await expect(footer(page).getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(footer(page).getByRole('button', { name: 'Submit' })).toBeVisible()

  await expect(footer(page).locator('[data-copyright]')).toHaveText(`© ${new Date().getFullYear()} ${siteConfig.BRAND_NAME}`)
})

test('the copyright year is the visitor’s current year even on a page cached last year', async ({ page }) => {
  // The page may have been rendered (and cached) in an earlier year; the browser corrects it.
  await page.clock.install({ time: new Date('2031-03-01T10:00:00Z') })
  await page.goto('/')
  await expect(footer(page).locator('[data-copyright]')).toHaveText(`© 2031 ${siteConfig.BRAND_NAME}`)
})

test.describe('social links', () => {
  // The company's links come from the site settings (seeded from companyFacts); the e2e server's
  // SOCIAL_INSTAGRAM and SOCIAL_YOUTUBE (scripts/test/e2e-server.mjs) win over theirs.
  test('sit in the footer, covering nothing, only for configured platforms', async ({ page }) => {
    await page.goto('/')
    // Nothing pinned to the window's edge over the page's content.
    await expect(page.getByRole('complementary', { name: 'Follow us' })).toHaveCount(0)
    const panel = footer(page).locator('[data-social-inline]')
    await expect(panel).toBeVisible()
    const links = panel.getByRole('link')
    await expect(links).toHaveCount(companyFacts.social.length)
    const expected: [string, RegExp][] = [
      ['Facebook', /^https:\/\/www\.facebook\.com\//],
      ['Instagram', /^https:\/\/social\.example\/instagram\//],
      ['YouTube', /^https:\/\/social\.example\/youtube\//],
      ['LinkedIn', /^https:\/\/www\.linkedin\.com\//],
      ['Pinterest', /^https:\/\/www\.pinterest\.com\//],
    ]
    for (const [platform, href] of expected) {
      const link = panel.getByRole('link', { name: `${siteConfig.BRAND_NAME} on ${platform}` })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('link', { name: /on X\b/ })).toHaveCount(0)
  })
})

test('"Cookie settings" reopens the banner with the saved choice, and returns focus', async ({ page, context }) => {
  await context.clearCookies() // a first visit: no choice saved yet
  await page.goto('/')
  const settings = footer(page).getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  const banner = cookieBanner(page)
  await expect(banner).toBeVisible()
  await expect(banner).toBeFocused()
  await banner.getByRole('checkbox', { name: 'Marketing' }).check()
  await banner.getByRole('button', { name: 'Allow selection' }).click()
  await expect(banner).toHaveCount(0)
  await expect(settings).toBeFocused()
  expect((await readPolicyCookie(context))?.value).toEqual({ necessary: true, preferences: false, statistics: false, marketing: true })

  // With a choice saved the banner never comes back by itself, but the footer can reopen it.
  await settings.click()
  await expect(banner.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  await expect(banner.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(banner).toHaveCount(0)
})

test('desktop shows the columns open, and the footer passes axe', async ({ page }) => {
  await page.goto('/')
  // The same <details> as the mobile accordions, shown open by CSS: none is open, yet every link shows.
  await expect(footer(page).locator('details[open]')).toHaveCount(0)
  await expect(footer(page).getByRole('link', { name: 'Terms and conditions' })).toBeVisible()
  await expect(footer(page).getByRole('link', { name: 'Where to buy' })).toBeVisible()
  await expectNoAxeViolations(page, { include: 'footer' })
})

test('sits at the bottom of the window on a page shorter than the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2400 })
  // The search page without a keyword: a real page (with the shell) that is short.
  await page.goto('/global-search-results')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const box = await footer(page).boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y + box!.height).toBeGreaterThanOrEqual(2400 - 1)
})
