import { getMarkets } from '@/data/markets'
import { getHeader } from '@/data/navigation'
import { getPublicSettings } from '@/data/settings'
import type { Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { BrandLogo } from './BrandLogo'
import { HeaderFrame } from './HeaderFrame'
import { MegaMenu } from './MegaMenu'
import { MobileMenu } from './MobileMenu'
import { MobileSearch } from './MobileSearch'
import { SearchForm } from './SearchForm'
import { TopLinks } from './TopLinks'
import { toMenus } from './types'
import { withSettingLinks } from './setting-links'
import { VariantSwitcher } from './VariantSwitcher'
import { switcherData } from './VariantSwitcherOptions'
import { BagIcon } from './icons'

/**
 * The site header. Desktop (≥ 992 px): a top bar (switcher, links, search) over the brand
 * and the mega-menu. Mobile: menu button, brand, search and shop. The header is fixed and
 * a spacer of its height keeps the page from moving under it.
 */
export async function SiteHeader({ variant }: { variant: Variant }) {
  const [header, settings, markets] = await Promise.all([
    getHeader(variant.locale),
    getPublicSettings(variant.locale),
    getMarkets(variant.locale),
  ])
  const t = dictionary(variant.locale)
  const menus = withSettingLinks(toMenus(header), [
    { section: routes.purpose.root, url: settings.sustainabilityUrl, label: t.purpose.sustainabilitySite },
    { section: routes.teaInspired.root, url: settings.competitionsUrl, label: t.teaInspiredSection.competitionsSite },
  ])
  const switcher = switcherData(markets, variant)

  return (
    <>
      <HeaderFrame>
        <div className="hidden lg:block">
          <div data-topbar="" className="h-10 bg-brand-900 text-white">
            <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-6">
              <VariantSwitcher {...switcher} tone="dark" />
              <div className="flex items-center gap-6">
                <TopLinks shopUrl={settings.shopUrl} tone="dark" locale={variant.locale} />
                <SearchForm variant="bar" />
              </div>
            </div>
          </div>
          <div className="mx-auto flex h-[72px] max-w-7xl items-stretch justify-between gap-4 px-6">
            <BrandLogo />
            <MegaMenu menus={menus} />
          </div>
        </div>
        <div className="flex h-16 items-center justify-between gap-2 px-2 lg:hidden">
          <MobileMenu
            menus={menus}
            links={<TopLinks tone="light" locale={variant.locale} />}
            switcher={<VariantSwitcher {...switcher} tone="light" />}
            loginUrl={settings.loginUrl}
          />
          <BrandLogo className="mr-auto" />
          <MobileSearch />
          {settings.shopUrl ? (
            <a
              href={settings.shopUrl}
              target="_blank"
              rel="noopener"
              aria-label={t.header.shopOnline}
              aria-describedby="shop-new-tab"
              className="grid size-11 place-items-center rounded text-brand-900 hover:bg-brand-50"
            >
              <BagIcon />
              <span id="shop-new-tab" hidden>
                {t.shell.opensInNewTabNote}
              </span>
            </a>
          ) : null}
        </div>
      </HeaderFrame>
      {/* Reserves the fixed header's height: 64 px on mobile, 40 + 72 px on desktop. */}
      <div aria-hidden="true" className="h-16 lg:h-28" />
    </>
  )
}
