import { expect, test, type Page } from './support/test'
import { routes } from '@/routes'
import { configuredUrls, publishedPages } from './header.helpers'
import { expectNoAxeViolations } from './support/axe'

// The mobile header only exists below 992 px: these tests belong to the mobile project.
test.skip(({ isMobile }) => !isMobile, 'mobile header')

const banner = (page: Page) => page.getByRole('banner')
const openButton = (page: Page) => banner(page).getByRole('button', { name: 'Open menu' })
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const sections = ['Family', 'Our products', 'All about tea', 'Our purpose', 'Tea Inspired', 'Media']

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(banner(page)).toHaveAttribute('data-hydrated', 'true')
}

async function openMenu(page: Page) {
  await openButton(page).click()
  await expect(menu(page)).toBeVisible()
}

const focusInMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], dialog')?.matches('[open]')))

const expanded = (page: Page, name: string) =>
  menu(page).getByRole('button', { name, exact: true }).getAttribute('aria-expanded')

test.describe('mobile header', () => {
  test('"Open menu" opens a labelled modal menu; "Close menu" closes it and focus returns', async ({ page }) => {
    await open(page, routes.home)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await openMenu(page)
    await expect(menu(page)).toHaveAttribute('aria-modal', 'true')
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (const name of sections) await expect(menu(page).getByRole('button', { name, exact: true })).toBeVisible()

    await menu(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(menu(page)).toBeHidden()
    await expect(openButton(page)).toBeFocused()
  })

  test('the backdrop and Escape close the menu', async ({ page }) => {
    await open(page, routes.home)
    await openMenu(page)
    const viewport = page.viewportSize()!
    // The panel covers at most 88% of the width; the rest is backdrop.
    await page.mouse.click(viewport.width - 8, viewport.height / 2)
    await expect(menu(page)).toBeHidden()

    await openMenu(page)
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(openButton(page)).toBeFocused()
  })

  test('focus stays inside the open menu', async ({ page }) => {
    await open(page, routes.home)
    await openMenu(page)
    // Only the controls Tab can reach (hidden accordion panels and lists hold many more).
    const focusable = await menu(page).locator('a[href]:visible, button:visible, select:visible, input:visible').count()
    for (let i = 0; i < focusable + 3; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInMenu(page), `focus after ${i + 1} Tab presses`).toBe(true)
    }
    // Shift+Tab from the first control wraps to the last.
    await menu(page).getByRole('button', { name: 'Close menu' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await focusInMenu(page)).toBe(true)
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).not.toBeFocused()
  })

  test("the current section's accordion is open by default, and one is open at a time", async ({ page, request }) => {
    await open(page, routes.home)
    await openMenu(page)
    for (const name of sections) expect(await expanded(page, name)).toBe('false')
    await page.keyboard.press('Escape')

    const inAllAboutTea = (await publishedPages(request)).find((p) => p.path.startsWith(routes.allAboutTea.root + '/'))
    await open(page, inAllAboutTea?.path ?? routes.allAboutTea.root)
    await openMenu(page)
    expect(await expanded(page, 'All about tea')).toBe('true')
    for (const name of sections.filter((n) => n !== 'All about tea')) expect(await expanded(page, name)).toBe('false')
    const teaPanel = menu(page).locator(`[id="${await menu(page).getByRole('button', { name: 'All about tea' }).getAttribute('aria-controls')}"]`)
    await expect(teaPanel.getByRole('link', { name: 'Tea and health' })).toBeVisible()

    await menu(page).getByRole('button', { name: 'Family', exact: true }).click()
    expect(await expanded(page, 'Family')).toBe('true')
    expect(await expanded(page, 'All about tea')).toBe('false')
    await expect(teaPanel).toBeHidden()
    await expect(menu(page).getByRole('link', { name: 'Our values' })).toBeVisible()

    await menu(page).getByRole('button', { name: 'Family', exact: true }).click()
    for (const name of sections) expect(await expanded(page, name)).toBe('false')
  })

  test('following a menu link navigates and closes the menu', async ({ page }) => {
    await open(page, routes.home)
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Media', exact: true }).click()
    await menu(page).getByRole('link', { name: 'News', exact: true }).click()
    await page.waitForURL((url) => url.pathname === routes.media.news())
    await expect(menu(page)).toBeHidden()
  })

  test('the Search dialog ignores an empty keyword and otherwise opens the results', async ({ page }) => {
    await open(page, routes.home)
    await banner(page).getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search the site' })
    await expect(dialog).toBeVisible()
    const box = dialog.getByRole('searchbox', { name: 'Search keyword' })
    await expect(box).toBeFocused()

    await box.fill('  ')
    await dialog.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForTimeout(500)
    await expect(dialog).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(routes.home)

    await box.fill('silver tips')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === routes.search)
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('silver tips')
    await expect(dialog).toBeHidden()
  })

  test('Escape closes the Search dialog and focus returns to the button', async ({ page }) => {
    await open(page, routes.home)
    const button = banner(page).getByRole('button', { name: 'Search', exact: true })
    await button.click()
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('the shop icon and the login button appear only when their URLs are set', async ({ page, request }) => {
    const { shopUrl, loginUrl } = await configuredUrls(request)
    await open(page, routes.home)
    const shop = banner(page).getByRole('link', { name: 'Shop online', exact: true })
    if (shopUrl) {
      await expect(shop).toBeVisible()
      await expect(shop).toHaveAttribute('href', shopUrl)
      await expect(shop).toHaveAttribute('target', '_blank')
      await expect(shop).toHaveAttribute('rel', /\bnoopener\b/)
    } else {
      await expect(shop).toHaveCount(0)
    }
    await openMenu(page)
    const login = menu(page).getByRole('link', { name: 'Log in' })
    if (loginUrl) await expect(login).toHaveAttribute('href', loginUrl)
    else await expect(login).toHaveCount(0)
  })

  test('axe finds no violations with the menu open', async ({ page }) => {
    await open(page, routes.home)
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Our products', exact: true }).click()
    await expectNoAxeViolations(page)
  })
})
