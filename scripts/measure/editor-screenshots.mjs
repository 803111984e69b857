// Takes the screenshots of docs/editors.md from the running admin, so the guide shows the admin as it
// is: `npm run editors:screenshots`. Uses E2E_BASE_URL (with ADMIN_EMAIL / ADMIN_PASSWORD) when set,
// otherwise serves a seeded build itself (scripts/test/e2e-server.mjs, which creates the admin account).
// Writes docs/editors/<name>.png with the admin in English and <name>.de.png in German (the language an editor
// chooses under their account, kept in Payload's language cookie); a shot that cannot be taken fails the run
// with its name.
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromiumLaunchOptions } from '../test/chromium.mjs'
import { root, testAdmin as ADMIN } from '../runtime/env.mjs'
import { productionServer } from '../test/production-server.mjs'

const OUT = path.join(root, 'docs', 'editors')

const { baseURL, stop } = await productionServer(process.env.SCREENSHOTS_PORT || '3290')
const browser = await chromium.launch(chromiumLaunchOptions)
let failed = false
try {
  mkdirSync(OUT, { recursive: true })
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  const language = async (code) => context.addCookies([{ name: 'payload-lng', value: code, url: baseURL }])
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}: set ADMIN_EMAIL and ADMIN_PASSWORD`)
  const token = (await login.json()).token
  const api = async (address) => (await page.request.get(address, { headers: { authorization: `JWT ${token}` } })).json()
  const first = async (collection, where = '') => (await api(`/api/${collection}?where[country][equals]=GLOBAL${where}&limit=1&depth=0`)).docs[0]

  // The language of the admin and of the content the edit views open in (the admin would keep the last one used).
  let code = 'en'
  const shots = [
    ['dashboard', async () => page.goto('/admin')],
    [
      'home-edit',
      async () => {
        const doc = await first('home')
        await page.goto(`/admin/collections/home/${doc.id}?locale=${code}`)
      },
    ],
    [
      'news-edit',
      async () => {
        const doc = await first('news', '&sort=-date')
        await page.goto(`/admin/collections/news/${doc.id}?locale=${code}`)
      },
    ],
    ['site-settings', async () => page.goto('/admin/globals/site-settings')],
    [
      'media-item',
      async () => {
        const doc = (await api('/api/media?limit=1&depth=0&sort=id')).docs[0]
        await page.goto(`/admin/collections/media/${doc.id}?locale=${code}`)
        await page.locator('.media-usage').waitFor()
      },
    ],
    ['redirects', async () => page.goto('/admin/collections/redirects')],
    ['pages-list-by-market', async () => page.goto('/admin/collections/pages?where[country][equals]=GLOBAL')],
    [
      'page-live-preview',
      async () => {
        const doc = await first('pages', '&where[path][equals]=/our-purpose')
        await page.goto(`/admin/collections/pages/${doc?.id ?? 1}?locale=${code}`)
        // The admin remembers whether the preview was open: open it unless it already is (by class: the button's
        // name is in the admin's language).
        const toggler = page.locator('.live-preview-toggler')
        await toggler.waitFor()
        if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
        await page.frameLocator('iframe').locator('h1').first().waitFor()
      },
    ],
    [
      'schedule-publish',
      async () => {
        const doc = await first('news', '&sort=-date')
        await page.goto(`/admin/collections/news/${doc.id}?locale=${code}`)
        await page.locator('.form-submit .popup-button').last().click()
        await page.getByRole('button', { name: /^(Schedule Publish|Veröffentlichungsplanung)$/ }).click()
        await page.locator('.schedule-publish').first().waitFor()
      },
    ],
    [
      'product-edit',
      async () => {
        const doc = await first('products', '&sort=slug')
        await page.goto(`/admin/collections/products/${doc.id}?locale=${code}`)
      },
    ],
    ['tea-ranges-list', async () => page.goto('/admin/collections/tea-ranges')],
    ['markets', async () => page.goto('/admin/collections/markets')],
    ['users-roles', async () => page.goto('/admin/collections/users/create')],
    ['translations', async () => page.goto('/admin/translations')],
  ]
  for (code of ['en', 'de']) {
    await language(code)
    for (const [name, open] of shots) {
      const file = `${name}${code === 'en' ? '' : `.${code}`}.png`
      try {
        await open()
        await page.waitForLoadState('networkidle')
        // The admin fills its form on the client after the network settles (the fields show greyed until then).
        await page.waitForTimeout(2_000)
        await page.screenshot({ path: path.join(OUT, file) })
        console.info(`docs/editors/${file}`)
      } catch (error) {
        failed = true
        console.error(`could not take ${file}: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
} finally {
  await browser.close()
  stop()
}
process.exit(failed ? 1 : 0)
