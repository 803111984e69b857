import { getHeader } from '@/data/navigation'
import { getPublicSettings } from '@/data/settings'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { toMenus, type Menu } from './types'
import { withSettingLinks } from './setting-links'

/** The header's menus in a language: the header global's, completed with the links the site settings hold. */
export async function headerMenus(locale: Locale): Promise<Menu[]> {
  const [header, settings] = await Promise.all([getHeader(locale), getPublicSettings(locale)])
  const t = dictionary(locale)
  return withSettingLinks(toMenus(header), [
    { section: routes.purpose.root, url: settings.sustainabilityUrl, label: t.purpose.sustainabilitySite },
    { section: routes.teaInspired.root, url: settings.competitionsUrl, label: t.teaInspiredSection.competitionsSite },
  ])
}

/**
 * Where the browser fetches a language's menus (src/app/header-menus): a panel's links are read when a menu is
 * first about to open, so they are not in every page's RSC payload.
 */
export const headerMenusPath = (locale: Locale) => `/header-menus/${locale}.json`
