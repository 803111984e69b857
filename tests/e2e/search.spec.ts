import { expect, test, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'

/**
 * The results page /global-search-results (issue section 5). Expectations come from the search
 * API over the same index, so the test follows whatever the seed contains; the brand name
 * appears in titles and in body text of the seeded pages, enough for more than one page.
 */
const KEYWORD = process.env.BRAND_NAME || 'Dalumara'
const PAGE_SIZE = 10

type Result = { title: string; excerpt: string; type: string; url: string; image?: { url: string } | null }

/** The first 100 results (enough for the pages these tests open) and the total the API counts. */
async function expectedResults(page: Page, keyword: string): Promise<Result[] & { total: number }> {
  const response = await page.request.get(`/dmc-apis/general_search?keyword=${encodeURIComponent(keyword)}&size=100`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: Result[]; meta: { total: number } }
  return Object.assign(body.data, { total: body.meta.total })
}

const resultItems = (page: Page) => page.getByRole('main').getByRole('article')

async function shownResults(page: Page) {
  const items = resultItems(page)
  const count = await items.count()
  const shown: (Result & { thumbnail: string | null })[] = []
  for (let i = 0; i < count; i++) {
    const item = items.nth(i)
    const link = item.getByRole('heading', { level: 2 }).getByRole('link')
    shown.push({
      title: (await link.textContent())?.trim() ?? '',
      url: (await link.getAttribute('href')) ?? '',
      type: (await item.locator('p').first().textContent())?.trim() ?? '',
      excerpt: (await item.locator('p').nth(1).textContent())?.trim() ?? '',
      thumbnail: (await item.locator('img').count()) ? await item.locator('img').getAttribute('src') : null,
    })
  }
  return shown
}

test.describe('search results page', () => {
  test('lists results in relevance order with title, type, excerpt and link', async ({ page }) => {
    const expected = await expectedResults(page, KEYWORD)
    expect(expected.total, 'the seeded site should match the brand name more than one page of times').toBeGreaterThan(PAGE_SIZE)
    // Relevance: every result whose title holds the keyword comes before those that match in the text only.
    const inTitle = expected.map((r) => r.title.toLowerCase().includes(KEYWORD.toLowerCase()))
    expect(inTitle.indexOf(false)).toBeGreaterThan(0)
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true)

    await page.goto(`/global-search-results?keyword=${encodeURIComponent(KEYWORD)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible()
    await expect(page.getByText(`${expected.total} results for “${KEYWORD}”`)).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(KEYWORD)

    const shown = await shownResults(page)
    const first = expected.slice(0, PAGE_SIZE)
    expect(shown.map(({ thumbnail: _, ...result }) => result)).toEqual(first.map(({ title, excerpt, type, url }) => ({ title, excerpt, type, url })))
    // Each result with a picture shows it as a thumbnail (the picture's file, resized); the others none.
    // A thumbnail is one of the picture's sizes, /img/{file}/{width}.webp (src/lib/media/image-loader.ts).
    const fileOf = (address: string) => decodeURIComponent(address).split('/').pop()!
    const sizeOf = (address: string) => /^\/img\/([^/]+)\/\d+\.webp$/.exec(new URL(address, 'http://x').pathname)?.[1] ?? address
    expect(first.some((r) => r.image)).toBe(true)
    expect(shown.map((r) => (r.thumbnail ? decodeURIComponent(sizeOf(r.thumbnail)) : null))).toEqual(
      first.map((r) => (r.image ? fileOf(new URL(r.image.url, 'http://x').pathname) : null)),
    )
    for (const result of shown) {
      expect(result.title).not.toBe('')
      expect(result.excerpt).not.toBe('')
      expect(result.type).not.toBe('')
    }

    await resultItems(page).first().getByRole('link').click()
    await expect(page).toHaveURL((url) => url.pathname === shown[0].url)
  })

  test('pages through the results with accessible pagination', async ({ page }) => {
    const expected = await expectedResults(page, KEYWORD)
    await page.goto(`/global-search-results?keyword=${encodeURIComponent(KEYWORD)}`)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination).toBeVisible()
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveCount(0)

    await pagination.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute('aria-current', /.+/)
    const second = await shownResults(page)
    expect(second.map((r) => r.url)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((r) => r.url))

    await pagination.getByRole('link', { name: 'Previous page' }).click()
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('treats a malformed page number as the first page, and a page past the end as not found', async ({ page }) => {
    await page.goto(`/global-search-results?keyword=${encodeURIComponent(KEYWORD)}&page=abc`)
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const response = await page.goto(`/global-search-results?keyword=${encodeURIComponent(KEYWORD)}&page=999`)
    expect(response?.status()).toBe(404)
  })

  test('shows the empty state for an empty keyword and for no matches', async ({ page }) => {
    await page.goto('/global-search-results')
    await expect(page.getByText('Type a word or two to search the whole site.')).toBeVisible()
    await expect(resultItems(page)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)

    await page.goto('/global-search-results?keyword=%20%20')
    await expect(page.getByText('Type a word or two to search the whole site.')).toBeVisible()

    const searchbox = page.getByRole('searchbox', { name: 'Search the site' })
    await searchbox.fill('qqzx-no-such-word')
    await searchbox.press('Enter')
    await expect(page).toHaveURL(/keyword=qqzx-no-such-word/)
    await expect(page.getByText('No results for “qqzx-no-such-word”.')).toBeVisible()
    await expect(resultItems(page)).toHaveCount(0)
  })

  test('has no accessibility violations', async ({ page }) => {
    for (const path of [`/global-search-results?keyword=${encodeURIComponent(KEYWORD)}`, '/global-search-results']) {
      await page.goto(path)
      await expectNoAxeViolations(page, { label: path })
    }
  })
})
