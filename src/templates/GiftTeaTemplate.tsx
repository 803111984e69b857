import { getGift } from '@/data/gifts'
import { isSoldIn } from '@/data/catalogue/sold-items'
import { routes } from '@/routes'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import { itemDetailPage } from './item-detail-page'

/** A gift's or teaware item's page (routes.products.giftOfTeas(slug)): pictures, description, packs with "Buy now". */
export const giftTeaTemplate: Template = bySlug(getGift, (gift, { variant }) => {
  const t = dictionary(variant.locale).catalogue
  const back = gift.kind === 'teaware' ? { href: routes.products.teawares, label: t.allTeaware } : { href: routes.products.giftOfTeas(), label: t.allGifts }
  return itemDetailPage(gift, { path: routes.products.giftOfTeas(gift.slug), soldHere: isSoldIn(gift, variant), variant, back })
})
