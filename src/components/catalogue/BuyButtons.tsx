import type { Locale } from '@/config/variant'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { shopLinkFor, type BuyPack } from '@/lib/catalogue/shop-link'
import { SmartLink } from '@/components/ui/SmartLink'

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-5 py-2 font-medium'

/**
 * The "Buy now" buttons of an item's packs (teas, gifts, teaware, accessories): each leads to the pack's shop for
 * the visitor's country (src/lib/catalogue/shop-link.ts). A pack with no shop there says why and leads to the shops that sell
 * our tea instead, so the visitor always has something to do and nobody is sent to a shop that does not deliver to
 * them. An item not sold in the visitor's country (`sold: false`, src/data/catalogue/availability-rule.ts) has no shop link at all,
 * whatever shops its packs list. Item numbers are for trade buyers: the page lists them further down (`StockCodes`).
 */
export function BuyButtons({ packs, country, locale, sold = true, id = 'buy' }: { packs: BuyPack[]; country: string; locale: Locale; sold?: boolean; id?: string }) {
  if (!packs.length) return null
  const words = dictionary(locale)
  const t = words.catalogue
  const why = !sold || country !== DEFAULT_COUNTRY ? t.notSoldHere : t.notSoldOnline
  return (
    <ul className="divide-y divide-brand-100 border-y border-brand-100">
      {packs.map((pack, i) => {
        const url = sold ? shopLinkFor(pack.shop_links, country) : null
        const noteId = `${id}-note-${i}`
        return (
          <li key={`${pack.label}-${i}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
            <div>
              <p className="font-semibold text-brand-900">{pack.label}</p>
              {url ? null : (
                <p id={noteId} className="text-sm text-ink/80">
                  {why}
                </p>
              )}
            </div>
            {url ? (
              // One label, not text split across an sr-only span: browsers would name it "Buy now : …".
              <a
                href={url}
                target="_blank"
                rel="noopener"
                aria-label={`${t.buyNow}: ${pack.label}${words.shell.opensInNewTab}`}
                className={`${button} bg-brand-800 text-white transition hover:bg-brand-900`}
              >
                {t.buyNow}
              </a>
            ) : (
              <SmartLink
                href={routes.products.whereToBuy}
                aria-label={`${t.whereToBuy}: ${pack.label}`}
                aria-describedby={noteId}
                className={`${button} border border-brand-800 text-brand-900 transition hover:bg-brand-50`}
              >
                {t.whereToBuy}
              </SmartLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The packs' item numbers, for trade buyers: a small line under the item's details, never beside "Buy now". */
export function StockCodes({ packs, locale }: { packs: BuyPack[] | null | undefined; locale: Locale }) {
  const codes = (packs ?? []).flatMap((pack) => (pack.sku ? [`${pack.label}: ${pack.sku}`] : []))
  if (!codes.length) return null
  return (
    <p className="mt-8 text-sm text-ink/75">
      {dictionary(locale).catalogue.sku}: {codes.join(' · ')}
    </p>
  )
}
