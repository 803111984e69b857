import { getMarkets } from '@/data/markets'
import { getPublicSettings } from '@/data/settings'
import type { Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { BrandLogo } from './BrandLogo'
import { HeaderFrame } from './HeaderFrame'
import { MegaMenu } from './MegaMenu'
import { MobileMenu } from './MobileMenu'
import { MobileSearch } from './MobileSearch'
import { HeaderSearchForm } from './HeaderSearchForm'
import { TopLinks } from './TopLinks'
import { topLinks } from './top-links'
import { headerMenus, headerMenusPath } from './menus'
import { VariantSwitcher } from './VariantSwitcher'
import { switcherData } from './VariantSwitcherOptions'
import { BagIcon } from './icons'

/**
 * The site header. Desktop (≥ 992 px): a top bar (switcher, links, search) over the brand
 * and the mega-menu. Mobile: menu button, brand, search and shop. The header is fixed and
 * a spacer of its height keeps the page from moving under it.
 */
export async function SiteHeader({ variant }: { variant: Variant }) {
  const [menus, settings, markets] = await Promise.all([
    headerMenus(variant.locale),
    getPublicSettings(variant.locale),
    getMarkets(variant.locale),
  ])
  const t = dictionary(variant.locale)
  // The menus' labels only: their links are fetched when a menu is about to open (./useMenus.ts).
  const sections = menus.map(({ label, section }) => ({ label, section }))
  const menusPath = headerMenusPath(variant.locale)
  const links = topLinks(variant.locale, settings.shopUrl)
  const switcher = switcherData(markets, variant)

  return (
    <>
      <HeaderFrame>
        <div data-topbar="" className="hidden h-10 bg-brand-900 text-white lg:block">
          <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-6">
            <VariantSwitcher {...switcher} tone="dark" />
            <div className="flex items-center gap-6">
              <TopLinks links={links} tone="dark" />
              <HeaderSearchForm variant="bar" />
            </div>
          </div>
        </div>
        {/* One row at every width, so the brand is in the page once: the menu button, search and shop are for
            phones, the mega-menu from 992 px. */}
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-2 lg:h-[72px] lg:items-stretch lg:gap-4 lg:px-6">
          <div className="lg:hidden">
            <MobileMenu sections={sections} menusPath={menusPath} links={links} switcher={switcher} loginUrl={settings.loginUrl} />
          </div>
          <BrandLogo className="mr-auto" />
          <MegaMenu sections={sections} menusPath={menusPath} shopUrl={settings.shopUrl} />
          <div className="flex items-center gap-2 lg:hidden">
            <MobileSearch />
            {settings.shopUrl ? (
              <a
                href={settings.shopUrl}
                target="_blank"
                rel="noopener"
                aria-label={t.header.shopOnline}
                aria-describedby="shop-new-tab"
                className="header-icon-button"
              >
                <BagIcon />
                <span id="shop-new-tab" hidden>
                  {t.shell.opensInNewTabNote}
                </span>
              </a>
            ) : null}
          </div>
        </div>
      </HeaderFrame>
      {/* Reserves the fixed header's height: 64 px on mobile, 40 + 72 px on desktop. */}
      <div aria-hidden="true" className="h-16 lg:h-28" />
    </>
  )
}
