import { expect, test, type Page } from '@playwright/test'
import { routes } from '@/routes'
import { ADMIN, createUser, logIn, publishedCopy, uniqueName } from './support/editors'

/**
 * The editors' side in the running admin: live preview of three page types, scheduling a publish,
 * and a market editor's restricted view. Each test works on documents of its own.
 */
test.describe.configure({ mode: 'parallel' })

/** The admin's edit view with the live preview open beside the form. */
async function openLivePreview(page: Page, collection: string, id: number) {
  await page.goto(`/admin/collections/${collection}/${id}`)
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  return page.frameLocator('iframe')
}

const livePreviewCases = [
  {
    type: 'content page',
    collection: 'pages',
    make: async (page: Page, token: string) => {
      const path = `/${uniqueName('live-preview')}`
      const response = await page.request.post('/api/pages', {
        headers: { authorization: `JWT ${token}` },
        data: { title: 'Tasting notes from Nuwara Eliya', path, country: 'GLOBAL', _status: 'published' },
      })
      expect(response.status()).toBe(201)
      return { id: (await response.json()).doc.id as number, path, title: 'Tasting notes from Nuwara Eliya' }
    },
  },
  {
    type: 'news item',
    collection: 'news',
    make: async (page: Page, token: string) => {
      const title = 'Our pluckers’ cooperative opens a crèche'
      const { id, slug } = await publishedCopy(page.request, token, 'news', 'sort=-date', { title })
      return { id, path: routes.media.news(slug), title }
    },
  },
  {
    type: 'product',
    collection: 'products',
    make: async (page: Page, token: string) => {
      const title = 'Highland Morning Black Tea'
      const { id, slug } = await publishedCopy(page.request, token, 'products', 'sort=slug', { title })
      return { id, path: routes.products.productDetails(slug), title }
    },
  },
]

for (const { type, collection, make } of livePreviewCases) {
  test(`live preview of a ${type} follows the editor's changes, and visitors keep the published page`, async ({ page, browser }) => {
    test.setTimeout(120_000)
    const token = await logIn(page)
    const doc = await make(page, token)
    const frame = await openLivePreview(page, collection, doc.id)
    await expect(frame.locator('h1').first()).toContainText(doc.title, { timeout: 30_000 })
    const bar = frame.getByRole('complementary', { name: 'Draft preview' })
    await expect(bar).toContainText('Market: Global')
    await expect(bar).toContainText('Language: English')

    const changed = `${doc.title} (${uniqueName('revised')})`
    await page.locator('#field-title').fill(changed)
    // Autosave writes a draft, the frame re-renders on the server with it.
    await expect(frame.locator('h1').first()).toContainText(changed, { timeout: 30_000 })

    const visitor = await browser.newPage()
    await visitor.goto(doc.path)
    await expect(visitor.locator('h1').first()).toContainText(doc.title)
    await expect(visitor.locator('h1').first()).not.toContainText(changed)
    await expect(visitor.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    await visitor.close()
  })
}

test('an editor schedules a publish in the admin, and the page goes live at that time', async ({ page }) => {
  test.setTimeout(180_000)
  const token = await logIn(page)
  const path = `/${uniqueName('scheduled')}`
  const title = 'Cupping at dawn: the November lots'
  const created = await page.request.post('/api/pages?draft=true', {
    headers: { authorization: `JWT ${token}` },
    data: { title, path, country: 'GLOBAL', _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  expect((await page.request.get(path)).status()).toBe(404)

  await page.goto(`/admin/collections/pages/${id}`)
  // The publish button's menu holds "Schedule Publish".
  await page.locator('.form-submit .popup-button').last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  // The next whole minute at least 20 s away: the picker takes minutes.
  const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
  const input = drawer.locator('#time input, input#time').first()
  await input.fill(pickerText(due))
  await input.press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()

  // Not before its time; within seconds after it (the test server's queue runs every second).
  expect((await page.request.get(path)).status()).toBe(404)
  await expect
    .poll(async () => (await page.request.get(path)).status(), { timeout: due.getTime() - Date.now() + 15_000, intervals: [1_000] })
    .toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
  expect(await (await page.request.get(path)).text()).toContain(title)
})

/** The admin's date picker's text ("Nov 24, 2026 1:05 PM"), in the browser's time zone (the server's). */
function pickerText(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' })
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

test('a market editor sees their markets’ work only: no settings, no private lists, GLOBAL records read-only', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const adminToken = await logIn(page)
  const credentials = await createUser(page.request, adminToken, { role: 'marketEditor', markets: ['LK'] })
  const global = await page.request.post('/api/pages', {
    headers: { authorization: `JWT ${adminToken}` },
    data: { title: 'A GLOBAL page', path: `/${uniqueName('global')}`, country: 'GLOBAL', _status: 'published' },
  })
  const globalId = (await global.json()).doc.id

  const context = await browser.newContext()
  const editor = await context.newPage()
  await logIn(editor, credentials)
  await editor.goto('/admin')
  const nav = editor.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  for (const hidden of ['Markets', 'Newsletter Subscribers', 'Contact Submissions', 'Users']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }

  // A GLOBAL record opens read-only: no publish button, fields locked.
  await editor.goto(`/admin/collections/pages/${globalId}`)
  await expect(editor.locator('#field-title')).toBeDisabled()

  // Their own market's page can be made and published.
  await editor.goto('/admin/collections/pages/create')
  const title = 'Colombo tasting room opening hours'
  await editor.locator('#field-title').fill(title)
  await editor.locator('#field-path').fill(`/${uniqueName('lk')}`)
  await chooseCountry(editor, 'Sri Lanka')
  await editor.getByRole('button', { name: /^Publish/ }).first().click()
  await expect(editor.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  // A GLOBAL one cannot: the save is refused with the reason.
  await editor.goto('/admin/collections/pages/create')
  await editor.locator('#field-title').fill('Not mine to make')
  await editor.locator('#field-path').fill(`/${uniqueName('not-mine')}`)
  await chooseCountry(editor, 'Global')
  await editor.getByRole('button', { name: /^Publish/ }).first().click()
  await expect(editor.getByText(/You edit the content of LK/)).toBeVisible()
  await context.close()
  void ADMIN
})

async function chooseCountry(page: Page, name: string) {
  const field = page.locator('#field-country')
  await field.click()
  await page.keyboard.type(name)
  await page.getByRole('option', { name, exact: true }).first().click()
}
