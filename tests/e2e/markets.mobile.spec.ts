import { expect, test, type Page } from './support/test'
import { routes } from '@/routes'
import { withConsentChosen } from './support/chrome'
import { SRI_LANKA_HEADLINE, cookie, marketList, pressUntilFocused, publicMarkets, switcherButton } from './markets.helpers'
import { expectNoAxeViolations } from './support/axe'

test.skip(({ isMobile }) => !isMobile, 'mobile header')

const banner = (page: Page) => page.getByRole('banner')
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test('mobile menu: the market switcher works by keyboard and renders the chosen market', async ({ page, context, request }) => {
  const markets = await publicMarkets(request)
  await page.goto(routes.home)
  await expect(banner(page)).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { name: SRI_LANKA_HEADLINE })).toHaveCount(0)

  await banner(page).getByRole('button', { name: 'Open menu' }).click()
  await expect(menu(page)).toBeVisible()
  const button = switcherButton(menu(page))
  await pressUntilFocused(page, 'Tab', button, 60)
  await page.keyboard.press('Enter')
  const list = await marketList(page, button)
  await expect(list).toBeVisible()
  await expect(list.getByRole('button')).toHaveCount(markets.length)

  await expectNoAxeViolations(page, { include: 'dialog [data-market-switcher]' })

  // Escape closes the list only; the menu stays open.
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(button).toBeFocused()
  await expect(menu(page)).toBeVisible()

  await page.keyboard.press('Enter')
  await pressUntilFocused(page, 'ArrowDown', list.getByRole('button', { name: 'Sri Lanka' }))
  await page.keyboard.press('Enter')
  // The server renders the Sri Lanka variant (the shell may be re-created with it).
  await expect(page.getByRole('heading', { name: SRI_LANKA_HEADLINE }).first()).toBeVisible()
  expect(await cookie(context, 'country')).toBe('LK')
  expect(await cookie(context, 'lang')).toBe('en')
})
