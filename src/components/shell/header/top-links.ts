import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'

/** A top-bar link as plain data: the client component that draws it gets it through the page's RSC payload. */
export type TopLink = { label: string; href: string; external?: boolean }

/**
 * The top bar's links (site.md: online, Careers, the external shop, media, contact-us). The shop opens in a new
 * tab and is left out when no shop URL is set.
 */
export function topLinks(locale: Locale, shopUrl: string | undefined): TopLink[] {
  const t = dictionary(locale).header
  return [
    { label: t.online, href: routes.online },
    { label: t.careers, href: routes.careersMenu },
    ...(shopUrl ? [{ label: t.shopOnline, href: shopUrl, external: true }] : []),
    { label: t.media, href: routes.media.root },
    { label: t.contactUs, href: routes.contact },
  ]
}
