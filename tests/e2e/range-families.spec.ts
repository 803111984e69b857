import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { siteConfig } from '../../src/site.config'
import { categories } from '../../src/seed/catalogue/categories'
import { ingredients } from '../../src/seed/catalogue/ingredients'
import { planCatalogue } from '../../src/seed/catalogue/plan'
import { ranges } from '../../src/seed/catalogue/ranges'
import { rangeFamilyPages } from '../../src/seed/content/range-families'
import { recipes } from '../../src/seed/recipes'
import { withConsentChosen } from './support/chrome'

/**
 * The sub-pages of the range families (src/seed/content/range-families.ts): every page answers
 * with its seeded heading, the product, ingredient, recipe and mood lists link to the right
 * addresses, the maps show a marker per place beside the list, the seasonal flush video opens the
 * popup, and a seasonal flush tea has a page of its own. The GLOBAL site lists every product.
 */
const b = siteConfig.BRAND_SLUG
const plans = planCatalogue(ranges)
const tSeries = routes.products.range('t-series-designer-gourmet-tea')
const seasonal = plans.filter((plan) => plan.flush)
const pathOf = (end: string) => rangeFamilyPages.find((page) => page.path.endsWith(end))!.path

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')

/** The hrefs of the links inside `main` (cards are one link each). */
const linksIn = (page: Page) => main(page).locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

test.describe('range family sub-pages', () => {
  test('the seed covers every sub-page of the site spec', () => {
    const expected = [
      `${routes.products.range(`${b}-ceylon-iced-tea`)}/glass-bottles`,
      `${routes.products.range(`${b}-ceylon-iced-tea`)}/tetra-packs`,
      `${routes.products.range(`${b}-natural-infusions`)}/for-every-mood`,
      `${routes.products.range(`${b}-natural-infusions`)}/our-infusions`,
      routes.products.ingredient(),
      `${routes.products.range(`${b}-watte-boutique-tea`)}/estate-tea`,
      `${routes.products.range(`${b}-watte-boutique-tea`)}/region-tea`,
      `${routes.products.range(`${b}-watte-boutique-tea`)}/regions`,
      `${routes.products.range('elixir-of-ceylon-tea')}/our-elixir`,
      `${routes.products.range('elixir-of-ceylon-tea')}/brewing-guIdeline`,
      `${routes.products.range('elixir-of-ceylon-tea')}/elixir-recipes`,
      `${routes.products.range('elixir-of-ceylon-tea')}/real-tea`,
      `${tSeries}/gourmet-teas`,
      `${tSeries}/rare-teas`,
      routes.products.seasonalFlush(),
      `${routes.products.range('teamakers-private-reserve')}/about`,
      `${routes.products.range('teamakers-private-reserve')}/our-teas`,
      `${routes.products.range('teamakers-private-reserve')}/tea-location`,
    ]
    expect(rangeFamilyPages.map((page) => page.path).sort()).toEqual(expected.sort())
  })

  // The heading is in the server's HTML: each page is fetched and parsed, none loaded with its pictures and
  // scripts (the whole-site crawl loads one page of each kind fully in a browser).
  test('every sub-page answers 200 with its seeded heading', async ({ page, request }) => {
    for (const seed of rangeFamilyPages) {
      const response = await request.get(seed.path)
      expect(response.status(), seed.path).toBe(200)
      const html = await response.text()
      const heading = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent?.trim(), html)
      expect(heading, seed.path).toBe(seed.copy.en.title)
    }
  })
})

test.describe('lists', () => {
  test('our infusions lists every infusion, each card linking to its product page', async ({ page }) => {
    await open(page, pathOf('/our-infusions'))
    const infusions = plans.filter((plan) => plan.isInfusion)
    expect(infusions.length).toBeGreaterThan(0)
    const links = await linksIn(page)
    for (const plan of infusions) expect(links, plan.slug).toContain(routes.products.productDetails(plan.slug))
    // Teas that are not infusions are not listed.
    const tea = plans.find((plan) => !plan.isInfusion)!
    expect(links).not.toContain(routes.products.productDetails(tea.slug))
    await expect(main(page).getByRole('heading', { level: 3, name: infusions[0]!.name, exact: true })).toBeVisible()
  })

  test('the private reserve lists its own teas only', async ({ page }) => {
    await open(page, pathOf('teamakers-private-reserve/our-teas'))
    const links = (await linksIn(page)).filter((href) => href?.startsWith(routes.products.productDetails()))
    const reserve = plans.filter((plan) => plan.range === 'teamakers-private-reserve')
    expect(links.sort()).toEqual(reserve.map((plan) => routes.products.productDetails(plan.slug)).sort())
  })

  test('our ingredients links each ingredient to its page', async ({ page }) => {
    await open(page, routes.products.ingredient())
    const links = await linksIn(page)
    for (const ingredient of ingredients) expect(links, ingredient.slug).toContain(routes.products.ingredient(ingredient.slug))
    await expect(main(page).getByRole('heading', { level: 3, name: ingredients[0]!.copy.en.name, exact: true })).toBeVisible()
  })

  test('for every mood shows each mood with its picture, linking to its mood page', async ({ page }) => {
    await open(page, pathOf('/for-every-mood'))
    const moods = categories.filter((category) => category.kind === 'mood')
    for (const mood of moods) {
      const card = main(page).locator(`a[href="${routes.products.byMood(mood.slug)}"]`)
      await expect(card, mood.slug).toHaveCount(1)
      await expect(card.getByRole('heading', { name: mood.copy.en.title, exact: true })).toBeVisible()
      await expect(card.locator('img')).toHaveCount(1)
    }
  })

  test('elixir recipes lists the elixir recipes only, each linking to its recipe page', async ({ page }) => {
    await open(page, pathOf('/elixir-recipes'))
    const links = (await linksIn(page)).filter((href) => href?.startsWith(routes.products.recipes))
    const elixir = recipes.filter((recipe) => recipe.kind === 'elixir')
    expect(elixir.length).toBeGreaterThan(0)
    expect(links.sort()).toEqual(elixir.map((recipe) => routes.products.recipe(recipe.slug)).sort())
  })

  test('seasonal flush lists the seasonal flush teas, each linking to its seasonal flush page', async ({ page }) => {
    await open(page, routes.products.seasonalFlush())
    const links = (await linksIn(page)).filter((href) => href?.startsWith(`${routes.products.seasonalFlush()}/`))
    expect(seasonal.length).toBeGreaterThan(0)
    expect(links.sort()).toEqual(seasonal.map((plan) => routes.products.seasonalFlush(plan.slug)).sort())
    await expect(main(page).getByText('A seasonal flush is one year’s weather, caught in a cup.')).toBeVisible()
  })
})

test.describe('maps', () => {
  for (const [end, count] of [['/regions', 7], ['/tea-location', 5]] as const) {
    test(`${end} shows a marker per place on the map and the same places in the list`, async ({ page }) => {
      await open(page, pathOf(end))
      const list = main(page).getByRole('list', { name: 'The places on the map' })
      await expect(list.getByRole('listitem')).toHaveCount(count)
      await expect(list.getByRole('heading', { level: 3 })).toHaveCount(count)
      const map = main(page).getByRole('region', { name: /^Map: / })
      await map.scrollIntoViewIfNeeded()
      // Tiles cannot load here (no network), yet the vector markers are drawn.
      const markers = map.locator('path.leaflet-interactive')
      await expect(markers).toHaveCount(count)
      await markers.first().click({ force: true })
      const popupLink = map.locator('.leaflet-popup').getByRole('link')
      await expect(popupLink).toHaveAttribute('href', /^#place-[a-z0-9-]+$/)
      const target = (await popupLink.getAttribute('href'))!.slice(1)
      await expect(list.locator(`li[id="${target}"]`)).toHaveCount(1)
    })
  }
})

test.describe('seasonal flush', () => {
  test('the featured video opens in the popup, which Escape closes', async ({ page }) => {
    await open(page, routes.products.seasonalFlush())
    const play = main(page).getByRole('button', { name: /^Play video: / })
    await expect(play).toHaveCount(1)
    await play.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // Without marketing consent nothing is loaded from YouTube until the visitor asks for it.
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('a seasonal flush tea has its own page with its season, origin and packs', async ({ page }) => {
    const plan = seasonal.find((one) => one.flush === 'uva')!
    await open(page, routes.products.seasonalFlush(plan.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.name)
    await expect(main(page).getByText('Uva quality season, July to September')).toBeVisible()
    await expect(main(page).getByText(plan.origin, { exact: true })).toBeVisible()
    await expect(main(page).getByText(plan.packs[0]!.label).first()).toBeVisible()
    await expect(main(page).getByRole('link', { name: /All seasonal flush teas/ })).toHaveAttribute('href', routes.products.seasonalFlush())
  })

  test('an unknown tea and a tea that is not a seasonal flush answer 404', async ({ request }) => {
    const notSeasonal = plans.find((plan) => plan.range === 't-series-designer-gourmet-tea' && !plan.flush)!
    for (const path of [routes.products.seasonalFlush('no-such-flush'), routes.products.seasonalFlush(notSeasonal.slug)]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })
})
