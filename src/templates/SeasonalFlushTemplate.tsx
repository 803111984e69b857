import { getSeasonalFlushProduct, isSoldIn } from '@/data/catalogue/products'
import { routes } from '@/routes'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import { itemDetailPage } from './item-detail-page'
import type { Fact } from '@/components/ui/FactList'

/**
 * One seasonal flush tea of the T-series (routes.products.seasonalFlush(slug)): its season,
 * origin and tasting notes, description, packs with "Buy now" and pictures. A product that is not
 * a seasonal flush (no `flush`) has no page here.
 */
export const seasonalFlushTemplate: Template = bySlug(getSeasonalFlushProduct, ({ doc, item }, { variant }) => {
  const t = dictionary(variant.locale).families
  // The fact list leaves out what the tea does not have.
  const facts: Fact[] = [
    [t.season, t.seasons[item.flush] ?? item.flush],
    [t.origin, item.origin],
    [t.appearance, item.tasting_notes.appearance],
    [t.aroma, item.tasting_notes.aroma],
    [t.taste, item.tasting_notes.taste],
  ]
  const tea = { ...doc, name: item.name, summary: item.summary, description: doc.description as Parameters<typeof itemDetailPage>[0]['description'] }
  return itemDetailPage(tea, {
    path: item.flush_url,
    facts,
    soldHere: isSoldIn(doc, variant.country),
    variant,
    back: { href: routes.products.seasonalFlush(), label: t.allSeasonal },
  })
})
