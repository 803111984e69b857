'use client'

import { useEffect, useId, useState } from 'react'
import { useDictionary } from '@/i18n/client'
import { ChevronIcon } from './icons'
import { MenuLinkItem } from './MenuLinkItem'
import type { MenuSection } from './types'
import { inSection } from './types'
import { useMenus } from './useMenus'
import { useSitePath } from './useSitePath'

/**
 * One accordion per section: the current section starts open, and only one is open at a time. The sections'
 * links are fetched when the menu first opens (./useMenus.ts).
 */
export function MobileMenuAccordion({ sections, menusPath }: { sections: MenuSection[]; menusPath: string }) {
  const { menus, loaded, load } = useMenus(sections, menusPath)
  useEffect(load, [load])
  const path = useSitePath()
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const current = sections.findIndex((menu) => inSection(path, menu.section))
    return current === -1 ? null : current
  })
  const baseId = useId()
  const t = useDictionary().header

  return (
    <ul className="divide-y divide-brand-100">
      {menus.map((menu, index) => {
        const expanded = openIndex === index
        const panelId = `${baseId}-section-${index}`
        return (
          <li key={`${menu.section}-${index}`}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenIndex(expanded ? null : index)}
                className="flex w-full items-center justify-between px-4 py-3 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50"
              >
                {menu.label}
                <ChevronIcon className={`size-5 text-gold-600 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} aria-busy={!loaded} className="bg-brand-50 px-4 pb-4 pt-1">
              <MenuLinkItem
                link={{ label: t.explore(menu.label), url: menu.section }}
                className="block py-2 font-semibold text-brand-800 underline underline-offset-4"
              />
              {menu.columns.map((column, columnIndex) => (
                <div key={columnIndex} className="mt-2">
                  {column.heading ? (
                    <h4 className="pt-2 text-xs font-bold uppercase tracking-widest text-[#7a5a12]">{column.heading}</h4>
                  ) : null}
                  <ul>
                    {column.links.map((link) => (
                      <li key={`${link.url}-${link.label}`}>
                        <MenuLinkItem link={link} className="block py-2 text-brand-900 hover:text-brand-700" />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
