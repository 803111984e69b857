import { describe, expect, it } from 'vitest'
import { footerSeed } from '@/seed/footer'
import { headerMenus } from '@/seed/header'
import { pages } from '@/seed/content'

/**
 * One name per page: a header or footer link to a seeded page carries that page's title, in each language, so
 * the menu, the section's sub-navigation (taken from the menu), the breadcrumb (which reads titles) and the
 * page's heading agree. English titles are in sentence case ("Tea types" beside "Black tea").
 */
describe('menu and footer labels', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`are the titles of the pages they link to (${locale})`, () => {
      // A page without German copy is shown in English (Payload's fallback), under its German menu label.
      const titles = new Map(pages.filter((p) => !p.country && p.copy[locale]).map((p) => [p.path, p.copy[locale]!.title]))
      const links = [...headerMenus(locale).flatMap((menu) => menu.columns ?? []), ...footerSeed(locale).columns].flatMap((column) => column.links ?? [])
      const differing = links
        .filter((link) => titles.has(link.url) && titles.get(link.url) !== link.label)
        .map((link) => `${link.url}: link "${link.label}", title "${titles.get(link.url)}"`)
      expect(differing).toEqual([])
    })
  }
})
