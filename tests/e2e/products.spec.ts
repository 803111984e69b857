import { expect, test, type BrowserContext, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'

/**
 * The teas: the tea ranges list, a range's page, a tea's page (two addresses) and an ingredient's
 * page (seed: src/seed/catalogue/, the list page in src/seed/content/products-teas.ts).
 * Premium Ceylon Tea has six teas and Ceylon Golden Pekoe five (a range shows up to 24 on one
 * page); Premium Ceylon Dimbula Blend's 125 g pack has a shop only in Sri Lanka, its 250 g pack one
 * for GLOBAL, DE and GB (src/seed/catalogue/plan.ts).
 */
const rangesList = routes.products.ranges
const range = routes.products.range('premium-ceylon-tea')
const dimbula = routes.products.productDetails('premium-ceylon-dimbula-blend')
const orangePekoe = routes.products.productDetails('premium-ceylon-orange-pekoe')
const orangePeel = routes.products.ingredient('orange-peel')

const cards = (page: Page) => page.locator('main ul li').filter({ has: page.locator('a h2, a h3') })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const packs = (page: Page) => page.getByRole('region', { name: 'Sizes and sets' })

async function inMarket(context: BrowserContext, baseURL: string, country: string) {
  await context.addCookies([{ name: 'country', value: country, url: baseURL }])
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('tea ranges', () => {
  test('the list leads to a range, which shows all its teas on one page, leading to a tea’s page', async ({ page }) => {
    const response = await page.goto(rangesList)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tea ranges')
    // The ranges' own list (the page also carries the product filter's tea cards below it).
    const rangeCards = page.getByRole('region', { name: 'Our tea ranges' }).locator('ul li').filter({ has: page.locator('a h2, a h3') })
    await expect(rangeCards).toHaveCount(25)
    await expect(rangeCards.first()).toContainText('The everyday cup, picked and packed at source.')
    await rangeCards.filter({ hasText: 'Premium Ceylon Tea' }).getByRole('link').click()

    await expect(page).toHaveURL(range)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Ceylon Tea')
    await expect(page.getByText('Our first and best-known range')).toBeVisible()
    const teas = page.getByRole('region', { name: 'Teas in this range' })
    await expect(teas.getByText('6 teas')).toBeVisible()
    await expect(cards(page)).toHaveCount(6)
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Premium Ceylon')
    await expect(cards(page).last()).toContainText('Premium Ceylon Uva Blend')
    await expect(pagination(page)).toHaveCount(0)

    await cards(page).filter({ hasText: 'Premium Ceylon Strong' }).getByRole('link').click()
    await expect(page).toHaveURL(routes.products.productDetails('premium-ceylon-strong'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Ceylon Strong')
    await expect(page.getByRole('link', { name: 'Premium Ceylon Tea', exact: true }).first()).toHaveAttribute('href', range)
  })

  test('a range’s teas are all on its one page, in the server’s HTML', async ({ request }) => {
    // Ceylon Golden Pekoe has five teas: one page, no page links (paging starts past 24 teas).
    const html = await (await request.get(routes.products.range('ceylon-golden-pekoe'))).text()
    for (const tea of ['Golden Pekoe Classic', 'Golden Tips Pekoe', 'Golden Pekoe Highland', 'Golden Pekoe Evening Blend', 'Golden Pekoe Reserve']) {
      expect(html).toContain(tea)
    }
    expect(html).toContain('5 teas')
    expect(html).not.toContain('aria-label="Pagination"')
  })

  test('a range lists its sub-pages, which stay content pages (seed of feat/families)', async ({ page }) => {
    const iced = routes.products.range('dalumara-ceylon-iced-tea')
    await page.goto(iced)
    const sub = page.getByRole('navigation', { name: 'In this range' })
    await expect(sub.getByRole('link', { name: 'Iced Tea in Glass Bottles' })).toHaveAttribute('href', `${iced}/glass-bottles`)
    await expect(sub.getByRole('link', { name: 'Iced Tea in Tetra Packs' })).toHaveAttribute('href', `${iced}/tetra-packs`)
    await sub.getByRole('link', { name: 'Iced Tea in Glass Bottles' }).click()
    await expect(page).toHaveURL(`${iced}/glass-bottles`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iced Tea in Glass Bottles')
  })

  test('an unknown range is a 404', async ({ request }) => {
    expect((await request.get(routes.products.range('no-such-range'))).status()).toBe(404)
  })
})

test.describe('a tea’s page', () => {
  test('shows tasting notes, the brewing guide, ingredients linking to their pages, recipes and related teas', async ({ page }) => {
    const response = await page.goto(orangePekoe)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Ceylon Orange Pekoe')
    // Each level named once: "product details" only forwards to the ranges, so it is a folder, named but not linked.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('listitem')).toHaveText([/Home$/, /Our products$/, /Our teas$/, /Tea ranges$/, /Product details$/, /Premium Ceylon Orange Pekoe$/])
    await expect(breadcrumb.getByRole('link', { name: 'Product details' })).toHaveAttribute('aria-disabled', 'true')
    await expect(breadcrumb.getByRole('link', { name: 'Product details' })).not.toHaveAttribute('href')
    const tasting = page.getByRole('region', { name: 'Tasting notes' })
    for (const term of ['Appearance', 'Aroma', 'Taste']) await expect(tasting.locator('dt', { hasText: term })).toBeVisible()
    const brewing = page.getByRole('region', { name: 'Brewing guide' })
    await expect(brewing.locator('dt', { hasText: 'Water temperature' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+ °C$/)
    await expect(brewing.locator('dt', { hasText: 'Steeping time' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+ minutes?$/)
    await expect(brewing.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]')).toContainText('g per cup')
    await expect(brewing.locator('dt', { hasText: 'Milk' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/milk/)
    const ingredients = page.getByRole('region', { name: 'Ingredients' })
    await expect(ingredients.getByRole('link', { name: 'Orange peel' })).toHaveAttribute('href', orangePeel)
    const related = page.getByRole('region', { name: 'Teas you may also like' })
    await expect(related.getByRole('link')).toHaveCount(4)
    await expect(related.getByRole('heading', { name: 'Premium Ceylon Orange Pekoe' })).toHaveCount(0)
    await expect(related.getByRole('heading', { name: 'Premium Ceylon', exact: true })).toBeVisible()

    await page.goto(dimbula)
    const recipes = page.getByRole('region', { name: 'Recipes with this tea' })
    await expect(recipes.getByRole('link')).toHaveCount(2)
    await expect(recipes.getByRole('link').first()).toHaveAttribute('href', routes.products.recipe('iced-lemon-black-tea'))
  })

  test('a pack with a GLOBAL shop is a Buy now link; one without leads to where to buy; item numbers only below', async ({ page }) => {
    await page.goto(dimbula)
    const buy = packs(page).getByRole('link', { name: /^Buy now: 250 g loose leaf/ })
    await expect(buy).toHaveAttribute('href', /\/global\/premium-ceylon-dimbula-blend-250$/)
    await expect(buy).toHaveAttribute('target', '_blank')
    await expect(packs(page).locator('[aria-disabled]')).toHaveCount(0)
    const instead = packs(page).getByRole('link', { name: 'Where to buy: 125 g loose leaf' })
    await expect(instead).toHaveAttribute('href', routes.products.whereToBuy)
    await expect(instead).toHaveAccessibleDescription('Not on sale online yet.')
    // Stock codes are for trade buyers: not beside the buttons, only in a line under the description.
    await expect(packs(page)).not.toContainText('PREMIUM-CEYLON-DIMBULA-BLEND')
    await expect(page.getByRole('region', { name: 'About this tea' }).getByText(/Item numbers \(for trade orders\): 125 g loose leaf: PREMIUM-CEYLON-DIMBULA-BLEND-125/)).toBeVisible()
  })

  test('in Sri Lanka, the pack without a Sri Lankan shop leads to where to buy and the other links to the Sri Lankan shop', async ({ page, context, baseURL }) => {
    await inMarket(context, baseURL!, 'LK')
    await page.goto(dimbula)
    await expect(packs(page).getByRole('link', { name: 'Where to buy: 250 g loose leaf' })).toHaveAccessibleDescription('Not on sale in your country yet.')
    await expect(packs(page).getByRole('link', { name: /^Buy now: 125 g loose leaf/ })).toHaveAttribute('href', /\/lk\/premium-ceylon-dimbula-blend-125$/)
  })

  // The first screen of a product's page sells it: the name, the pack shot and a buy action without scrolling, on a
  // laptop and on a phone, for a tea and for the other products (whose pictures used to sit below the description).
  for (const [kind, path] of [
    ['a tea', dimbula],
    ['a hamper', routes.products.giftOfTeas('afternoon-tea-hamper')],
    ['an accessory', routes.products.accessories('fine-mesh-strainer')],
    ['a seasonal flush', routes.products.seasonalFlush('dimbula-seasonal-flush')],
  ] as const) {
    test(`${kind}: its name, pack shot and buy action are in the first screen at 1280 × 800 and 390 × 844`, async ({ page }) => {
      for (const screen of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(screen)
        await page.goto(path)
        const packShot = page.getByRole('region', { name: 'Pictures' }).locator('img').first()
        const action = packs(page).getByRole('link').first()
        for (const [what, element] of [['name', page.getByRole('heading', { level: 1 })], ['pack shot', packShot], ['buy action', action]] as const) {
          const box = await element.boundingBox()
          expect(box, `${what} at ${screen.width} px`).not.toBeNull()
          expect(box!.y, `${what} at ${screen.width} px`).toBeGreaterThanOrEqual(0)
          expect(box!.y + box!.height, `${what} at ${screen.width} px ends inside the first screen`).toBeLessThanOrEqual(screen.height)
        }
      }
    })
  }

  test('its JSON-LD is a schema.org Product naming it, with an offer per pack', async ({ page }) => {
    await page.goto(dimbula)
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const products = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'Product')
    expect(products).toHaveLength(1)
    const [product] = products as [{ name: string; url: string; brand: { name: string }; offers: { sku: string; availability: string }[] }]
    expect(product.name).toBe('Premium Ceylon Dimbula Blend')
    expect(new URL(product.url).pathname).toBe(dimbula)
    expect(product.brand.name).toBeTruthy()
    expect(product.offers.map((offer) => [offer.sku, offer.availability])).toEqual([
      ['PREMIUM-CEYLON-DIMBULA-BLEND-125', 'https://schema.org/OutOfStock'],
      ['PREMIUM-CEYLON-DIMBULA-BLEND-250', 'https://schema.org/InStock'],
    ])
  })

  test('its pictures open in the lightbox from the keyboard and close with Escape', async ({ page }) => {
    await page.goto(dimbula)
    const thumbnails = page.getByRole('region', { name: 'Pictures' }).getByRole('button')
    // The pack shot, large, then the seeded cup and garden pictures.
    await expect(thumbnails).toHaveCount(3)
    await expect(thumbnails.first()).toHaveAccessibleName(/^Enlarge picture: /)
    await thumbnails.first().focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails.first()).toBeFocused()
  })

  test('the format address shows the same tea, with the tea-ranges address as canonical', async ({ page }) => {
    const response = await page.goto(routes.products.teaFormatDetails('premium-ceylon-dimbula-blend'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Ceylon Dimbula Blend')
    await expect(packs(page).getByRole('link', { name: /^Buy now: 250 g loose leaf/ })).toBeVisible()
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(dimbula)
    await page.goto(dimbula)
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(dimbula)
  })

  test('an unknown tea is a 404 at both addresses', async ({ request }) => {
    expect((await request.get(routes.products.productDetails('no-such-tea'))).status()).toBe(404)
    expect((await request.get(routes.products.teaFormatDetails('no-such-tea'))).status()).toBe(404)
  })
})

test.describe('an ingredient’s page', () => {
  test('shows its origin and description and lists the teas it is in', async ({ page }) => {
    await page.goto(orangePekoe)
    await page.getByRole('region', { name: 'Ingredients' }).getByRole('link', { name: 'Orange peel' }).click()
    await expect(page).toHaveURL(orangePeel)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orange peel')
    await expect(page.locator('main dl')).toContainText('Uva, Sri Lanka')
    await expect(page.getByText('their peel is cut into strips')).toBeVisible()
    const teas = page.getByRole('region', { name: 'Teas with Orange peel' })
    await expect(teas.getByRole('link')).toHaveCount(4)
    await teas.getByRole('link').filter({ hasText: 'Premium Ceylon Orange Pekoe' }).click()
    await expect(page).toHaveURL(orangePekoe)
  })

  test('an unknown ingredient is a 404', async ({ request }) => {
    expect((await request.get(routes.products.ingredient('no-such-ingredient'))).status()).toBe(404)
  })
})
