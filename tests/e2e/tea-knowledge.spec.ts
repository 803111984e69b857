import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'
import { megaMenuLinks } from './support/mega-menu'

/**
 * All About Tea: the brewing guide (and its /infographic alias), the e-learning page, and the
 * e-books list and detail pages, with the content the seed gives them (src/seed/content/tea-knowledge.ts,
 * src/seed/e-books.ts).
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

const canonicalPath = async (page: Page) => new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname

/** The guide's level-2 headings in page order: content sections stand where they are, rules are numbered. */
const guideHeadings = [
  'Before you start',
  'Rule 1 Start with fresh, cold water',
  'Rule 2 Measure the leaf',
  'Rule 3 Match the water to the tea',
  'Rule 4 Time it',
  'Rule 5 Take the leaf out',
  'Rule 6 Milk, lemon or honey?',
  'Rule 7 Keep your tea fresh',
  'Iced tea, two ways',
]

async function expectBrewingGuide(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to brew a perfect cup of tea')
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(guideHeadings)

  // The rules are one ordered list, an item per rule number, numbered 1 to 7.
  const rules = main(page).getByRole('list').filter({ has: page.getByRole('heading', { level: 2, name: 'Rule 1 Start with fresh, cold water' }) })
  await expect(rules).toHaveCount(1)
  expect(await rules.evaluate((el) => el.tagName)).toBe('OL')
  const items = rules.locator(':scope > li')
  await expect(items).toHaveCount(7)
  expect(await items.evaluateAll((els) => els.map((el) => (el as HTMLLIElement).value))).toEqual([1, 2, 3, 4, 5, 6, 7])

  // Rule 1 groups two sections; rule 3 has a sub-section per kind of tea.
  await expect(items.first().getByRole('heading', { level: 3 })).toHaveText(['Warm the pot first'])
  await expect(items.first()).toContainText('Fill the kettle with freshly drawn cold water every time.')
  await expect(items.nth(2).getByRole('heading', { level: 3 })).toHaveText(['Black tea: 95 to 100 °C', 'Green tea: 70 to 80 °C', 'Herbal infusions: 100 °C'])
  await expect(items.nth(2).locator('img')).toHaveCount(3)
  await expect(items.nth(5)).toContainText('Never lemon and milk together')
}

test.describe('how to brew a perfect cup of tea', () => {
  test('shows the content sections in place and the rule groups numbered in order, with their sections', async ({ page, request }) => {
    await open(page, routes.allAboutTea.howToBrew)
    await expectBrewingGuide(page)
    for (const alt of await main(page).locator('img').evaluateAll((els) => els.map((el) => el.getAttribute('alt')))) expect(alt?.trim()).toBeTruthy()

    const link = main(page).getByRole('link', { name: 'Read our iced tea e-book' })
    await expect(link).toHaveAttribute('href', routes.allAboutTea.eBooks('iced-teas-and-tea-coolers'))
    expect((await request.get(routes.allAboutTea.eBooks('iced-teas-and-tea-coolers'))).status()).toBe(200)

    await expect(page).toHaveTitle('How to brew a perfect cup of tea | Dalumara')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Seven simple rules/)
    expect(await canonicalPath(page)).toBe(routes.allAboutTea.howToBrew)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('How to brew a perfect cup of tea')
    await expectNoAxeViolations(page)
  })

  test('plays the brewing film in the consent-aware popup', async ({ page }) => {
    await open(page, routes.allAboutTea.howToBrew)
    const play = main(page).getByRole('button', { name: 'Play video: Brewing a pot of Uva tea, step by step' })
    await play.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('the infographic address shows the same guide, naming how-to-brew as the canonical page', async ({ page }) => {
    await open(page, routes.allAboutTea.infographic)
    expect(new URL(page.url()).pathname).toBe(routes.allAboutTea.infographic)
    await expectBrewingGuide(page)
    expect(await canonicalPath(page)).toBe(routes.allAboutTea.howToBrew)
  })

  test('the guide is in the site search', async ({ request }) => {
    const response = await request.get('/dmc-apis/general_search?keyword=rooibos&size=100')
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as { data: { title: string; url: string }[] }
    expect(data).toContainEqual(expect.objectContaining({ title: 'How to brew a perfect cup of tea', url: routes.allAboutTea.howToBrew }))
  })
})

test.describe('school of tea e-learning', () => {
  test('shows the course, its six modules and how to join, and is linked from the section page and the menu', async ({ page }) => {
    await open(page, routes.allAboutTea.schoolOfTeaELearning)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School of Tea e-learning')
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(['The School of Tea, wherever you are', 'The six modules', 'How to join'])
    const modules = main(page).getByRole('heading', { level: 2, name: 'The six modules' }).locator('..').getByRole('heading', { level: 3 })
    await expect(modules).toHaveCount(6)
    await expect(modules.first()).toHaveText('Module 1: One plant, many teas')
    await expect(modules.last()).toHaveText('Module 6: Tasting like a taster')
    await expect(main(page).getByRole('link', { name: 'Register for the course' })).toHaveAttribute('href', routes.contact)
    await expect(page).toHaveTitle('School of Tea e-learning: a free online tea course | Dalumara')
    expect(await canonicalPath(page)).toBe(routes.allAboutTea.schoolOfTeaELearning)
    await expectNoAxeViolations(page)

    // Linked from the section's cards, its sub-navigation strip and the header menu.
    await open(page, routes.allAboutTea.root)
    const cards = main(page).getByRole('heading', { level: 2, name: 'Learn about tea' }).locator('..')
    await expect(cards.locator(`a[href="${routes.allAboutTea.schoolOfTeaELearning}"]`)).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'All about tea pages' }).getByRole('link', { name: 'School of Tea e-learning' })).toHaveAttribute(
      'href',
      routes.allAboutTea.schoolOfTeaELearning,
    )
    expect(await megaMenuLinks(page)).toContain(routes.allAboutTea.schoolOfTeaELearning)
  })
})

test.describe('tea inspired e-books', () => {
  const sections = [
    { title: 'Recipes and pairings', books: ['Afternoon Tea at Home', 'Iced Teas and Tea Coolers'] },
    { title: 'Stories from the tea country', books: ['A Year on the Estate', 'Voices of the Hills'] },
    { title: 'Tea know-how', books: ['The Taster’s Notebook', 'Ceylon’s Seven Tea Regions'] },
  ]
  const notebook = routes.allAboutTea.eBooks('the-tasters-notebook')

  test('lists the books in their sections as cards, and a card opens the book’s page', async ({ page }) => {
    await open(page, routes.allAboutTea.eBooks())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tea inspired e-books')
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(['A small library of tea', ...sections.map((s) => s.title)])
    for (const section of sections) {
      const region = main(page).getByRole('region', { name: section.title })
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(section.books)
      await expect(region.getByRole('link')).toHaveCount(section.books.length)
      for (const link of await region.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', new RegExp(`^${routes.allAboutTea.eBooks()}/[a-z0-9-]+$`))
        await expect(link.locator('img')).toHaveAttribute('alt', /^Cover of “/)
      }
    }
    await expectNoAxeViolations(page)

    await main(page).getByRole('region', { name: 'Tea know-how' }).getByRole('link', { name: /The Taster’s Notebook/ }).click()
    await expect(page).toHaveURL(notebook)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Taster’s Notebook')
  })

  test('a book’s page shows its cover and description, opens the PDF in a new tab and offers the download', async ({ page, request }) => {
    await open(page, notebook)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Taster’s Notebook')
    await expect(main(page).getByRole('img', { name: /^Cover of “The Taster’s Notebook”/ })).toBeVisible()
    await expect(main(page)).toContainText('Tea tasters have their own method and their own language.')
    const facts = main(page).locator('dl')
    await expect(facts).toContainText('Tea know-how')

    const read = main(page).getByRole('link', { name: 'Read the e-book (opens in a new tab)' })
    await expect(read).toHaveAttribute('target', '_blank')
    await expect(read).toHaveAttribute('rel', /noopener/)
    const href = await read.getAttribute('href')
    expect(href).toMatch(/\.pdf$/)
    const pdf = await request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const download = main(page).getByRole('link', { name: /^Download The Taster’s Notebook \(PDF, [\d.]+ kB\)$/ })
    await expect(download).toHaveAttribute('href', href!)
    await expect(download).toHaveAttribute('download', /\.pdf$/)
    await expect(main(page).getByRole('link', { name: /All e-books/ })).toHaveAttribute('href', routes.allAboutTea.eBooks())

    await expect(page).toHaveTitle('The Taster’s Notebook (e-book) | Dalumara')
    expect(await canonicalPath(page)).toBe(notebook)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('The Taster’s Notebook')
    await expectNoAxeViolations(page)
  })

  test('books are in the site search, linked to their pages', async ({ request }) => {
    const response = await request.get('/dmc-apis/general_search?keyword=cupping&size=100')
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as { data: { title: string; type: string; url: string }[] }
    expect(data).toContainEqual(expect.objectContaining({ title: 'The Taster’s Notebook', type: 'E-book', url: notebook }))
  })

  test('answers 404 for a book that does not exist', async ({ page, request }) => {
    expect((await request.get(routes.allAboutTea.eBooks('no-such-book'))).status()).toBe(404)
    const response = await page.goto(routes.allAboutTea.eBooks('no-such-book'))
    expect(response?.status()).toBe(404)
  })
})
