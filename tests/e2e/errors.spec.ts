import { expect, test } from '@playwright/test'

test.describe('error pages', () => {
  test('an unknown path answers 404 with the not-found page inside the shell', async ({ page }) => {
    const response = await page.goto('/this/path/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
    const back = page.getByRole('link', { name: 'Back to the home page' })
    await expect(back).toHaveAttribute('href', '/')
    await back.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an invalid variant segment is a 404, not a crash', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'country', value: 'NOT-A-COUNTRY', url: baseURL! }])
    const response = await page.goto('/')
    // Unknown cookie values fall back to the default variant.
    expect(response?.status()).toBe(200)
  })

  test('a rendering failure answers 500 with the message "Error"', async ({ page }) => {
    const response = await page.goto('/__test/error')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error')
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  })
})
