import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'

/**
 * The top bar's links (site.md: online, Careers, the external shop, media, contact-us).
 * The shop opens in a new tab and is left out when no shop URL is set.
 */
export function TopLinks({ shopUrl, tone, locale }: { shopUrl?: string; tone: 'dark' | 'light'; locale: Locale }) {
  const t = dictionary(locale).header
  const link =
    tone === 'dark'
      ? 'text-white hover:text-gold-400 hover:underline underline-offset-4'
      : 'block py-2 text-lg text-brand-900 hover:text-brand-700'
  // The shop is the one commercial link, so it stands out in gold on the dark bar.
  const shop = tone === 'dark' ? 'font-semibold text-gold-400 hover:underline underline-offset-4' : link
  const items = [
    { label: t.online, href: routes.online },
    { label: t.careers, href: routes.careersMenu },
    { label: t.shopOnline, href: shopUrl, external: true },
    { label: t.media, href: routes.media.root },
    { label: t.contactUs, href: routes.contact },
  ]
  return (
    <ul className={tone === 'dark' ? 'flex items-center gap-5 text-sm' : ''}>
      {items.map((item) =>
        !item.href ? null : (
          <li key={item.label}>
            {item.external ? (
              <a href={item.href} target="_blank" rel="noopener" className={shop}>
                {item.label}
                <OpensInNewTab />
              </a>
            ) : (
              <SmartLink href={item.href} className={link}>
                {item.label}
              </SmartLink>
            )}
          </li>
        ),
      )}
    </ul>
  )
}
