import { routes } from '@/routes'
import { searchSite, type SearchPage } from '../site-search'
import type { Variant } from '@/config/variant'

/** The media section's folder: every media page and item lives under it (news, albums, audio…). */
const MEDIA_FOLDER = routes.media.root.split('/').filter(Boolean)[0]!

/**
 * GET /dmc-apis/media_search: the media pages' search box. It searches the site index for pages
 * under /media (the lists themselves and every item, through the index's folder tag), in English:
 * the spec fixes this call's language to `en`, so journalists anywhere get the same answers. The
 * visitor's country still applies (its own items, then GLOBAL's).
 */
export function searchMedia(keyword: string, variant: Variant, { page, size }: { page: number; size: number }): Promise<SearchPage> {
  return searchSite(keyword, { ...variant, locale: 'en' }, { page, size, folder: MEDIA_FOLDER })
}
