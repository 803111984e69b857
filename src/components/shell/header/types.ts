import type { Header } from '@/payload-types'

/** The slice of the header global that the client menus need (no ids or timestamps). */
export type MenuLink = { label: string; url: string }
export type MenuColumn = { heading?: string; links: MenuLink[] }
export type Menu = { label: string; section: string; intro?: string; columns: MenuColumn[] }
/** What a page carries of a menu: its trigger's label and section; the rest is fetched (./useMenus.ts). */
export type MenuSection = Pick<Menu, 'label' | 'section'>

export function toMenus(header: Header | null | undefined): Menu[] {
  return (header?.menus ?? []).map((menu) => ({
    label: menu.label,
    section: menu.section,
    intro: menu.intro || undefined,
    columns: (menu.columns ?? []).map((column) => ({
      heading: column.heading || undefined,
      links: (column.links ?? []).map(({ label, url }) => ({ label, url })),
    })),
  }))
}

/** Whether a site path lies in a menu's section (the section root or below it). */
export function inSection(path: string, section: string): boolean {
  if (!section || section === '/') return false
  const root = section.replace(/\/+$/, '')
  return path === root || path.startsWith(`${root}/`)
}
