import { expect, test, type BrowserContext, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The catalogue beside the teas: gifts of tea, teaware, tea accessories and recipes (seed:
 * src/seed/catalogue.ts, src/seed/recipes.ts, list pages in src/seed/content/products-gifts.ts).
 * 12 gifts (9 to a page), 8 teaware items, 16 accessories (6 to a page), 10 recipes.
 */
const gifts = routes.products.giftOfTeas()
const chest = routes.products.giftOfTeas('estate-tasting-chest')
const accessories = routes.products.accessories()
const API = '/dmc-apis/get_accessories'

const cards = (page: Page) => page.locator('main ul li').filter({ has: page.locator('a h2, a h3') })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /accessor|Loading/ })
const currentSlide = (page: Page) => page.getByRole('dialog').locator('.yarl__slide_current img')

async function inMarket(context: BrowserContext, baseURL: string, country: string) {
  await context.addCookies([{ name: 'country', value: country, url: baseURL }])
}

function apiRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(API)) seen.push(request.url())
  })
  return seen
}

async function openInteractive(page: Page, address: string) {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-interactive]')).toBeVisible()
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('gift of teas', () => {
  test('lists nine gifts a page, pages with plain links, and leads to a gift’s page', async ({ page }) => {
    const response = await page.goto(gifts)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift of teas')
    await expect(page.getByText('12 items')).toBeVisible()
    await expect(cards(page)).toHaveCount(9)
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText('Estate Tasting Chest')
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')

    await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(`${gifts}?page=2`)
    await expect(cards(page)).toHaveCount(3)
    await expect(cards(page).last()).toContainText('Estate Reserve Tin')
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')

    await page.goto(gifts)
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(chest)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estate Tasting Chest')
    await expect(page.getByText('A journey across the island’s tea country in six cups')).toBeVisible()
    await expect(page.getByRole('link', { name: 'All gifts of tea' })).toHaveAttribute('href', gifts)
  })

  test('a gift’s pictures open in the lightbox from the keyboard, and focus returns to the thumbnail', async ({ page }) => {
    await page.goto(chest)
    const thumbnails = page.getByRole('heading', { level: 2, name: 'Pictures' }).locator('..').getByRole('button')
    await expect(thumbnails).toHaveCount(4)
    await expect(thumbnails.first()).toHaveAccessibleName(/^Enlarge picture: Estate Tasting Chest, a Dalumara gift: a deep green box/)

    await thumbnails.nth(1).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
    await expect(dialog).toBeVisible()
    await expect(currentSlide(page)).toHaveAttribute('alt', /^A teapot of amber tea on a wooden table/)
    await page.keyboard.press('ArrowRight')
    await expect(currentSlide(page)).toHaveAttribute('alt', /^Fresh tea leaves around a tender shoot/)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails.nth(1)).toBeFocused()
  })

  test('“Buy now” leads to the pack’s shop for the GLOBAL site', async ({ page }) => {
    await page.goto(chest)
    const packs = page.getByRole('region', { name: 'Sizes and sets' })
    await expect(packs.getByText('Gift wrapping included')).toBeVisible()
    const buy = packs.getByRole('link', { name: /^Buy now: Chest of six teas, 6 × 50 g loose leaf/ })
    await expect(buy).toHaveAttribute('href', 'https://shop.example.com/global/gft-chest-6')
    await expect(buy).toHaveAttribute('target', '_blank')
    await expect(packs.getByRole('link', { name: /^Buy now:/ })).toHaveCount(2)
    await expect(packs.locator('[aria-disabled="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a pack without a shop for the GLOBAL site says why and leads to where to buy, never to a dead button', async ({ page }) => {
    await page.goto(routes.products.giftOfTeas('estate-reserve-tin'))
    const packs = page.getByRole('region', { name: 'Sizes and sets' })
    await expect(packs.locator('[aria-disabled]')).toHaveCount(0)
    const instead = packs.getByRole('link', { name: 'Where to buy: Numbered tin, 100 g' })
    await expect(instead).toHaveAccessibleDescription('Not on sale online yet.')
    await expect(packs.getByText('Not on sale online yet.')).toBeVisible()
    await instead.click()
    await expect(page).toHaveURL(routes.products.whereToBuy)
  })

  test('the Sri Lankan market: a pack without a Sri Lankan shop leads to where to buy, one with it to the shop', async ({ page, context, baseURL }) => {
    await inMarket(context, baseURL!, 'LK')
    await page.goto(routes.products.giftOfTeas('silver-tips-caddy'))
    const packs = page.getByRole('region', { name: 'Sizes and sets' })
    await expect(packs.getByRole('link', { name: 'Where to buy: Lacquered caddy, 30 g' })).toHaveAccessibleDescription('Not on sale in your country yet.')
    await expect(packs.getByRole('link', { name: /^Buy now/ })).toHaveCount(0)

    await page.goto(routes.products.giftOfTeas('estate-reserve-tin'))
    await expect(page.getByRole('region', { name: 'Sizes and sets' }).getByRole('link', { name: /^Buy now: Numbered tin, 100 g/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/lk/gft-reserve-100',
    )

    // The Sri Lankan list leaves out what is not sold there.
    await page.goto(gifts)
    await expect(page.getByText('10 items')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Afternoon Tea Hamper' })).toHaveCount(0)
  })

  test('the teaware list has its own page under the gifts, linking to each item', async ({ page }) => {
    const response = await page.goto(routes.products.teawares)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teawares')
    await expect(cards(page)).toHaveCount(8)
    await expect(pagination(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Estate Tasting Chest' })).toHaveCount(0)
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(routes.products.giftOfTeas('porcelain-teapot'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Porcelain Teapot')
    await expect(page.getByRole('link', { name: 'All teaware' })).toHaveAttribute('href', routes.products.teawares)
  })

  test('answers 404 for a gift that does not exist', async ({ request }) => {
    expect((await request.get(routes.products.giftOfTeas('no-such-gift'))).status()).toBe(404)
  })
})

test.describe('tea accessories', () => {
  test('renders the first six on the server, then a filter asks the API once, 500 ms after the last change', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
    const requests = apiRequests(page)
    await openInteractive(page, accessories)
    await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))
    await expect(summary(page)).toHaveText('16 accessories')
    await expect(cards(page)).toHaveCount(6)
    expect(requests).toEqual([])

    await page.getByLabel('Material').selectOption('glass')
    await expect(page).toHaveURL(`${accessories}?material=glass`)
    await page.getByLabel('Category').selectOption('caddies-and-storage')
    await expect(page).toHaveURL(`${accessories}?material=glass&category=caddies-and-storage`)
    await page.clock.runFor(499)
    expect(requests).toEqual([])
    const answer = page.waitForResponse((response) => response.url().includes(API))
    await page.clock.runFor(1)
    const response = await answer
    expect(requests).toHaveLength(1)
    expect(new URL(response.url()).searchParams.get('material')).toBe('glass')
    expect(new URL(response.url()).searchParams.get('category')).toBe('caddies-and-storage')
    await expect(summary(page)).toHaveText('1 accessory')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Glass Tea Canister')
    await expect(cards(page).first()).toContainText('Glass · Caddies and storage')
  })

  test('a filtered view survives a reload and can be cleared', async ({ page }) => {
    await openInteractive(page, `${accessories}?category=serving`)
    await expect(page.getByLabel('Category')).toHaveValue('serving')
    await expect(summary(page)).toHaveText('4 accessories')
    const answer = page.waitForResponse((r) => r.url().includes(API) && r.url().includes('material=porcelain'))
    await page.getByLabel('Material').selectOption('porcelain')
    await answer
    await expect(page).toHaveURL(`${accessories}?material=porcelain&category=serving`)
    await expect(cards(page)).toHaveCount(1)

    await page.reload()
    await expect(page.locator('[data-interactive]')).toBeVisible()
    await expect(page.getByLabel('Material')).toHaveValue('porcelain')
    await expect(page.getByLabel('Category')).toHaveValue('serving')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Porcelain Milk Jug')

    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(accessories)
    await expect(summary(page)).toHaveText('16 accessories')
  })

  test('pages through the list with the active page marked', async ({ page }) => {
    await openInteractive(page, accessories)
    const answer = page.waitForResponse((r) => r.url().includes(API) && r.url().includes('page=3'))
    await pagination(page).getByRole('link', { name: 'Page 3', exact: true }).click()
    await answer
    await expect(page).toHaveURL(`${accessories}?page=3`)
    await expect(pagination(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute('aria-current', /.*/)
    await expect(cards(page)).toHaveCount(4)
    await expect(cards(page).last()).toContainText('Glass Tea Canister')
    await page.reload()
    await expect(pagination(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page)).toHaveCount(4)
  })

  test('works without JavaScript: the filters are a form, the pages are links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await withConsentChosen(context, baseURL!)
    const page = await context.newPage()
    await page.goto(accessories)
    await page.getByLabel('Material').selectOption('stainless-steel')
    await page.getByRole('button', { name: 'Show accessories' }).click()
    await expect(page).toHaveURL(/\?material=stainless-steel/)
    await expect(page.getByText('4 accessories')).toBeVisible()
    await expect(cards(page)).toHaveCount(4)
    await expect(page.getByLabel('Material')).toHaveValue('stainless-steel')

    await page.goto(accessories)
    await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(`${accessories}?page=2`)
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page).first()).toContainText('Wooden Tea Box')
    await context.close()
  })

  test('an accessory’s page shows its material, category and packs', async ({ page }) => {
    await page.goto(accessories)
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(routes.products.accessories('fine-mesh-strainer'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fine Mesh Tea Strainer')
    const facts = page.locator('main dl')
    await expect(facts).toContainText('Stainless steel')
    await expect(facts).toContainText('Strainers and infusers')
    await expect(page.getByRole('link', { name: /^Buy now: Strainer with drip bowl/ })).toHaveAttribute('href', 'https://shop.example.com/global/acc-strain-1')
    await expectNoAxeViolations(page)
  })

  test('has no axe violations, filtered or not', async ({ page }) => {
    await openInteractive(page, accessories)
    await expectNoAxeViolations(page)
    await openInteractive(page, `${accessories}?material=cast-iron&category=cosies-and-linen`)
    await expect(page.getByText('No accessories match these filters.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('recipes', () => {
  test('a recipe has a shareable page with its picture, serves and time, ingredients, method and tips', async ({ page }) => {
    const path = routes.products.recipe('iced-lemon-black-tea')
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iced Lemon Black Tea')
    await expect(page.locator('main img[alt^="A tall glass of iced black tea"]')).toBeVisible()
    const facts = page.locator('main dl')
    await expect(facts).toContainText('4 people')
    await expect(facts).toContainText('10 min')
    const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')
    await expect(ingredients).toHaveCount(5)
    await expect(ingredients.first()).toHaveText(/4 tsp\s*high-grown black tea, loose leaf/)
    const steps = page.getByRole('region', { name: 'Method' }).getByRole('listitem')
    await expect(steps).toHaveCount(5)
    await expect(page.getByRole('region', { name: 'Tips' })).toContainText('Chilling fast keeps the tea clear')
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(path)
    await expectNoAxeViolations(page)
  })

  test('an elixir recipe is a recipe page too, and an unknown one is a 404', async ({ page, request }) => {
    await page.goto(routes.products.recipe('elixir-tonic'))
    await expect(page.locator('main dl')).toContainText('Made withElixir of Ceylon Tea')
    expect((await request.get(routes.products.recipe('no-such-recipe'))).status()).toBe(404)
  })
})
