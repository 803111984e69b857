'use client'

import { useDictionary } from '@/i18n/client'
import { HeaderDialog } from './HeaderDialog'
import { MenuIcon } from './icons'
import { MobileMenuAccordion } from './MobileMenuAccordion'
import type { MenuSection } from './types'
import type { TopLink } from './top-links'
import { TopLinks } from './TopLinks'
import { VariantSwitcher } from './VariantSwitcher'
import type { SwitcherData } from './VariantSwitcherOptions'

/**
 * The mobile slide-in menu: "Open menu" shows it; "Close menu", the backdrop and Escape
 * close it. It holds the section accordions, the top-bar links, the variant switcher and
 * (when configured) the login button.
 */
export function MobileMenu({
  sections,
  menusPath,
  links,
  switcher,
  loginUrl,
}: {
  sections: MenuSection[]
  menusPath: string
  /** As plain data (the desktop bar's own props, so the RSC payload carries them once). */
  links: TopLink[]
  switcher: SwitcherData
  loginUrl?: string
}) {
  const t = useDictionary().header
  return (
    <HeaderDialog
      icon={<MenuIcon />}
      openLabel={t.openMenu}
      title={t.menu}
      closeLabel={t.closeMenu}
      panelClassName="absolute inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full"
      titleBarClassName="border-b border-brand-100 px-4 py-3"
    >
      {(close) => (
        // A followed link navigates on the client, so the menu closes itself.
        <div
          className="flex flex-1 flex-col"
          onClick={(e) => (e.target as Element).closest('a[href]') && close()}
        >
          <MobileMenuAccordion sections={sections} menusPath={menusPath} />
          <div className="border-t border-brand-100 px-4 py-4">
            <TopLinks links={links} tone="light" />
          </div>
          <div className="border-t border-brand-100 px-4 py-4">
            <VariantSwitcher {...switcher} tone="light" />
          </div>
          {loginUrl ? (
            <div className="mt-auto px-4 pb-6 pt-2">
              <a
                href={loginUrl}
                className="block rounded-full bg-brand-800 px-5 py-3 text-center font-semibold tracking-wide text-white hover:bg-brand-900"
              >
                {t.logIn}
              </a>
            </div>
          ) : null}
        </div>
      )}
    </HeaderDialog>
  )
}
