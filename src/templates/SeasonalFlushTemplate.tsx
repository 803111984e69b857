import { getSeasonalFlushProduct, isSoldIn } from '@/data/catalogue/products'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
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
  return {
    metadata: seoMetadata(doc.seo, { path: item.flush_url, fallbackTitle: item.name }),
    title: item.name,
    banner: false,
    body: (
      <ItemDetail
        name={item.name}
        summary={item.summary}
        description={doc.description as Parameters<typeof ItemDetail>[0]['description']}
        images={doc.images}
        facts={facts}
        packs={doc.packs}
        soldHere={isSoldIn(doc, variant.country)}
        variant={variant}
        back={{ href: routes.products.seasonalFlush(), label: t.allSeasonal }}
      />
    ),
  }
})
