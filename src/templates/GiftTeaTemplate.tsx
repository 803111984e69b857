import { getGift } from '@/data/gifts'
import { isSoldIn } from '@/data/catalogue/sold-items'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'

/** A gift's or teaware item's page (routes.products.giftOfTeas(slug)): pictures, description, packs with "Buy now". */
export const giftTeaTemplate: Template = bySlug(getGift, (gift, { variant }) => {
  const t = dictionary(variant.locale).catalogue
  const back = gift.kind === 'teaware' ? { href: routes.products.teawares, label: t.allTeaware } : { href: routes.products.giftOfTeas(), label: t.allGifts }
  return {
    metadata: seoMetadata(gift.seo, { path: routes.products.giftOfTeas(gift.slug), fallbackTitle: gift.name }),
    title: gift.name,
    banner: false,
    body: (
      <ItemDetail
        name={gift.name}
        summary={gift.summary}
        description={gift.description}
        images={gift.images}
        priceNote={gift.price_note}
        packs={gift.packs}
        soldHere={isSoldIn(gift, variant)}
        variant={variant}
        back={back}
      />
    ),
  }
})
