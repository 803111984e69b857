import type { ComponentProps } from 'react'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { seoMetadata } from '@/lib/seo/page-metadata'
import type { TemplatePage } from './types'

type Detail = ComponentProps<typeof ItemDetail>

/** What ItemDetail draws of a sold item's document: its name, texts, pictures and packs, and its SEO group. */
type SoldItem = Pick<Detail, 'name' | 'summary' | 'description'> & Partial<Pick<Detail, 'images' | 'packs'>> & { price_note?: string | null; seo?: Parameters<typeof seoMetadata>[0] }

/**
 * The page of a sold item (an accessory, a gift or teaware item, a seasonal flush tea): its metadata from its SEO
 * group at `path`, its name as the title and no banner, as ItemDetail holds the h1.
 */
export function itemDetailPage(item: SoldItem, { path, ...detail }: { path: string } & Pick<Detail, 'facts' | 'soldHere' | 'variant' | 'back'>): TemplatePage {
  return {
    metadata: seoMetadata(item.seo, { path, fallbackTitle: item.name }),
    title: item.name,
    banner: false,
    body: <ItemDetail name={item.name} summary={item.summary} description={item.description} images={item.images} priceNote={item.price_note} packs={item.packs} {...detail} />,
  }
}
