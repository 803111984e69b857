import { findGalleryItems } from '@/data/tea-inspired-galleries'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CardList } from '@/components/catalogue/CardList'
import { Pagination } from '@/components/search/Pagination'
import { dictionary } from '@/i18n'
import { pageFromQuery } from '@/lib/routing/list-query'
import { galleryUrl } from '@/lib/tea-inspired/gallery-groups'
import type { BlockProps } from '../block-props'

/**
 * A Tea Inspired image group as cards (cover, title, short description, picture count), each a link
 * to the item's page, paginated with plain links: a later page's address is rendered per request
 * with its `page` (src/lib/routing/list-query.ts), so paging needs no JavaScript.
 */
export async function InspiredGalleryBlock({ id, title, group, page_size, variant = DEFAULT_VARIANT, query }: BlockProps<'inspiredGallery'>) {
  const size = page_size || 12
  const page = pageFromQuery(query)
  const { items, total } = await findGalleryItems(group, { page, size }, variant)
  const dict = dictionary(variant.locale)
  const t = dict.inspiredGalleries
  const listPath = galleryUrl(group)
  const totalPages = Math.ceil(total / size)
  const cards = items.map((item) => ({ key: item.slug, url: item.url, name: item.title, summary: item.short_description, image: item.cover, facts: t.pictureCount(item.image_count) }))
  return (
    <CardList id={`inspired-gallery-${id ?? group}`} title={title} items={cards} empty={t.empty}>
      <Pagination
        page={Math.min(page, Math.max(1, totalPages))}
        totalPages={totalPages}
        copy={dict.search}
        hrefFor={(p) => (p > 1 ? `${listPath}?page=${p}` : listPath)}
      />
    </CardList>
  )
}
