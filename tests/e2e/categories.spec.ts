import { expect, test, type APIRequestContext, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The tea categories (seed: src/seed/catalogue/categories.ts; list pages in
 * src/seed/content/products-categories.ts): each kind's list page, each category's page with its
 * teas in the product filter, the filter's address, debounce, pages and search. Expected teas are
 * read from the REST calls the filter itself uses, so the tests follow the seed.
 */
const FILTER = '/dmc-apis/filterproduct'
const SEARCH = '/dmc-apis/search_items'

type Ref = { slug: string; title: string; url: string }
type Options = { formats: Ref[]; types: Ref[]; moods: Ref[]; flavours: Ref[] }
type Products = { data: { slug: string; name: string; url: string }[]; meta: { total: number; totalPages: number } }

const kinds = [
  { group: 'formats', list: routes.products.formats, title: 'Tea formats', heading: 'Choose a format' },
  { group: 'types', list: routes.products.types, title: 'Tea types', heading: 'Choose a type' },
  { group: 'flavours', list: routes.products.byFlavour, title: 'Tea by flavour', heading: 'Choose a flavour' },
  { group: 'moods', list: routes.products.byMood, title: 'Tea by mood', heading: 'Choose a mood' },
] as const

const blackTea = routes.products.types('black-tea')

async function options(request: APIRequestContext): Promise<Options> {
  const response = await request.get('/dmc-apis/get_filterby_data')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Options }).data
}

async function products(request: APIRequestContext, query: Record<string, string>): Promise<Products> {
  const response = await request.get(`${FILTER}?${new URLSearchParams(query)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Products
}

/** A mood that narrows black tea to some but not all of its teas, so a filter change is visible. */
async function narrowingMood(request: APIRequestContext) {
  const all = await products(request, { teatype: 'black-tea', size: '100' })
  for (const mood of (await options(request)).moods) {
    const some = await products(request, { teatype: 'black-tea', teamood: mood.slug, size: '100' })
    if (some.meta.total > 0 && some.meta.total < all.meta.total) return { mood, all, some }
  }
  throw new Error('the seed has no mood that narrows black tea')
}

const teaCards = (page: Page, region: string) =>
  page
    .getByRole('region', { name: region })
    .locator('ul li')
    .filter({ has: page.locator('a h3') })
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ teas?$|Loading teas/ })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

function requestsTo(page: Page, api: string) {
  const seen: URL[] = []
  page.on('request', (request) => {
    if (request.url().includes(api)) seen.push(new URL(request.url()))
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

test.describe('the category list pages', () => {
  for (const kind of kinds) {
    test(`${kind.list()} shows its categories, each linking to its page`, async ({ page, request }) => {
      const expected = (await options(request))[kind.group]
      expect(expected.length).toBeGreaterThan(0)
      const response = await page.goto(kind.list())
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kind.title)
      const links = page.getByRole('region', { name: kind.heading }).getByRole('link')
      await expect(links).toHaveCount(expected.length)
      for (const [i, category] of expected.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', kind.list(category.slug))
        await expect(links.nth(i)).toContainText(category.title)
      }
      // The product filter sits below the categories.
      await expect(page.getByRole('region', { name: 'All our teas' })).toBeVisible()
      await links.first().click()
      await expect(page).toHaveURL(kind.list(expected[0].slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0].title)
    })
  }
})

test.describe('a category page', () => {
  test('shows the category and its teas, without a select for its own kind', async ({ page, request }) => {
    const expected = await products(request, { teatype: 'black-tea' })
    expect(expected.meta.total).toBeGreaterThan(0)
    await openInteractive(page, blackTea)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Black tea')
    await expect(page.getByText('Fully oxidised leaf: bright, brisk and full-bodied')).toBeVisible()
    await expect(summary(page)).toHaveText(`${expected.meta.total} teas`)
    const cards = teaCards(page, 'Black tea: our teas')
    await expect(cards).toHaveCount(expected.data.length)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', expected.data[0].url)
    await expect(page.getByLabel(/^Type/)).toHaveCount(0)
    for (const label of ['Format', 'Mood', 'Flavour']) await expect(page.getByLabel(new RegExp(`^${label}`))).toBeVisible()
  })

  test('a filter change asks filterproduct once, 500 ms after the last change; the address follows and survives a reload', async ({ page, request }) => {
    const { mood, some } = await narrowingMood(request)
    const flavour = (await options(request)).flavours[0]
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
    const requests = requestsTo(page, FILTER)
    await openInteractive(page, blackTea)
    await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))
    expect(requests).toEqual([])

    // Two quick changes, then back: one request, for the last state.
    await page.getByLabel(/^Flavour/).selectOption(flavour.slug)
    await expect(page).toHaveURL(`${blackTea}?flavour=${flavour.slug}`)
    await page.clock.runFor(300)
    await page.getByLabel(/^Flavour/).selectOption('')
    await page.getByLabel(/^Mood/).selectOption(mood.slug)
    await expect(page).toHaveURL(`${blackTea}?mood=${mood.slug}`)
    await page.clock.runFor(499)
    expect(requests).toEqual([])
    const answer = page.waitForResponse((response) => response.url().includes(FILTER))
    await page.clock.runFor(1)
    await answer
    expect(requests).toHaveLength(1)
    expect(requests[0].searchParams.get('teatype')).toBe('black-tea')
    expect(requests[0].searchParams.get('teamood')).toBe(mood.slug)
    expect(requests[0].searchParams.get('teaflavor')).toBeNull()
    expect(requests[0].searchParams.get('page')).toBe('1')
    expect(requests[0].searchParams.get('size')).toBe('20')
    await expect(summary(page)).toHaveText(`${some.meta.total} ${some.meta.total === 1 ? 'tea' : 'teas'}`)
    const cards = teaCards(page, 'Black tea: our teas')
    await expect(cards).toHaveCount(Math.min(20, some.meta.total))
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', some.data[0].url)

    await page.clock.resume()
    await page.reload()
    await expect(page.locator('[data-interactive]')).toBeVisible()
    await expect(page.getByLabel(/^Mood/)).toHaveValue(mood.slug)
    await expect(summary(page)).toHaveText(`${some.meta.total} ${some.meta.total === 1 ? 'tea' : 'teas'}`)
    await expect(cards).toHaveCount(Math.min(20, some.meta.total))
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', some.data[0].url)
    // The server rendered that view: no further request was needed.
    expect(requests).toHaveLength(1)
  })

  test('on a phone the filters sit behind one Filter button, so the first teas show in the first screen', async ({ page, request }) => {
    const { mood, some } = await narrowingMood(request)
    await page.setViewportSize({ width: 390, height: 844 })
    await openInteractive(page, blackTea)
    const cards = teaCards(page, 'Black tea: our teas')
    await expect(cards.first()).toBeInViewport()
    const moodSelect = page.getByLabel(/^Mood/)
    await expect(moodSelect).toBeHidden()

    // By keyboard: the button opens the filters and leads into them.
    const button = page.locator('[data-filter-disclosure] > summary')
    await expect(button).toHaveText('Filter')
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(moodSelect).toBeVisible()
    await moodSelect.focus()
    await moodSelect.selectOption(mood.slug)
    await expect(summary(page)).toHaveText(`${some.meta.total} ${some.meta.total === 1 ? 'tea' : 'teas'}`)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', some.data[0].url)
    // A filtered address opens with its filters shown; Enter closes them again.
    await page.reload()
    await expect(moodSelect).toHaveValue(mood.slug)
    await expect(moodSelect).toBeVisible()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(moodSelect).toBeHidden()
  })

  test('the filtered address’s raw HTML (no JavaScript) shows the filtered teas', async ({ request }) => {
    const { mood, all, some } = await narrowingMood(request)
    const response = await request.get(`${blackTea}?mood=${mood.slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`${some.meta.total} ${some.meta.total === 1 ? 'tea' : 'teas'}`)
    // The first page of them (20 to a page).
    for (const tea of some.data.slice(0, 20)) expect(html).toContain(`href="${tea.url}"`)
    const left = all.data.filter((tea) => !some.data.some((one) => one.slug === tea.slug))
    expect(left.length).toBeGreaterThan(0)
    for (const tea of left) expect(html).not.toContain(`href="${tea.url}"`)
    expect(html).toMatch(new RegExp(`<option value="${mood.slug}" selected="">`))
  })

  test('works without JavaScript: the filters are a GET form with a submit button', async ({ browser, baseURL, request }) => {
    const { mood, some } = await narrowingMood(request)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await withConsentChosen(context, baseURL!)
    const page = await context.newPage()
    await page.goto(blackTea)
    await page.getByLabel(/^Mood/).selectOption(mood.slug)
    await page.getByRole('button', { name: 'Show teas' }).click()
    await expect(page).toHaveURL(new RegExp(`\\?(.*&)?mood=${mood.slug}`))
    await expect(page.getByText(`${some.meta.total} ${some.meta.total === 1 ? 'tea' : 'teas'}`, { exact: true })).toBeVisible()
    await expect(page.getByLabel(/^Mood/)).toHaveValue(mood.slug)
    await context.close()
  })
})

test.describe('pages of teas', () => {
  test('pages with the active page marked, in the browser and after a reload', async ({ page, request }) => {
    const all = await products(request, {})
    expect(all.meta.totalPages).toBeGreaterThan(2)
    const second = await products(request, { page: '2' })
    const third = await products(request, { page: '3' })
    const list = routes.products.types()
    const cards = teaCards(page, 'All our teas')
    await openInteractive(page, list)
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    let answer = page.waitForResponse((r) => r.url().includes(FILTER) && new URL(r.url()).searchParams.get('page') === '2')
    await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await answer
    await expect(page).toHaveURL(`${list}?page=2`)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', second.data[0].url)
    answer = page.waitForResponse((r) => r.url().includes(FILTER) && new URL(r.url()).searchParams.get('page') === '3')
    await pagination(page).getByRole('link', { name: 'Page 3', exact: true }).click()
    await answer
    await expect(page).toHaveURL(`${list}?page=3`)
    await expect(pagination(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).not.toHaveAttribute('aria-current', /.*/)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', third.data[0].url)

    await page.reload()
    await expect(pagination(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', third.data[0].url)
  })

  test('page links are plain links without JavaScript', async ({ browser, baseURL, request }) => {
    const second = await products(request, { page: '2' })
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    await withConsentChosen(context, baseURL!)
    const page = await context.newPage()
    await page.goto(routes.products.byMood())
    await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(`${routes.products.byMood()}?page=2`)
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(teaCards(page, 'All our teas').first().getByRole('link')).toHaveAttribute('href', second.data[0].url)
    await context.close()
  })
})

test.describe('the filter search', () => {
  test('asks search_items only after typing, once, 2 s after the last key, and lists links', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') })
    const requests = requestsTo(page, SEARCH)
    await openInteractive(page, blackTea)
    await page.clock.pauseAt(new Date('2026-09-01T09:00:00Z'))
    const box = page.getByRole('searchbox', { name: 'Search teas' })

    // Typing only spaces asks nothing.
    await box.pressSequentially('  ')
    await page.clock.runFor(5000)
    expect(requests).toEqual([])

    await box.fill('')
    for (const key of 'green') {
      await box.press(key)
      await page.clock.runFor(1000)
    }
    expect(requests).toEqual([])
    await page.clock.runFor(999)
    expect(requests).toEqual([])
    const answer = page.waitForResponse((response) => response.url().includes(SEARCH))
    await page.clock.runFor(1)
    await answer
    expect(requests).toHaveLength(1)
    expect(requests[0].searchParams.get('searchTerm')).toBe('green')
    expect(requests[0].searchParams.get('searchType')).toBe('product-details')
    expect(requests[0].searchParams.get('page')).toBe('1')
    const links = page.getByRole('list', { name: 'Matching teas' }).getByRole('link')
    await expect(links.first()).toBeVisible()
    expect(await links.count()).toBeGreaterThan(0)
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/our-products\/our-teas\/tea-ranges\/product-details\//)
    await page.clock.runFor(5000)
    expect(requests).toHaveLength(1)
  })
})

test.describe('unknown and misplaced categories', () => {
  test('answer 404', async ({ request }) => {
    for (const path of [
      routes.products.types('no-such-category'),
      routes.products.byMood('no-such-mood'),
      // A format under the types' path, a type under the formats', a mood under the flavours', a flavour under the moods'.
      routes.products.types('tea-bags'),
      routes.products.formats('black-tea'),
      routes.products.byFlavour('relaxing'),
      routes.products.byMood('citrus'),
      `${routes.products.types('tea-bags')}?mood=relaxing`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    expect((await request.get(blackTea)).status()).toBe(200)
  })
})

test.describe('accessibility', () => {
  // Filtered addresses the crawl does not reach (it runs axe on every page as linked).
  for (const path of [
    `${routes.products.byFlavour()}?type=green-tea&page=1`,
    `${routes.products.types('green-tea')}?format=tea-bags`,
    `${blackTea}?format=cordial&mood=restful&flavour=minty`,
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await openInteractive(page, path)
      await expectNoAxeViolations(page)
    })
  }

  test('no axe violations with search results shown', async ({ page }) => {
    await openInteractive(page, blackTea)
    const answer = page.waitForResponse((response) => response.url().includes(SEARCH))
    await page.getByRole('searchbox', { name: 'Search teas' }).fill('tea')
    await answer
    await expect(page.getByRole('list', { name: 'Matching teas' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
