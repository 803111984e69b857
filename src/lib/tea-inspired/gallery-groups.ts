import { routes } from '@/routes'

/**
 * Tea Inspired's four image groups (data-layer spec, tea inspired images: photographers, albums,
 * tea_inspired_me, artists), one collection (`inspired-galleries`) told apart by `group`. Each
 * group has its list page and its items' pages under its own address. An item's slug is unique
 * within a country across groups, so a slug never names two items.
 */
export const GALLERY_GROUPS = ['photographers', 'albums', 'inspired-me', 'artists'] as const
export type GalleryGroup = (typeof GALLERY_GROUPS)[number]

export const isGalleryGroup = (value: unknown): value is GalleryGroup => (GALLERY_GROUPS as readonly unknown[]).includes(value)

/** The group's list page, or one item's page when a slug is given. */
export function galleryUrl(group: GalleryGroup, slug?: string): string {
  switch (group) {
    case 'photographers':
      return routes.teaInspired.photographers(slug)
    case 'albums':
      return routes.teaInspired.albums(slug)
    case 'inspired-me':
      return routes.teaInspired.inspiredMe(slug)
    case 'artists':
      return routes.teaInspired.artists(slug)
  }
}
