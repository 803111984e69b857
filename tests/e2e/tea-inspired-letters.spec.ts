import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * Tea Inspired's letters and books (seeded by src/seed/letters.ts and src/seed/inspiration-books.ts):
 * the archive's scans open in the lightbox by keyboard, the curated page's carousel of quotes
 * moves by keyboard and leads to the whole letter in the archive, and the books page offers its
 * downloads and links. Each page passes axe.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

/** The editors' picks, newest first (src/seed/letters.ts). */
const PICKS = [
  { slug: 'from-one-grower-to-another', writer: 'Hiroshi Takeda' },
  { slug: 'the-kettle-on-ward-nine', writer: 'Farah Siddiqui' },
  { slug: 'questions-from-valparaiso', writer: 'Mateo Fernández' },
]
const SCAN = 'Nimali’s letter in large handwriting on ruled exercise paper, with her drawing of a green teacup on a yellow saucer'

test.describe('letters to Mr Dalumara', () => {
  test('the archive shows every letter by decade and opens a scan in the lightbox by keyboard', async ({ page }) => {
    await open(page, routes.teaInspired.letters)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letters to Mr Dalumara')
    await expect(page.locator('main article[id^="letter-"]')).toHaveCount(10)
    await expect(page.getByRole('navigation', { name: 'Letters by decade' }).getByRole('link')).toHaveText(['The 2020s', 'The 2010s', 'The 2000s', 'The 1990s', 'The 1980s'])
    await expectNoAxeViolations(page)

    const letter = page.locator('#letter-forty-new-books')
    await expect(letter.getByRole('heading', { level: 3 })).toHaveText('Forty new books')
    await expect(letter).toContainText('Nimali Perera')
    await expect(letter.locator('time')).toHaveAttribute('datetime', '2009-05-11')
    const thumbnail = letter.getByRole('button', { name: `Enlarge picture: ${SCAN}` })
    const dialog = page.getByRole('dialog', { name: 'Picture viewer' })
    // The island may hydrate after the page: retry until Enter opens the viewer.
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await thumbnail.focus()
        await page.keyboard.press('Enter')
      }
      await expect(dialog).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await expect(dialog.locator('.yarl__slide_current img')).toHaveAttribute('alt', SCAN)
    // One page only: nothing to go back or forward to.
    await expect(dialog.getByRole('button', { name: 'Next picture' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbnail).toBeFocused()
  })

  test('the letters tea inspired move through the picks by keyboard and lead to the whole letter', async ({ page }) => {
    await open(page, routes.teaInspired.inspiredLetters)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Letters That Tea Inspired')
    const carousel = page.getByRole('region', { name: 'Letters chosen by our editors' })
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(7)
    await expect(slides.first()).toContainText(PICKS[0]!.writer)
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'false')
    await expect(page.locator('main article')).toHaveCount(0)
    await expectNoAxeViolations(page)

    const next = carousel.getByRole('button', { name: 'Next slide' })
    // The carousel may hydrate after the page: press again only while the first slide still shows.
    await expect(async () => {
      if ((await slides.nth(1).getAttribute('aria-hidden')) !== 'false') {
        await next.focus()
        await page.keyboard.press('Enter')
      }
      await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false', { timeout: 1_000 })
    }).toPass()
    // Arrow keys move the carousel while focus is inside it.
    await page.keyboard.press('ArrowRight')
    await expect(slides.nth(2)).toHaveAttribute('aria-hidden', 'false')
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false')
    await expect(slides.nth(1)).toContainText(PICKS[1]!.writer)

    const read = slides.nth(1).getByRole('link', { name: `Read the whole letter from ${PICKS[1]!.writer}` })
    await expect(read).toHaveAttribute('href', `${routes.teaInspired.letters}#letter-${PICKS[1]!.slug}`)
    await read.click()
    await expect(page).toHaveURL(new RegExp(`${routes.teaInspired.letters}#letter-${PICKS[1]!.slug}$`))
    const article = page.locator(`#letter-${PICKS[1]!.slug}`)
    await expect(article).toBeInViewport()
    await expect(article).toContainText('whoever can be spared puts the kettle on')
  })
})

test.describe('tea inspiration books', () => {
  test('lists the books with their downloads and links', async ({ page }) => {
    await open(page, routes.teaInspired.books)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tea inspiration books')
    await expect(page.locator('main article[id^="book-"]')).toHaveCount(5)
    await expectNoAxeViolations(page)

    const own = page.locator('#book-the-bungalow-kitchen')
    const download = own.getByRole('link', { name: /^Download The Bungalow Kitchen: Recipes from Kirikanda \(PDF, [\d.]+ kB\)$/ })
    await expect(download).toHaveAttribute('download', 'dalumara-book-the-bungalow-kitchen.pdf')
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe('dalumara-book-the-bungalow-kitchen.pdf')
    expect(await file.failure()).toBeNull()

    const classic = page.locator('#book-the-book-of-tea')
    const link = classic.getByRole('link', { name: /^Read it free at Project Gutenberg \(The Book of Tea\)/ })
    await expect(link).toHaveAttribute('href', 'https://www.gutenberg.org/ebooks/769')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toContainText('opens in a new tab')
  })
})
