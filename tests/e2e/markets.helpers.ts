import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'

/** Shared by the desktop and mobile market-switcher specs. */

export const SRI_LANKA_HEADLINE = 'Ayubowan! Welcome to Dalumara in Sri Lanka'

/** The markets visitors can choose, as the public REST API lists them (enabled ones only). */
export async function publicMarkets(request: APIRequestContext): Promise<{ code: string; name: string }[]> {
  const res = await request.get('/api/markets?limit=100&depth=0&locale=en')
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { docs: { code: string; name: string }[] }).docs
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name)?.value
}

/** The switcher's button, named "Country: …" in English and "Land: …" in German. */
export const switcherButton = (scope: Locator | Page) => scope.getByRole('button', { name: /^(Country|Land):/ })
/** The language choice: a group named "Language" (German: "Sprache"). */
export const languageGroup = (scope: Locator | Page) => scope.getByRole('group', { name: /^(Language|Sprache)$/ })

/**
 * The list the switcher's button opens: rendered beside it only while open, and then named by the button's
 * aria-controls.
 */
export async function marketList(_page: Page, button: Locator): Promise<Locator> {
  return button.locator('xpath=following-sibling::ul[1]')
}

/** Presses a key until `target` has focus; fails after `max` presses rather than looping forever. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}
