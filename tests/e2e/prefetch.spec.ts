import { expect, test, type Page } from './support/test'
import { withConsentChosen } from './support/chrome'

/**
 * Link prefetching is skipped on 2g, with Save-Data on, or offline. Next prefetches links as they
 * enter the viewport; the footer's links are used here.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

function countPrefetches(page: Page) {
  const prefetches: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) prefetches.push(request.url())
  })
  return prefetches
}

async function revealFooterLinks(page: Page) {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' }).scrollIntoViewIfNeeded()
}

async function fakeConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) })
  }, connection)
}

test('links are prefetched on a good connection', async ({ page }) => {
  const prefetches = countPrefetches(page)
  await fakeConnection(page, { effectiveType: '4g', saveData: false })
  await revealFooterLinks(page)
  await expect.poll(() => prefetches.length, { timeout: 10_000 }).toBeGreaterThan(0)
})

for (const [name, connection] of [
  ['Save-Data', { effectiveType: '4g', saveData: true }],
  ['2g', { effectiveType: '2g', saveData: false }],
  ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
] as const) {
  test(`no prefetching with ${name}`, async ({ page }) => {
    const prefetches = countPrefetches(page)
    await fakeConnection(page, connection)
    await revealFooterLinks(page)
    await page.waitForTimeout(2_500)
    expect(prefetches).toEqual([])
  })
}
