import { routes } from '@/routes'
import { mediaItemAnchor } from './media-item-anchor'

/**
 * Audio and video items have no page of their own: they live on their listing. An item's address
 * (search results, REST `url`) is the listing filtered to its year and sub-category, where it is
 * among the first, with the item's anchor.
 */
export function mediaItemUrl(kind: 'audio' | 'video', item: { slug: string; year: number; sub_category: string }): string {
  const list = kind === 'audio' ? routes.media.audios : routes.media.videos
  const query = new URLSearchParams({ year: String(item.year), subCategory: item.sub_category })
  return `${list}?${query}#${mediaItemAnchor(kind, item.slug)}`
}
