import { expect, type Page } from '@playwright/test'

/**
 * The desktop mega-menu renders a panel only while it is open (its links fetched on first use): opens each in turn (the page must be at a desktop
 * width and hydrated) and returns the internal links of all of them.
 */
export async function megaMenuLinks(page: Page): Promise<string[]> {
  const triggers = page.getByRole('navigation', { name: 'Main', exact: true }).locator(':scope > ul > li > button[aria-expanded]')
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', 'true')
  const hrefs: string[] = []
  for (let i = 0, count = await triggers.count(); i < count; i++) {
    const trigger = triggers.nth(i)
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    // The panels' links are fetched when the menu is first about to open.
    await expect(panel).toHaveAttribute('aria-busy', 'false')
    hrefs.push(...(await panel.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))))
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  }
  return hrefs
}
