import { findNews, newsListing } from '@/data/media/news'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CardRow } from '@/components/listing/CardRow'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'

/** The latest news stories as cards (the news listing's cards), newest first, and a link to all news. */
export async function LatestNewsBlock({ title, count, variant = DEFAULT_VARIANT, id }: BlockProps<'latestNews'>) {
  const t = dictionary(variant.locale).mediaCore
  const { items } = await findNews({ page: 1, size: count || 3 }, variant)
  return (
    <CardRow
      id={`latest-news-${id ?? 'block'}`}
      title={title || t.latestNews}
      items={items}
      fields={newsListing.card}
      locale={variant.locale}
      more={{ href: routes.media.news(), label: t.allNews }}
      empty={t.noNews}
    />
  )
}
