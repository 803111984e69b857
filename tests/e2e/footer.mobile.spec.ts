import { expect, test } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/** Below 992 px the footer's link columns are accordions, one open at a time. */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test('footer columns are accordions on mobile', async ({ page }) => {
  await page.goto('/')
  const accordions = page.locator('[data-footer-columns]')
  await expect(accordions).toBeVisible()

  const policies = accordions.locator('details', { has: page.getByRole('heading', { name: 'Policies' }) })
  const brandSites = accordions.locator('details', { has: page.getByRole('heading', { name: 'Brand sites' }) })
  const terms = policies.getByRole('link', { name: 'Terms and conditions' })
  await expect(terms).toBeHidden()

  await policies.locator('summary').click()
  await expect(terms).toBeVisible()
  await expect(terms).toHaveAttribute('href', routes.policies.terms)

  // Opening another column closes the first.
  await brandSites.locator('summary').click()
  await expect(brandSites.getByRole('link', { name: 'Where to buy' })).toBeVisible()
  await expect(terms).toBeHidden()

  // Keyboard: the summary is focusable and toggles with Enter.
  await brandSites.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(brandSites.getByRole('link', { name: 'Where to buy' })).toBeHidden()
})

test('social links sit in the footer (no fixed panel) on mobile, and the footer passes axe', async ({ page }) => {
  await page.goto('/')
  // The e2e server configures Instagram and YouTube (scripts/test/e2e-server.mjs).
  await expect(page.getByRole('complementary', { name: 'Follow us' })).toBeHidden()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: /on Instagram/ })).toBeVisible()
  await expect(footer.getByRole('link', { name: /on YouTube/ })).toBeVisible()
  await expectNoAxeViolations(page, { include: 'footer' })
})
