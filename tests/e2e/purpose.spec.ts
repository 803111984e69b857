import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'

/** Our Purpose (issue 6): sustainability with its annual report, the Foundation, conservation, the section landing. */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.getByRole('main')

test('sustainability: slider, contents and a downloadable annual report', async ({ page, request }) => {
  const response = await page.goto(routes.purpose.sustainability)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sustainability')
  await expect(main(page).getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  for (const heading of ['On the estates', 'In the factories', 'Annual report']) {
    await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main(page).getByRole('heading', { level: 3, name: 'Sustainability Report 2025' })).toBeVisible()

  // The link names the file and tells its kind and size before the click.
  const download = main(page).getByRole('link', { name: /^Download Sustainability Report 2025 \(PDF, [\d.]+ kB\)$/ })
  await expect(download).toBeVisible()
  await expect(download).toHaveAttribute('download', /\.pdf$/)
  const href = await download.getAttribute('href')
  const file = await request.get(href!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/)
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  await expect(page).toHaveTitle('Sustainability | Dalumara')
})

test('the Foundation: vision, purpose, SDG cards and contributions', async ({ page }) => {
  await page.goto(routes.purpose.foundation)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Dalumara Foundation')
  await expect(main(page).getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  await expect(main(page).getByRole('heading', { level: 2, name: 'Our vision' })).toBeVisible()
  await expect(main(page).getByRole('heading', { level: 2, name: 'Our purpose' })).toBeVisible()

  const goals = main(page).getByRole('heading', { level: 2, name: 'The Sustainable Development Goals we work towards' }).locator('..')
  await expect(goals.getByRole('listitem')).toHaveCount(6)
  const water = goals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Goal 6 Clean water and sanitation' }) })
  await expect(water).toContainText('gravity-fed water lines')
  // Each card's text colour follows its background: the light blue card gets dark text, the dark red one white.
  expect(await water.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(28, 28, 26)')
  const work = goals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Goal 8 / }) })
  expect(await work.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)')

  const contributions = main(page).getByRole('heading', { level: 2, name: 'Contributions so far' }).locator('..')
  await expect(contributions.locator('dt')).toHaveCount(4)
  await expect(contributions.locator('dl > div', { has: page.getByText('scholarships awarded') }).locator('dd')).toHaveText('412')
})

test('conservation: slider, our work, the forest in figures and related pages', async ({ page }) => {
  await page.goto(routes.purpose.conservation)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dalumara Conservation')
  await expect(main(page).getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(3)
  await expect(main(page).getByText('Our work', { exact: true })).toBeVisible()
  for (const heading of ['Forest, water and tea belong together', 'Restoring the ridgetops', 'Counting what comes back', 'The forest in figures']) {
    await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(main(page).locator('dd', { hasText: '120 ha' })).toBeVisible()
  const related = main(page).getByRole('heading', { level: 2, name: 'Part of a wider purpose' }).locator('..')
  await expect(related.getByRole('link', { name: /Sustainability/ })).toHaveAttribute('href', routes.purpose.sustainability)
})

test('the Our Purpose landing links to each of its pages', async ({ page, request }) => {
  const response = await page.goto(routes.purpose.root)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our purpose')
  const cards = main(page).getByRole('heading', { level: 2, name: 'Where our purpose takes us' }).locator('..').getByRole('link')
  await expect(cards).toHaveCount(3)
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([routes.purpose.foundation, routes.purpose.conservation, routes.purpose.sustainability])
  for (const href of hrefs) expect((await request.get(href!)).status(), href!).toBe(200)
})

test('the Our Purpose menu has no external sustainability link while the setting is unset', async ({ page, request }) => {
  const settings = await (await request.get('/api/globals/site-settings?depth=0')).json()
  test.skip(Boolean(process.env.SUSTAINABILITY_URL || settings.sustainability_url), 'this server has a sustainability site configured')
  await page.goto(routes.home)
  const menu = page.getByRole('navigation', { name: 'Main' })
  const trigger = menu.getByRole('button', { name: 'Our purpose', exact: true })
  await trigger.hover()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Sustainability', exact: true })).toHaveAttribute('href', routes.purpose.sustainability)
  await expect(panel.locator('a[target="_blank"]')).toHaveCount(0)
  await expect(panel.getByRole('link', { name: /sustainability site/i })).toHaveCount(0)
})
