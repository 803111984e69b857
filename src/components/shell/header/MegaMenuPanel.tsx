import { SmartLink } from '@/components/ui/SmartLink'
import { useDictionary } from '@/i18n/client'
import { MenuLinkItem } from './MenuLinkItem'
import type { Menu } from './types'

/** One mega-menu panel: the section's name and intro, then its columns of links. */
export function MegaMenuPanel({
  id,
  menu,
  loading,
  onNavigate,
}: {
  id: string
  menu: Menu
  /** The links are still being fetched (./useMenus.ts). */
  loading: boolean
  onNavigate: () => void
}) {
  const t = useDictionary().header
  return (
    <div id={id} aria-busy={loading} className="mega-panel">
      <div className="mx-auto grid max-w-6xl grid-cols-4 gap-8 px-6 py-8">
        <div className="border-r border-brand-100 pr-6">
          <p className="font-serif text-2xl text-brand-900">{menu.label}</p>
          {menu.intro ? <p className="mt-3 text-sm leading-relaxed text-neutral-700">{menu.intro}</p> : null}
          <SmartLink
            href={menu.section}
            onClick={onNavigate}
            className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t.explore(menu.label)}
          </SmartLink>
        </div>
        {menu.columns.map((column, index) => (
          <div key={index}>
            {column.heading ? (
              <p className="menu-heading">{column.heading}</p>
            ) : null}
            {/* The links' style is set once on the list (shell.css), not repeated on each of the menu's sixty links. */}
            <ul className="mega-links">
              {column.links.map((link) => (
                <li key={`${link.url}-${link.label}`}>
                  <MenuLinkItem link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
