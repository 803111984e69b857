import { pageTypes } from '@/routes'

type PageTypeEntry = (typeof pageTypes)[keyof typeof pageTypes]

/** A collection whose items have pages of their own, found by slug: what a share link can share. */
export type ShareableCollection = Extract<PageTypeEntry, { key: 'slug' }>['collection']

/**
 * Every collection with a slug-keyed page type (src/routes.ts), so each new kind of detail page
 * (news, events, albums…) can be counted as soon as it has a page type, with no list to keep.
 */
export const SHAREABLE_COLLECTIONS: readonly ShareableCollection[] = [
  ...new Set(
    Object.values(pageTypes).flatMap((type) =>
      'collection' in type && type.key === 'slug' && !('testOnly' in type) ? [type.collection as ShareableCollection] : [],
    ),
  ),
]

export const isShareableCollection = (value: string): value is ShareableCollection => (SHAREABLE_COLLECTIONS as readonly string[]).includes(value)
