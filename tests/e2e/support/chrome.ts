import { expect, type BrowserContext, type Page } from '@playwright/test'

/** Helpers shared by the shell-chrome specs (footer, consent, newsletter, scrolling, loading). */

export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

/** Waits until the client island has hydrated (its effects, such as the consent timer, have run). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** The page's (possibly mocked) clock time when the client island hydrated and the consent timer started. */
export async function hydratedAt(page: Page): Promise<number> {
  await waitForHydration(page)
  return Number(await page.locator('html').getAttribute('data-hydrated-at'))
}

/**
 * For tests about something else: a saved choice (necessary only), so the cookie banner, which
 * otherwise appears after 15 s, never covers what the test is clicking on a slow machine.
 */
export async function withConsentChosen(context: BrowserContext, baseURL: string) {
  await setPolicyCookie(context, baseURL, { necessary: true, preferences: false, statistics: false, marketing: false })
}

export type PolicyCookie = { necessary: boolean; preferences: boolean; statistics: boolean; marketing: boolean }

/** The `policy` cookie as stored in the browser: decoded JSON, and its expiry (seconds since epoch). */
export async function readPolicyCookie(context: BrowserContext): Promise<{ value: PolicyCookie; expires: number } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'policy')
  if (!cookie) return null
  return { value: JSON.parse(decodeURIComponent(cookie.value)) as PolicyCookie, expires: cookie.expires }
}

export async function setPolicyCookie(context: BrowserContext, baseURL: string, value: PolicyCookie) {
  await context.addCookies([{ name: 'policy', value: encodeURIComponent(JSON.stringify(value)), url: baseURL }])
}

export const DAY_S = 24 * 60 * 60
