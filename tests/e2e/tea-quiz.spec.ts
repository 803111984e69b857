import { expect, test } from './support/test'
import { routes } from '../../src/routes'
import { expectNoAxeViolations } from './support/axe'

/** The seeded quiz (src/seed/content/products.ts): tea type, caffeine, time of day. */
test.describe('tea quiz', () => {
  test('one question at a time by keyboard, with progress, then ranked teas and a restart', async ({ page }) => {
    const response = await page.goto(routes.products.recommendation)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your tea')
    await expect(page.getByText('Question 1 of 3')).toBeVisible()
    await expectNoAxeViolations(page)

    // Going on without an answer says what is missing.
    await page.getByRole('button', { name: 'Next question' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose' })).toHaveText('Please choose an answer.')

    // Arrow keys move through a radio group; Enter submits the step.
    const first = page.getByRole('group', { name: /Which kind of tea do you enjoy most/ })
    await first.getByRole('radio').first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(first.getByRole('radio', { name: 'A fresh green tea' })).toBeChecked()
    // The group is one tab stop: Tab leads on to the button.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Question 2 of 3')).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'How much caffeine would you like?' })).toBeFocused()
    await page.getByRole('radio', { name: 'As much as it has' }).check()
    await page.getByRole('button', { name: 'Next question' }).click()

    await expect(page.getByText('Question 3 of 3')).toBeVisible()
    // Back keeps the earlier answer.
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('radio', { name: 'As much as it has' })).toBeChecked()
    await page.getByRole('button', { name: 'Next question' }).click()
    await page.getByRole('radio', { name: 'In the evening' }).check()

    const request = page.waitForRequest((r) => r.url().includes('/dmc-apis/teaquiz_results'))
    await page.getByRole('button', { name: 'Show my teas' }).click()
    const sent = new URL((await request).url())
    expect((await request).method()).toBe('POST')
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ teaType: 'green-tea', caffeinePreference: 'high', time: 'evening' })

    const heading = page.getByRole('heading', { level: 3, name: 'Teas we think you will enjoy' })
    await expect(heading).toBeFocused()
    const teas = page.getByRole('listitem').filter({ has: page.getByRole('link') }).locator('a[href*="/product-details/"]')
    await expect(teas.first()).toBeVisible()
    expect(await teas.count()).toBeGreaterThan(0)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Start again' }).click()
    await expect(page.getByText('Question 1 of 3')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'A fresh green tea' })).not.toBeChecked()
  })

  test('answers given while the script still loads are kept; a failed request says so and offers a restart', async ({ page }) => {
    await page.route('**/dmc-apis/teaquiz_results**', (route) => route.fulfill({ status: 500, body: '{}' }))
    // Scripts arrive late, as on a slow phone: the quiz must not take a click it cannot handle yet.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto(routes.products.recommendation, { waitUntil: 'domcontentloaded' })
    for (const answer of ['A strong black tea', 'A little', 'In the morning']) {
      await page.getByRole('radio', { name: answer }).check()
      await page.getByRole('button', { name: /Next question|Show my teas/ }).click()
    }
    await expect(page.getByRole('heading', { level: 3, name: 'We could not fetch your recommendations. Please try again.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible()
  })
})
