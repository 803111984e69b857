import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'

test.describe('home page on a phone', () => {
  // Phone-only checks: skip them if a desktop-sized project picks this file up.
  test.beforeEach(({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 992, 'runs in the mobile project only')
  })

  test('shows the mobile sliders, and never downloads the desktop hero', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (r) => requested.push(decodeURIComponent(r.url())))
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    await expect(page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]')).toHaveCount(1)
    const first = hero.locator('[aria-roledescription="slide"]').first().locator('img')
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('dalumara-mobile-')
    await page.waitForLoadState('networkidle')
    expect(requested.filter((url) => url.includes('dalumara-hero-'))).toEqual([])
    await expect(page.locator('h1')).toHaveCount(1)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto('/')
    await expectNoAxeViolations(page)
  })
})
