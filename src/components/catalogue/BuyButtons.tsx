import type { Locale } from '@/config/variant'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { dictionary } from '@/i18n'
import { shopLinkFor, type BuyPack } from '@/lib/shop-link'


const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-sm px-5 py-2 font-medium'

/**
 * The "Buy now" buttons of an item's packs (gifts, teaware, accessories; later the teas): each
 * leads to the pack's shop for the visitor's country (src/lib/shop-link.ts). A pack with no shop
 * there gets a disabled button instead: not a link and not focusable, aria-disabled, dimmed, and
 * described by a visible note saying why, so nobody is sent to a shop that does not deliver to them.
 * An item not sold in the visitor's country (`sold: false`, src/data/availability.ts) has every
 * button disabled, whatever shops its packs list.
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
          <li key={`${pack.label}-${i}`} className="flex flex-wrap items-center justify-between gap-4 py-4" data-pack={pack.sku ?? undefined}>
            <div>
              <p className="font-semibold text-brand-900">{pack.label}</p>
              {pack.sku ? (
                <p className="text-sm text-ink/75">
                  {t.sku}: {pack.sku}
                </p>
              ) : null}
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
              <div className="text-right">
                <span
                  role="link"
                  aria-disabled="true"
                  aria-label={`${t.buyNow}: ${pack.label}`}
                  aria-describedby={noteId}
                  className={`${button} cursor-not-allowed bg-brand-100 text-brand-900 opacity-60`}
                >
                  {t.buyNow}
                </span>
                <p id={noteId} className="mt-1 text-sm text-ink/80">
                  {why}
                </p>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
