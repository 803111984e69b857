import { RichText } from '@/components/rich-text/RichText'
import type { Media } from '@/payload-types'
import type { Variant } from '@/config/variant'
import { richTextClass } from '@/blocks/Content/rich-text'
import { richTextConverters } from '@/blocks/Content/rich-text-converters'
import { MediaGallery } from '@/components/gallery/MediaGallery'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowLinkClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import type { BuyPack } from '@/lib/shop-link'
import { BuyButtons } from './BuyButtons'
import { FactList, type Fact } from '@/components/teas/FactList'

const sectionHeading = 'font-serif text-3xl leading-tight text-brand-900'

type RichTextData = Parameters<typeof RichText>[0]['data']

/**
 * The body of a sold item's page (a gift, a teaware item, an accessory): its facts and
 * description, the packs with their "Buy now" buttons for the visitor's country, the pictures in
 * the lightbox gallery, and the way back to its list.
 */
export function ItemDetail({
  description,
  images,
  facts = [],
  priceNote,
  packs,
  soldHere = true,
  variant,
  back,
}: {
  description: RichTextData
  images: { image: number | Media }[] | null | undefined
  facts?: Fact[]
  priceNote?: string | null
  packs: BuyPack[] | null | undefined
  /** Whether the item is sold in the visitor's country; if not, its buttons are disabled. */
  soldHere?: boolean
  variant: Variant
  back: { href: string; label: string }
}) {
  const t = dictionary(variant.locale).catalogue
  const pictures = (images ?? []).map((row) => row.image)
  return (
    <div className="page-section">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          <FactList facts={facts} className="mb-8" />
          <RichText data={description} converters={richTextConverters} className={richTextClass} />
        </div>
        {packs?.length ? (
          <section aria-labelledby="item-packs">
            <h2 id="item-packs" className={sectionHeading}>{t.packs}</h2>
            {priceNote ? <p className="mt-2 text-ink/80">{priceNote}</p> : null}
            <div className="mt-6">
              <BuyButtons packs={packs} country={variant.country} locale={variant.locale} sold={soldHere} />
            </div>
          </section>
        ) : null}
      </div>

      {pictures.length ? (
        <section aria-labelledby="item-gallery" className="mt-14">
          <h2 id="item-gallery" className={sectionHeading}>{t.pictures}</h2>
          <MediaGallery media={pictures} locale={variant.locale} className="mt-6" />
        </section>
      ) : null}

      <p className="mt-14">
        <SmartLink href={back.href} className={eyebrowLinkClass}>
          ← {back.label}
        </SmartLink>
      </p>
    </div>
  )
}
