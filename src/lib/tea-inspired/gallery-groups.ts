import { galleryGroupPages } from '@/routes'

/**
 * Tea Inspired's four image groups (data-layer spec, tea inspired images: photographers, albums,
 * tea_inspired_me, artists), one collection (`inspired-galleries`) told apart by `group`; their page
 * types come from the table in src/routes.ts. An item's slug is unique within a country across
 * groups, so a slug never names two items.
 */
export type GalleryGroup = keyof typeof galleryGroupPages
export const GALLERY_GROUPS = Object.keys(galleryGroupPages) as [GalleryGroup, ...GalleryGroup[]]

export const isGalleryGroup = (value: unknown): value is GalleryGroup => typeof value === 'string' && Object.hasOwn(galleryGroupPages, value)

/** The group's list page, or one item's page when a slug is given. */
export const galleryUrl = (group: GalleryGroup, slug?: string): string => galleryGroupPages[group].path(slug)
