import { getHeader } from '@/data/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { SUB_NAV_SECTIONS } from '@/routes'
import { SmartLink } from '@/components/ui/SmartLink'
import { inSection, toMenus, type MenuLink } from './header/types'

/**
 * The sub-navigation strip on Family, All About Tea and Our Purpose pages (site.md, layouts):
 * the section's own pages, taken from its header menu, with the current one marked.
 */
export async function SubNav({ path, locale = DEFAULT_LOCALE }: { path: string; locale?: Locale }) {
  const section = SUB_NAV_SECTIONS.find((root) => inSection(path, root))
  if (!section) return null
  const menu = toMenus(await getHeader(locale)).find((m) => m.section === section)
  if (!menu) return null
  const links = sectionLinks(section, menu.label, menu.columns.flatMap((c) => c.links))
  return (
    <nav aria-label={dictionary(locale).header.sectionPages(menu.label)} data-sub-nav="" className="border-b border-brand-100 bg-white">
      <ul className="sub-nav-strip mx-auto flex max-w-6xl overflow-x-auto px-4 text-sm">
        {links.map((link) => {
          const current = link.url === path
          return (
            <li key={link.url} className="shrink-0">
              <SmartLink
                href={link.url}
                aria-current={current ? 'page' : undefined}
                className={[
                  'block border-b-[3px] px-2.5 py-3 whitespace-nowrap xl:px-3',
                  current ? 'border-gold-600 font-semibold text-brand-900' : 'border-transparent text-brand-700 hover:text-brand-900',
                ].join(' ')}
              >
                {link.label}
              </SmartLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The section root first, then each page inside the section once (external links stay in the menu). */
function sectionLinks(section: string, label: string, links: MenuLink[]): MenuLink[] {
  const seen = new Set<string>()
  return [{ label, url: section }, ...links].filter((link) => {
    if (!inSection(link.url, section) || seen.has(link.url)) return false
    seen.add(link.url)
    return true
  })
}
