import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { expectNoAxeViolations } from './support/axe'
import { sharedUpload } from '../shared/meta-tags'

/** The seeded estates (src/seed/estates.ts), in their editors' order. */
const estates = [
  { slug: 'kirikanda', name: 'Kirikanda Estate' },
  { slug: 'malhena', name: 'Malhena Estate' },
  { slug: 'hethumalee', name: 'Hethumalee Estate' },
  { slug: 'hilmara-gardens', name: 'Hilmara Gardens' },
  { slug: 'ambagolla-garden', name: 'Ambagolla Garden' },
]
const kirikanda = routes.family.teaGardens('kirikanda')
const pictures = [
  'Kirikanda’s terraced tea slopes above Haputale, with the estate factory on the middle ridge',
  'Early mist in the valley below Kirikanda, shade trees standing along the tea rows',
  'A fresh Uva flush from Kirikanda: two leaves and a bud among the older leaves',
  'A cup of bright, brisk Kirikanda tea on the factory’s tasting bench',
]

/** The slide the lightbox shows: YARL marks the others as hidden from assistive technology. */
const currentSlide = (page: Page) => page.getByRole('dialog').locator('.yarl__slide_current img')

test.describe('our tea gardens', () => {
  test('lists the estates as cards linking to their pages, with a marker per estate on the map', async ({ page }) => {
    const response = await page.goto(routes.family.teaGardens())
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our tea gardens')
    await expect(page.getByRole('heading', { level: 2, name: 'Where our tea grows' })).toBeVisible()
    const cards = page.getByRole('heading', { level: 2, name: 'The gardens' }).locator('..').getByRole('listitem')
    await expect(cards).toHaveCount(estates.length)
    for (const [i, estate] of estates.entries()) {
      const link = cards.nth(i).getByRole('link')
      await expect(link).toHaveAttribute('href', routes.family.teaGardens(estate.slug))
      await expect(link.getByRole('heading', { level: 3 })).toHaveText(estate.name)
    }
    await expect(cards.first()).toContainText('Family estate · Uva')
    await expect(cards.nth(3)).toContainText('Partner garden · Nuwara Eliya')

    // Tiles cannot load here (no network), yet the vector markers are drawn.
    const map = page.getByRole('region', { name: 'Map of the tea estates' })
    await map.scrollIntoViewIfNeeded()
    const markers = map.locator('path.leaflet-interactive')
    await expect(markers).toHaveCount(estates.length)
    await markers.first().click({ force: true })
    await expect(map.locator('.leaflet-popup').getByRole('link')).toHaveAttribute('href', /\/dalumara-family\/our-tea-garden\/[a-z-]+$/)

    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(kirikanda)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirikanda Estate')
  })

  test('shows an estate’s description, facts, tour link and head tags', async ({ page }) => {
    const response = await page.goto(kirikanda)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirikanda Estate')
    await expect(page.getByText('The family’s first garden: sixty hectares')).toBeVisible()
    await expect(page.getByText('Kirikanda was the garden that began Dalumara')).toBeVisible()
    const facts = page.locator('main dl')
    await expect(facts).toContainText('Uva')
    await expect(facts).toContainText('1,450 m above sea level')
    await expect(facts).toContainText('6.7680° N, 80.9580° E')
    await expect(page.getByRole('link', { name: 'Plan a visit to Kirikanda' })).toHaveAttribute('href', routes.contact)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kirikanda Estate')

    await expect(page).toHaveTitle('Kirikanda Estate, Uva | Dalumara')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /terraced high-grown tea above Haputale/)
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(kirikanda)
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', sharedUpload('dalumara-estate-kirikanda-terraces.jpg'))
    await expectNoAxeViolations(page)
  })

  test('opens the pictures in a lightbox: click or Enter, arrows, Escape, focus back on the thumbnail', async ({ page }) => {
    await page.goto(kirikanda)
    const gallery = page.getByRole('heading', { level: 2, name: 'Pictures' }).locator('..')
    const thumbnails = gallery.getByRole('button')
    await expect(thumbnails).toHaveCount(pictures.length)
    for (const [i, alt] of pictures.entries()) {
      await expect(thumbnails.nth(i)).toHaveAccessibleName(`Enlarge picture: ${alt}`)
    }

    await thumbnails.first().click()
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
    await expect(dialog).toBeVisible()
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[0]!)
    await page.keyboard.press('ArrowRight')
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[1]!)
    // One key per slide: the lightbox ignores keys while a slide is still moving.
    await page.keyboard.press('ArrowLeft')
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[0]!)
    await page.keyboard.press('ArrowLeft')
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[3]!)
    await dialog.getByRole('button', { name: 'Next picture' }).click()
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[0]!)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnails.first()).toBeFocused()

    // Keyboard only: Enter on the third thumbnail opens that picture; Close returns focus to it.
    await thumbnails.nth(2).focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expect(currentSlide(page)).toHaveAttribute('alt', pictures[2]!)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(thumbnails.nth(2)).toBeFocused()
  })

  test('plays the estate’s film in the consent-aware popup', async ({ page }) => {
    await page.goto(kirikanda)
    await expect(page.getByRole('heading', { level: 2, name: 'Film' })).toBeVisible()
    const play = page.getByRole('button', { name: 'Play video: A plucking morning at Kirikanda' })
    await play.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('estates are in the site search, linked to their pages', async ({ request }) => {
    const response = await request.get('/dmc-apis/general_search?keyword=Hethumalee')
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as { data: { title: string; type: string; url: string }[] }
    expect(data).toContainEqual(expect.objectContaining({ title: 'Hethumalee Estate', type: 'Tea estate', url: routes.family.teaGardens('hethumalee') }))
  })

  test('answers 404 for an estate that does not exist', async ({ page, request }) => {
    expect((await request.get(routes.family.teaGardens('no-such-estate'))).status()).toBe(404)
    const response = await page.goto(routes.family.teaGardens('no-such-estate'))
    expect(response?.status()).toBe(404)
  })

  test('the list page has no axe violations with the map drawn', async ({ page }) => {
    await page.goto(routes.family.teaGardens())
    const map = page.getByRole('region', { name: 'Map of the tea estates' })
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(estates.length)
    await expectNoAxeViolations(page)
  })
})
