import { expect, test } from './support/test'
import { routes } from '../../src/routes'
import { expectNoAxeViolations } from './support/axe'

/** The seeded shops (src/seed/content/products.ts): Sri Lanka first, four shops; Germany three. */
test.describe('where to buy', () => {
  test('choosing a country lists its shops and centres the map on them', async ({ page }) => {
    const response = await page.goto(routes.products.whereToBuy)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where to buy')

    const country = page.getByLabel('Choose a country')
    await expect(country).toHaveValue('LK')
    await expect(page.getByRole('heading', { level: 3 })).toHaveText('4 shops in Sri Lanka')
    await expect(page.getByRole('listitem').filter({ hasText: 'Galle Fort Tea Merchant' })).toContainText('inside the old fort walls')

    const map = page.getByRole('region', { name: 'Map of our shops in Sri Lanka' })
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4)

    // Keyboard: focus the select and choose Germany.
    await country.focus()
    await country.selectOption('DE')
    await expect(page.getByRole('heading', { level: 3 })).toHaveText('3 shops in Germany')
    await expect(page.getByText('Teekontor am Hafen')).toBeVisible()
    await expect(page.getByText('Galle Fort Tea Merchant')).toHaveCount(0)
    const germany = page.getByRole('region', { name: 'Map of our shops in Germany' })
    await germany.scrollIntoViewIfNeeded()
    await expect(germany.locator('path.leaflet-interactive')).toHaveCount(3)
    // The map opens fitted to the chosen shops: Hamburg's marker lies north of Munich's on screen.
    const [hamburg, munich] = await germany.locator('path.leaflet-interactive').evaluateAll((paths) =>
      paths.map((p) => p.getBoundingClientRect().top),
    )
    const box = await germany.boundingBox()
    for (const top of [hamburg!, munich!]) expect(top).toBeGreaterThan(box!.y - 1)
    expect(hamburg!).toBeLessThan(munich!)
  })

  test('has no axe violations', async ({ page }) => {
    await page.goto(routes.products.whereToBuy)
    await page.getByRole('region', { name: /Map of our shops/ }).scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
  })
})

test.describe('buying online', () => {
  test('the online page lists our shop first, then the marketplaces with where they deliver', async ({ page }) => {
    const response = await page.goto(routes.online)
    expect(response?.status()).toBe(200)
    const section = page.getByRole('heading', { level: 2, name: 'Where to buy online' }).locator('..')
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(5)
    await expect(cards.first()).toContainText('Our own shop')
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Dalumara Tea Shop')
    await expect(cards.first()).toContainText('Delivers worldwide')
    const leafMarket = cards.filter({ hasText: 'LeafMarket' })
    await expect(leafMarket).toContainText('Delivers to United Kingdom, Ireland')
    const link = leafMarket.getByRole('link', { name: /Visit LeafMarket/ })
    await expect(link).toHaveAttribute('href', 'https://www.leafmarket.example/brands/dalumara')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toContainText('opens in a new tab')
    await expectNoAxeViolations(page)
  })
})
