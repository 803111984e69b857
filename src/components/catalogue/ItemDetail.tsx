import { RichText } from '@/components/rich-text/RichText'
import type { Media } from '@/payload-types'
import type { Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import type { BuyPack } from '@/lib/catalogue/shop-link'
import { BuyButtons, StockCodes } from './BuyButtons'
import { ProductHero } from './ProductHero'
import { FactList, type Fact } from '@/components/ui/FactList'
import { ListLink } from '@/components/ui/ListLink'

type RichTextData = Parameters<typeof RichText>[0]['data']

/**
 * The body of a sold item's page (a gift, a teaware item, an accessory, a seasonal flush): its name, pictures and
 * packs with their "Buy now" buttons for the visitor's country first (ProductHero), then its facts and description,
 * and the way back to its list. The item's template shows no banner: this is its h1.
 */
export function ItemDetail({
  name,
  summary,
  description,
  images,
  facts = [],
  priceNote,
  packs,
  soldHere = true,
  variant,
  back,
}: {
  name: string
  summary?: string | null
  description: RichTextData
  images: { image: number | Media }[] | null | undefined
  facts?: Fact[]
  priceNote?: string | null
  packs: BuyPack[] | null | undefined
  /** Whether the item is sold in the visitor's country; if not, its buttons lead to the shops instead. */
  soldHere?: boolean
  variant: Variant
  back: { href: string; label: string }
}) {
  const t = dictionary(variant.locale).catalogue
  return (
    <>
      <ProductHero
        name={name}
        summary={summary}
        pictures={(images ?? []).map((row) => row.image)}
        locale={variant.locale}
        buy={
          packs?.length ? (
            <section aria-labelledby="item-packs">
              <h2 id="item-packs" className="font-serif text-2xl leading-tight text-brand-900">
                {t.packs}
              </h2>
              {priceNote ? <p className="mt-2 text-ink/80">{priceNote}</p> : null}
              <div className="mt-3">
                <BuyButtons packs={packs} country={variant.country} locale={variant.locale} sold={soldHere} />
              </div>
            </section>
          ) : null
        }
      />
      <div className="page-section">
        <div className="max-w-3xl">
          <FactList facts={facts} className="mb-8" />
          <RichText data={description} />
          <StockCodes packs={packs} locale={variant.locale} />
        </div>
        <ListLink href={back.href} label={back.label} back className="mt-14" />
      </div>
    </>
  )
}
