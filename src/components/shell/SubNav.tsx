import { getHeader } from '@/data/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { SUB_NAV_SECTIONS } from '@/routes'
import { SmartLink } from '@/components/ui/SmartLink'
import { ChevronIcon } from './header/icons'
import { inSection, toMenus, type MenuLink } from './header/types'

/**
 * The sub-navigation on Family, All About Tea and Our Purpose pages (site.md, layouts): the section's own pages,
 * taken from its header menu. The item holding this page is marked: `page` where it is this page, `true` where
 * this page lies below it (an e-book under "E-books"). No item is ever cut: from 992 px the items wrap; below,
 * they sit behind one disclosure that names the section and this page (a <details>, so it needs no script),
 * which keeps a phone's first screen for the page itself.
 */
export async function SubNav({ path, locale = DEFAULT_LOCALE }: { path: string; locale?: Locale }) {
  const section = SUB_NAV_SECTIONS.find((root) => inSection(path, root))
  if (!section) return null
  const menu = toMenus(await getHeader(locale)).find((m) => m.section === section)
  if (!menu) return null
  const links = sectionLinks(section, menu.label, menu.columns.flatMap((c) => c.links))
  const holder = links.filter((link) => inSection(path, link.url)).sort((a, b) => b.url.length - a.url.length)[0]
  return (
    <nav aria-label={dictionary(locale).header.sectionPages(menu.label)} data-sub-nav="" className="border-b border-brand-100 bg-white">
      <details className="sub-nav group mx-auto max-w-6xl px-4">
        <summary className="sub-nav-summary">
          <span className="font-semibold">{menu.label}</span>
          {holder && holder.url !== section ? <span className="truncate text-brand-700">{holder.label}</span> : null}
          <ChevronIcon className="chevron ml-auto shrink-0 group-open:rotate-180" />
        </summary>
        <ul className="sub-nav-list">
          {links.map((link) => {
            const current = link === holder ? (link.url === path ? 'page' : 'true') : undefined
            return (
              <li key={link.url}>
                <SmartLink href={link.url} aria-current={current} className="sub-nav-link">
                  {link.label}
                </SmartLink>
              </li>
            )
          })}
        </ul>
      </details>
    </nav>
  )
}

/**
 * The section root first (named as the menu's link to it names it, else by the menu's own label), then each page
 * inside the section once (external links stay in the menu).
 */
function sectionLinks(section: string, label: string, links: MenuLink[]): MenuLink[] {
  const seen = new Set<string>()
  const root = links.find((link) => link.url === section) ?? { label, url: section }
  return [root, ...links].filter((link) => {
    if (!inSection(link.url, section) || seen.has(link.url)) return false
    seen.add(link.url)
    return true
  })
}
