import { test as base, expect } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, whose `page.goto` returns only once a site page is interactive. A press on a
 * button before React has attached its handlers is lost, and on a busy machine the scripts can
 * arrive seconds after the HTML. Pages without the site's header (the admin, API answers) and
 * contexts without JavaScript return as soon as they load.
 *
 * A failed test also prints what the page could not load and every document it went to, so a
 * failure in CI says whether a script was refused or the page reloaded itself.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled !== false && (await page.locator('header[data-hydrated]').count()) > 0) {
        await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
      }
      return response
    }
    const seen: string[] = []
    const started = Date.now()
    const log = (line: string) => seen.push(`${String(Date.now() - started).padStart(6)} ms  ${line}`)
    page.on('response', (r) => {
      if (r.status() >= 400) log(`${r.status()} ${r.url()}`)
    })
    page.on('requestfailed', (r) => log(`failed (${r.failure()?.errorText}) ${r.url()}`))
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) log(`document ${f.url()}`)
    })
    await provide(page)
    if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
      console.log(`[${testInfo.title}] what the page loaded and could not:\n${seen.join('\n')}`)
    }
  },
})
