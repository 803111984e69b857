import type { Menu } from './types'

/** An external link a site setting holds, shown at the end of one section's menu. */
export type SettingLink = { section: string; url: string | undefined; label: string }

/**
 * Appends the external links that settings name (the sustainability site to Our Purpose, the
 * competitions site to Tea Inspired; getPublicSettings()) to the end of their section's menu;
 * an unset setting adds nothing. The settings, not the header global, hold these URLs, so the
 * menus are completed here rather than stored with them.
 */
export function withSettingLinks(menus: Menu[], links: SettingLink[]): Menu[] {
  return links.reduce((current, { section, url, label }) => {
    if (!url) return current
    return current.map((menu) => {
      if (menu.section !== section) return menu
      const columns = menu.columns.length ? menu.columns : [{ links: [] }]
      const last = columns[columns.length - 1]!
      return { ...menu, columns: [...columns.slice(0, -1), { ...last, links: [...last.links, { label, url }] }] }
    })
  }, menus)
}
