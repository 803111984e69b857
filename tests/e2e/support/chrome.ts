import { expect, type BrowserContext, type Page } from '@playwright/test'

/** Helpers shared by the shell-chrome specs (footer, consent, newsletter, scrolling, loading). */

export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

/** Waits until the client island has hydrated (its effects, such as the consent timer, have run). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
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
