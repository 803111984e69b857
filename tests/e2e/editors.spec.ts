import sharp from 'sharp'
import { expect, test, type Page } from './support/test'
import { slugFromTitle } from '@/lib/routing/slug-format'
import { routes } from '@/routes'
import { richText } from '@/seed/richText'
import { siteConfig } from '@/site.config'
import { adminRender, createUser, logIn, marketCopy, uniqueName } from './support/editors'

/**
 * The editors' side in the running admin: the editor's round (the home headline through the desktop preview to the
 * site, a news story's address from its title, a redirect), live preview of a page and of a market's override,
 * scheduling a publish, a market editor's restricted view and a translator's. Each test works on documents of its own.
 */
// One after another: they share the admin account, and Payload keeps a login's session on the
// account's record, so two logins at the same moment can lose one of the sessions.
test.describe.configure({ mode: 'default' })

/** The admin's edit view with the live preview open beside the form. */
async function openLivePreview(page: Page, collection: string, id: number) {
  // In English: the admin keeps the language an editor last edited in (the translator's test edits German).
  await page.goto(`/admin/collections/${collection}/${id}?locale=en`)
  // The admin remembers per user whether the preview was open: open it unless it already is.
  const close = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  const open = page.getByRole('button', { name: 'Live Preview', exact: true })
  await expect(close.or(open)).toBeVisible(adminRender)
  if (await open.isVisible()) await open.click()
  await expect(close).toBeVisible()
  return page.frameLocator('iframe')
}

const auth = (token: string) => ({ authorization: `JWT ${token}` })

/** The id in an admin edit view's address (`/admin/collections/news/12`). */
const idInAddress = (page: Page) => Number(new URL(page.url()).pathname.split('/').at(-1))

test('the home headline: the record is named by its market, the live preview opens at desktop and shows the edit, and publishing puts it on the site', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const token = await logIn(page)
  // Australia's own home page, copied from the one for all countries: no other test visits Australia's.
  const list = await page.request.get('/api/home?where[country][equals]=GLOBAL&limit=1&depth=0', { headers: auth(token) })
  const global = (await list.json()).docs[0]
  const copy = await page.request.post(`/api/home/${global.id}/market-override`, { headers: auth(token), data: { country: 'AU' } })
  expect([201, 409], await copy.text()).toContain(copy.status())
  const answer = await copy.json()
  const id = Number(copy.status() === 201 ? answer.doc.id : answer.errors[0].data.id)
  try {
    const frame = await openLivePreview(page, 'home', id)
    await expect(page.getByRole('heading', { level: 1, name: 'Home page — Australia', exact: true })).toBeVisible()
    // Desktop, where the site shows the slides' desktop headlines (a phone-sized preview hides them).
    await expect(page.locator('.live-preview-toolbar-controls')).toContainText('Desktop (1440 × 900)')
    const headline = `A long summer of iced Uva (${uniqueName('au')})`
    await page.locator('#field-sliders__0__header').fill(headline)
    await expect(frame.getByRole('heading', { name: headline, exact: true })).toBeVisible({ timeout: 30_000 })

    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    // A publish refreshes every page that shows the record: longer than an assertion's 10 s on a busy machine.
    await expect(page.getByText('Saved and published.')).toBeVisible({ timeout: 30_000 })
    const visitor = await browser.newContext({ baseURL })
    await visitor.addCookies([{ name: 'country', value: 'AU', url: baseURL! }])
    const home = await visitor.newPage()
    await expect(async () => {
      await home.goto(routes.home)
      await expect(home.getByRole('heading', { name: headline, exact: true })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    await visitor.close()
  } finally {
    await page.request.delete(`/api/home/${id}`, { headers: auth(token) })
  }
})

test('a news story: its web address follows the title as it is typed, and publishing puts it on the site', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const token = await logIn(page)
  // "Create new" saves a draft at once (autosave) and opens it.
  await page.goto('/admin/collections/news/create?locale=en')
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/, adminRender)
  const id = idInAddress(page)
  try {
    const title = `Frost on the Uva slopes ${uniqueName('')}`
    const slug = slugFromTitle(title)
    await page.locator('#field-title').fill(title)
    // The draft saved as the editor types has the address made from the title, and the form shows it.
    const draft = async () => (await (await page.request.get(`/api/news/${id}?draft=true&depth=0`, { headers: auth(token) })).json()) as Record<string, unknown>
    await expect.poll(async () => (await draft()).slug, { timeout: 30_000 }).toBe(slug)
    // The rest of a story (its date, topic, words and picture) as a draft, then published from the form.
    const media = (await (await page.request.get('/api/media?where[mimeType][like]=image/&limit=1&depth=0', { headers: auth(token) })).json()).docs[0]
    const rest = {
      date: '2026-11-20T00:00:00.000Z',
      sub_category: 'tea-and-estates',
      summary: 'A cold night on the Uva slopes slowed the bushes, and the pickers brought in the brightest leaf of the year.',
      body: richText(['The first frost in eleven years touched the upper fields at dawn. By noon the leaf was in the withering troughs.']),
      images: [{ image: media.id }],
    }
    expect((await page.request.patch(`/api/news/${id}?draft=true`, { headers: auth(token), data: { ...rest, _status: 'draft' } })).status()).toBe(200)
    await page.reload()
    await expect(page.locator('#field-slug')).toHaveValue(slug, adminRender)
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    // A publish refreshes every page that shows the record: longer than an assertion's 10 s on a busy machine.
    await expect(page.getByText('Saved and published.')).toBeVisible({ timeout: 30_000 })

    const visitor = await browser.newPage()
    await expect(async () => {
      await visitor.goto(routes.media.news(slug))
      await expect(visitor.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
    await visitor.close()
  } finally {
    await page.request.delete(`/api/news/${id}`, { headers: auth(token) })
  }
})

test('a redirect made in the admin is followed by the site from the next request', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const token = await logIn(page)
  const from = `/${uniqueName('spring-offer')}`
  await page.goto('/admin/collections/redirects/create')
  await page.locator('#field-from').fill(from, adminRender)
  await page.locator('#field-to__url').fill(routes.contact)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)
  const id = idInAddress(page)
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    await expect.poll(async () => (await visitor.get(from, { maxRedirects: 0 })).status(), { timeout: 30_000 }).toBe(308)
    expect((await visitor.get(from, { maxRedirects: 0 })).headers().location).toBe(routes.contact)
  } finally {
    await visitor.dispose()
    await page.request.delete(`/api/redirects/${id}`, { headers: auth(token) })
  }
})

/**
 * A page of its own and a market's override of a GLOBAL record: the two ways a preview finds its document. Every
 * other collection's preview address is built by the same function (tests/unit/preview-address.test.ts).
 */
const livePreviewCases = [
  {
    type: 'content page',
    collection: 'pages',
    market: 'Global',
    make: async (page: Page, token: string) => {
      const path = `/${uniqueName('live-preview')}`
      const response = await page.request.post('/api/pages', {
        headers: { authorization: `JWT ${token}` },
        data: { title: 'Tasting notes from Nuwara Eliya', path, country: 'GLOBAL', _status: 'published' },
      })
      expect(response.status()).toBe(201)
      const title = 'Tasting notes from Nuwara Eliya'
      return { id: (await response.json()).doc.id as number, path, title, published: title, field: 'title' }
    },
  },
  {
    type: 'product (a Sri Lankan override of a GLOBAL one)',
    collection: 'products',
    make: (page: Page, token: string) => marketCopy(page, token, 'products', 'name', 'sort=slug', (slug) => routes.products.productDetails(slug)),
    market: 'Sri Lanka',
  },
]

for (const { type, collection, make, market } of livePreviewCases) {
  test(`live preview of a ${type} follows the editor's changes, and visitors keep the published page`, async ({ page, browser }) => {
    test.setTimeout(120_000)
    const token = await logIn(page)
    const doc = await make(page, token)
    const frame = await openLivePreview(page, collection, doc.id)
    await expect(frame.getByRole('heading', { name: doc.title, exact: true }).first()).toBeVisible({ timeout: 30_000 })
    const bar = frame.getByRole('complementary', { name: 'Draft preview' })
    await expect(bar).toContainText(`Market: ${market}`)
    await expect(bar).toContainText('Language: English')

    const changed = `${doc.title} (${uniqueName('revised')})`
    await page.locator(`#field-${doc.field}`).fill(changed)
    // Autosave writes a draft, the frame re-renders on the server with it.
    await expect(frame.getByRole('heading', { name: changed, exact: true }).first()).toBeVisible({ timeout: 30_000 })

    const visitor = await browser.newPage()
    await visitor.goto(doc.path)
    await expect(visitor.getByRole('heading', { name: doc.published, exact: true }).first()).toBeVisible()
    await expect(visitor.getByRole('heading', { name: changed, exact: true })).toHaveCount(0)
    await expect(visitor.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    await visitor.close()
  })
}

/**
 * The admin's part of scheduling: the drawer queues the schedulePublish job for the minute chosen (Payload's
 * handler adds the editor as its user), lists it, and the page stays off the site. Running such a job at its
 * time, on every instance, is tests/int/scheduled-publish.test.ts's (it queues the same input), so this test
 * does not wait for the minute.
 */
test('an editor schedules a publish in the admin: the publish is queued for that minute, and the page waits', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  // A visitor: the editor's own browser is in draft mode once the admin has shown a live preview.
  const visitor = await playwright.request.newContext({ baseURL })
  const token = await logIn(page)
  const headers = { authorization: `JWT ${token}` }
  const path = `/${uniqueName('scheduled')}`
  const title = 'Cupping at dawn: the November lots'
  const created = await page.request.post('/api/pages?draft=true', { headers, data: { title, path, country: 'GLOBAL', _status: 'draft' } })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  expect((await visitor.get(path)).status()).toBe(404)

  await page.goto(`/admin/collections/pages/${id}`)
  // The publish button's menu holds "Schedule Publish".
  await expect(page.locator('.form-submit .popup-button').last()).toBeVisible(adminRender)
  await page.locator('.form-submit .popup-button').last().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  // The brand's time zone is chosen before anyone picks one.
  await expect(drawer.locator('.timezone-picker')).toContainText(siteConfig.SITE_TIME_ZONE.split('/').pop()!.replaceAll('_', ' '))
  // A record that was never published offers "Unpublish" first: choose "Publish".
  await drawer.locator('.schedule-publish__type').getByText('Publish', { exact: true }).click()
  // A whole minute well ahead (the picker takes minutes): nothing runs the job while the test looks at it.
  const due = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000)
  const input = drawer.locator('#time input, input#time').first()
  await input.fill(pickerText(due))
  // Escape closes the calendar that typing opened, not the drawer around it, and keeps what was typed.
  const calendar = page.locator('.react-datepicker-popper')
  await expect(calendar).toBeVisible()
  await input.press('Escape')
  await expect(calendar).toHaveCount(0)
  await expect(drawer).toBeVisible()
  await expect(input).toHaveValue(pickerText(due))
  // Not Enter: it would submit the document's form, which publishes at once.
  await drawer.getByRole('heading', { level: 2 }).click()
  await expect(input).toHaveValue(pickerText(due))
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()

  // The drawer lists what is queued: a publish of every locale at that minute.
  const event = drawer.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Publish', exact: true }) })
  await expect(event).toHaveCount(1)
  await expect(event.getByRole('cell').nth(1)).toHaveText(eventText(due))
  await expect(event.getByRole('cell').nth(2)).toContainText(siteConfig.SITE_TIME_ZONE.split('/').pop()!.replaceAll('_', ' '))
  await expect(event.getByRole('cell').nth(3)).toHaveText('All')
  expect((await visitor.get(path)).status()).toBe(404)
  await visitor.dispose()
  // Nothing publishes later, while other tests look at the site.
  await event.getByRole('button').click()
  await expect(event).toHaveCount(0)
  expect((await page.request.delete(`/api/pages/${id}`, { headers })).status()).toBe(200)
})

test('a picture’s page marks its focal point where it was chosen', async ({ page }) => {
  const token = await logIn(page)
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6b35' } }).jpeg().toBuffer()
  const created = await page.request.post('/api/media', {
    headers: auth(token),
    multipart: {
      file: { name: `${uniqueName('focal')}.jpg`, mimeType: 'image/jpeg', buffer: picture },
      _payload: JSON.stringify({ alt: 'A plain green square', focalX: 20, focalY: 70 }),
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  await page.goto(`/admin/collections/media/${id}?locale=en`)
  const focal = page.locator('.focal-point')
  await expect(focal.getByText('Focal point', { exact: true })).toBeVisible(adminRender)
  await expect(focal.locator('.focal-point__mark')).toHaveAttribute('style', /left: ?20%; ?top: ?70%/)
  await expect(focal).toContainText('20 % across, 70 % down')
  expect((await page.request.delete(`/api/media/${id}`, { headers: auth(token) })).status()).toBe(200)
})

/** The parts of a time as the site's time zone reads it: the scheduler works in that zone, whatever the browser's. */
function inSiteZone(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: siteConfig.SITE_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return { month: parts.month!, day: Number(parts.day), year: parts.year!, clock: `${parts.hour}:${parts.minute} ${parts.dayPeriod}` }
}

/** How the drawer's list of upcoming events shows a time ("November 28th 2026, 3:10 AM"). */
function eventText(date: Date): string {
  const { month, day, year, clock } = inSiteZone(date)
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'
  return `${month} ${day}${suffix} ${year}, ${clock}`
}

/** The admin's date picker's text ("Nov 24, 2026 1:05 PM"). */
function pickerText(date: Date): string {
  const { month, day, year, clock } = inSiteZone(date)
  return `${month.slice(0, 3)} ${day}, ${year} ${clock}`
}

test('a market editor sees their markets’ work only: no private lists, settings and GLOBAL records read-only', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const adminToken = await logIn(page)
  const credentials = await createUser(page.request, adminToken, { role: 'marketEditor', markets: ['LK'] })
  const global = await page.request.post('/api/pages', {
    headers: { authorization: `JWT ${adminToken}` },
    data: { title: 'A GLOBAL page', path: `/${uniqueName('global')}`, country: 'GLOBAL', _status: 'published' },
  })
  const globalId = (await global.json()).doc.id
  const own = await page.request.post('/api/pages', {
    headers: { authorization: `JWT ${adminToken}` },
    data: { title: 'Colombo tasting room opening hours', path: `/${uniqueName('lk')}`, country: 'LK', _status: 'published' },
  })
  const ownId = (await own.json()).doc.id

  const context = await browser.newContext()
  const editor = await context.newPage()
  await logIn(editor, credentials)
  await editor.goto('/admin')
  const nav = editor.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible(adminRender)
  // Private collections are not listed at all; settings are read-only (no "create" on the dashboard).
  for (const hidden of ['Newsletter subscribers', 'Contact messages', 'CVs']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }
  await expect(editor.getByRole('link', { name: 'Create new Pages', exact: true })).toBeVisible()
  await expect(editor.getByRole('link', { name: 'Create new Markets', exact: true })).toHaveCount(0)

  // A GLOBAL record opens read-only: no publish button, fields locked.
  await editor.goto(`/admin/collections/pages/${globalId}`)
  await expect(editor.locator('#field-title')).toBeDisabled(adminRender)

  // Their own market's record opens for editing.
  await editor.goto(`/admin/collections/pages/${ownId}`)
  await expect(editor.locator('#field-title')).toBeEditable(adminRender)
  await context.close()
})

test('a translator sees the English under each field in German, and the English changing afterwards marks it as needing an update', async ({ page }) => {
  test.setTimeout(120_000)
  const token = await logIn(page)
  const headers = { authorization: `JWT ${token}` }
  const english = 'Picking at first light in Nuwara Eliya'
  const created = await page.request.post('/api/pages?locale=en', {
    headers,
    data: { title: english, path: `/${uniqueName('translate')}`, country: 'GLOBAL', seo: { meta_description: 'Why the first hours of the day make the brightest tea.' }, _status: 'published' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id
  expect((await page.request.patch(`/api/pages/${id}?locale=de`, { headers, data: { title: 'Pflücken im ersten Licht', _status: 'published' } })).status()).toBe(200)

  await page.goto(`/admin/collections/pages/${id}?locale=de`)
  await expect(page.locator('#field-title')).toHaveValue('Pflücken im ersten Licht', adminRender)
  // Under the German title its English, labelled; an untranslated field shows the English it needs.
  const titleEnglish = page.locator('.field-type.text', { has: page.locator('#field-title') }).locator('.english-beside')
  await expect(titleEnglish).toHaveText(`English: ${english}`)
  await expect(page.locator('.english-beside', { hasText: 'Why the first hours of the day make the brightest tea.' })).toBeVisible()

  expect((await page.request.patch(`/api/pages/${id}?locale=en`, { headers, data: { title: `${english}, in May`, _status: 'published' } })).status()).toBe(200)
  await page.goto('/admin/translations')
  const row = page.getByRole('row', { name: new RegExp(`${english}, in May`) })
  await expect(row.getByRole('cell').last()).toHaveText('Title', adminRender)
})
