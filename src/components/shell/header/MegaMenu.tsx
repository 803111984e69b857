'use client'

import { useDictionary } from '@/i18n/client'
import { useId, useRef, useState } from 'react'
import { ChevronIcon } from './icons'
import { MegaMenuPanel } from './MegaMenuPanel'
import type { MenuSection } from './types'
import { inSection } from './types'
import { useMenus } from './useMenus'
import { useSitePath } from './useSitePath'

type Open = { index: number; by: 'pointer' | 'click' } | null

/**
 * The desktop mega-menu, after the WAI-ARIA disclosure pattern: each trigger is a button
 * (aria-expanded, aria-controls) that Enter or Space toggles. A panel also opens while the
 * pointer rests on its item and closes when it leaves; Escape closes it and returns focus
 * to the trigger; moving focus out of an item closes its panel. A closed panel is not rendered, and
 * the panels' links are fetched as the pointer or the focus first reaches the menu: the six panels'
 * ~200 links would otherwise be in every page's HTML or RSC payload (the footer and the section pages
 * link the same pages for crawlers). The external shop, when one is set, ends the row as a plain link.
 */
export function MegaMenu({ sections, menusPath, shopUrl }: { sections: MenuSection[]; menusPath: string; shopUrl?: string }) {
  const { menus, loaded, load } = useMenus(sections, menusPath)
  const [open, setOpen] = useState<Open>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const baseId = useId()
  const path = useSitePath()
  const words = useDictionary()
  const t = words.header

  const close = () => setOpen(null)

  return (
    <nav aria-label={t.mainNavigation} className="hidden h-full lg:block" onPointerEnter={load} onFocus={load}>
      <ul className="flex h-full items-stretch">
        {menus.map((menu, index) => {
          const expanded = open?.index === index
          const panelId = `${baseId}-panel-${index}`
          const current = inSection(path, menu.section)
          return (
            <li
              key={`${menu.section}-${index}`}
              className="flex"
              onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen({ index, by: 'pointer' })}
              onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen((o) => (o?.index === index ? null : o))}
              onKeyDown={(e) => {
                if (e.key !== 'Escape' || !expanded) return
                e.stopPropagation()
                close()
                triggers.current[index]?.focus()
              }}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
                  setOpen((o) => (o?.index === index && o.by === 'click' ? null : o))
                }
              }}
            >
              <button
                ref={(el) => void (triggers.current[index] = el)}
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                // A click on a panel the pointer already opened keeps it open instead of closing it.
                onClick={() => {
                  load()
                  setOpen((o) => (o?.index === index && o.by === 'click' ? null : { index, by: 'click' }))
                }}
                className={`mega-trigger ${expanded || current ? 'border-gold-600' : 'border-transparent'}`}
              >
                {menu.label}
                <ChevronIcon className={expanded ? 'chevron rotate-180' : 'chevron'} />
              </button>
              {expanded ? <MegaMenuPanel id={panelId} menu={menu} loading={!loaded} onNavigate={close} /> : null}
            </li>
          )
        })}
        {/* The shop, where the site settings name one: a way to buy from every page, beside the sections. */}
        {shopUrl ? (
          <li className="flex">
            <a href={shopUrl} target="_blank" rel="noopener" aria-label={`${t.shop}${words.shell.opensInNewTab}`} className="mega-trigger border-transparent">
              {t.shop}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
