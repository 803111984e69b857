import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { galleryItems } from '../../src/seed/tea-inspired-galleries/items'
import { withConsentChosen } from './support/chrome'

/**
 * Tea Inspired's image groups (seeded by src/seed/tea-inspired-galleries): a group's list links
 * its items, and an item's pictures open in the lightbox by keyboard alone: Tab to a thumbnail,
 * Enter, the arrow keys, Escape, and focus back on the thumbnail that opened it.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')
/** The slide the lightbox shows: YARL marks the others as hidden from assistive technology. */
const currentSlide = (page: Page) => page.getByRole('dialog').locator('.yarl__slide_current img')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

const photographers = galleryItems.filter((item) => item.group === 'photographers')
const tomas = galleryItems.find((item) => item.slug === 'tomas-ekberg')!
const alts = tomas.shots.map((shot) => shot.alt)

test('the photographers list links each photographer’s page', async ({ page }) => {
  await open(page, routes.teaInspired.photographers())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photographers')
  // The cards, not the breadcrumb's items: each card has its title as a heading.
  const cards = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(photographers.length)
  for (const [i, item] of photographers.entries()) {
    const link = cards.nth(i).getByRole('link')
    await expect(link).toHaveAttribute('href', routes.teaInspired.photographers(item.slug))
    await expect(link.getByRole('heading', { level: 2 })).toHaveText(item.en.title)
  }

  await cards.nth(1).getByRole('link').click()
  await expect(page).toHaveURL(routes.teaInspired.photographers(tomas.slug))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tomas.en.title)
})

test('an item’s pictures open by keyboard: Tab and Enter, arrows move, Escape closes and focus returns to the opener', async ({ page }) => {
  await open(page, routes.teaInspired.photographers(tomas.slug))
  const gallery = main(page).getByRole('region', { name: 'Pictures' })
  const thumbnails = gallery.getByRole('button')
  await expect(thumbnails).toHaveCount(alts.length)
  for (const [i, alt] of alts.entries()) await expect(thumbnails.nth(i)).toHaveAccessibleName(`Enlarge picture: ${alt}`)

  // From the first picture, Tab moves through the pictures in order.
  await thumbnails.first().focus()
  await expect(thumbnails.first()).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(thumbnails.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
  await expect(dialog).toBeVisible()
  await expect(currentSlide(page)).toHaveAttribute('alt', alts[1]!)
  await page.keyboard.press('ArrowRight')
  await expect(currentSlide(page)).toHaveAttribute('alt', alts[2]!)
  // One key per slide: the lightbox ignores keys while a slide is still moving.
  await page.keyboard.press('ArrowLeft')
  await expect(currentSlide(page)).toHaveAttribute('alt', alts[1]!)
  await page.keyboard.press('ArrowLeft')
  await expect(currentSlide(page)).toHaveAttribute('alt', alts[0]!)
  // The gallery runs round: left of the first picture is the last.
  await page.keyboard.press('ArrowLeft')
  await expect(currentSlide(page)).toHaveAttribute('alt', alts.at(-1)!)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnails.nth(1)).toBeFocused()
})

test('an item’s page links back to its list', async ({ page }) => {
  await open(page, routes.teaInspired.artists('hugo-marchetti'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hugo Marchetti')
  await expect(main(page).getByRole('link', { name: 'All artists' })).toHaveAttribute('href', routes.teaInspired.artists())
})
