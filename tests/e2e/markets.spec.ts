import { expect, test, type Page } from './support/test'
import { routes } from '@/routes'
import { withConsentChosen } from './support/chrome'
import { SRI_LANKA_HEADLINE, cookie, marketList, pressUntilFocused, publicMarkets, languageGroup, switcherButton } from './markets.helpers'
import { expectNoAxeViolations } from './support/axe'

const banner = (page: Page) => page.getByRole('banner')

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(banner(page)).toHaveAttribute('data-hydrated', 'true')
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('market switcher (desktop)', () => {
  test('the page lists the markets, not a select of every country', async ({ page, request }) => {
    const markets = await publicMarkets(request)
    expect(markets.length).toBeGreaterThanOrEqual(4)
    expect(markets.map((m) => m.code)).toContain('GLOBAL')

    const html = await (await request.get(routes.family.values)).text()
    expect(html).not.toContain('<option')
    expect(html).not.toContain('Afghanistan')

    await open(page, routes.family.values)
    const button = switcherButton(banner(page))
    const list = await marketList(page, button)
    await expect(list).toHaveCount(0)
    await expect(button).not.toHaveAttribute('aria-controls')
    await button.click()
    await expect(button).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'no id')
    await expect(list.getByRole('button')).toHaveCount(markets.length)
    // Flags come from the site's own flag route; GLOBAL has a globe instead.
    await expect(list.locator('img[src="/flags/lk.svg"]')).toHaveCount(1)
  })

  test('keyboard: Tab to the button, Enter opens, Escape closes; a market chosen by keyboard is rendered', async ({ page, context }) => {
    await open(page, routes.home)
    await expect(page.getByRole('heading', { name: SRI_LANKA_HEADLINE })).toHaveCount(0)
    const button = switcherButton(banner(page))
    await expect(button).toHaveAccessibleName('Country: Global')
    const list = await marketList(page, button)

    await pressUntilFocused(page, 'Tab', button)
    await expect(list).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(list).toBeVisible()
    await expect(list.getByRole('button', { name: 'Global' })).toBeFocused()

    await expectNoAxeViolations(page, { include: '[data-market-switcher]' })

    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(button).toBeFocused()

    await page.keyboard.press('Enter')
    await pressUntilFocused(page, 'ArrowDown', list.getByRole('button', { name: 'Sri Lanka' }))
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: SRI_LANKA_HEADLINE }).first()).toBeVisible()
    await expect(button).toHaveAccessibleName('Country: Sri Lanka')
    expect(await cookie(context, 'country')).toBe('LK')
    expect(await cookie(context, 'lang')).toBe('en')

    // The choice is kept on a fresh load.
    await open(page, routes.home)
    await expect(page.getByRole('heading', { name: SRI_LANKA_HEADLINE }).first()).toBeVisible()
  })

  test('a market sets a language it offers; the language choice lists only that market’s languages', async ({ page, context }) => {
    await open(page, routes.family.values)
    const header = banner(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const languages = languageGroup(header)
    await expect(languages.getByRole('button')).toHaveText(['English', 'Deutsch'])

    await switcherButton(header).click()
    await header.getByRole('button', { name: 'Germany' }).click()
    // Germany offers English too, so the visitor's language is kept.
    await expect(switcherButton(header)).toHaveAccessibleName('Country: Germany')
    await expect(switcherButton(header).locator('img')).toHaveAttribute('src', '/flags/de.svg')
    expect(await cookie(context, 'country')).toBe('DE')
    expect(await cookie(context, 'lang')).toBe('en')

    await languages.getByRole('button', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // Market names and the switcher's own words are localized.
    await expect(switcherButton(header)).toHaveAccessibleName('Land: Deutschland')
    await expect(languages.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true')
    expect(await cookie(context, 'lang')).toBe('de')

    // The United Kingdom offers English only: choosing it switches to English, and no language choice is shown.
    await switcherButton(header).click()
    await header.getByRole('button', { name: 'Vereinigtes Königreich' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(switcherButton(header)).toHaveAccessibleName('Country: United Kingdom')
    await expect(languages).toHaveCount(0)
    expect(await cookie(context, 'country')).toBe('GB')
    expect(await cookie(context, 'lang')).toBe('en')
  })
})
