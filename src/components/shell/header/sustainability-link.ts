import { routes } from '@/routes'
import type { Menu } from './types'

/**
 * The Our Purpose menu ends with the external sustainability site when the setting names one
 * (getPublicSettings().sustainabilityUrl); unset, the menu has no such link. The setting, not
 * the header global, holds the URL, so the menu is completed here rather than stored with it.
 */
export function withSustainabilitySite(menus: Menu[], url: string | undefined, label: string): Menu[] {
  if (!url) return menus
  return menus.map((menu) => {
    if (menu.section !== routes.purpose.root) return menu
    const columns = menu.columns.length ? menu.columns : [{ links: [] }]
    const last = columns[columns.length - 1]!
    return { ...menu, columns: [...columns.slice(0, -1), { ...last, links: [...last.links, { label, url }] }] }
  })
}
