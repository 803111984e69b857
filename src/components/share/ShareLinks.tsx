import { ShareCounter } from '@/components/islands'
import { dictionary } from '@/i18n'
import type { Locale } from '@/config/variant'
import { SHARE_NETWORKS, shareUrl, type ShareNetwork } from './share-urls'

const ICONS: Record<ShareNetwork, string> = {
  facebook: 'M14 9h3V6h-3c-2.2 0-4 1.8-4 4v2H8v3h2v7h3v-7h3l1-3h-4v-2c0-.6.4-1 1-1z',
  x: 'M4 4l7.2 9.6L4.4 20H6l6-5.3 4 5.3h4l-7.6-10.1L18.8 4h-1.6l-5.5 4.9L8 4H4z',
  linkedin: 'M5 9h3v11H5zM6.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z',
  whatsapp: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.6c-.2.6-1.1 1.1-1.6 1.1-.4.1-.9.1-1.5-.1-2.5-.9-4.3-3.3-4.5-3.5-.1-.2-1.1-1.4-1.1-2.7s.7-1.9.9-2.2c.3-.3.6-.3.8-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.3.4-.4.5c.1.3.6 1 1.3 1.6.9.8 1.6 1 1.9 1.1.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.6-.1l1.7.8c.3.1.4.2.5.3 0 .2 0 .8-.3 1.3z',
  email: 'M3 6h18v12H3zm1.5 1.5v.4L12 13l7.5-5.1v-.4zm0 2.2v6.8h15V9.7L12 14.8z',
}

/**
 * Share links for a page, built as plain links to each network's share address: nothing loads
 * from the networks until a visitor clicks. The list names what is shared
 * (`data-share-item="{collection}:{slug}"`) and each link its network (`data-share-network`), so
 * clicks can be counted from those attributes: the ShareCounter island beside them reports each
 * click (the albums' mostShared).
 */
export function ShareLinks({ item, url, title, locale, className = '' }: {
  /** `{collection}:{slug}`, e.g. news:first-flush-at-kirikanda. */
  item: string
  /** The absolute address to share. */
  url: string
  title: string
  locale: Locale
  className?: string
}) {
  const t = dictionary(locale)
  const labels = t.mediaCore.shareOn
  const headingId = `share-${item.replace(/[^a-z0-9]+/gi, '-')}`
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-brand-800">
        {t.mediaCore.share}
      </h2>
      <ul data-share-item={item} className="mt-3 flex flex-wrap gap-3">
        {SHARE_NETWORKS.map((network) => {
          const external = network !== 'email'
          return (
            <li key={network}>
              <a
                href={shareUrl(network, url, title)}
                data-share-network={network}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                aria-label={external ? `${labels[network]}${t.shell.opensInNewTab}` : labels[network]}
                title={labels[network]}
                className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 transition hover:bg-brand-800 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
                  <path d={ICONS[network]} />
                </svg>
              </a>
            </li>
          )
        })}
      </ul>
      <ShareCounter />
    </section>
  )
}
