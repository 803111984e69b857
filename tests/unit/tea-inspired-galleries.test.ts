import { describe, expect, it } from 'vitest'
import { GALLERY_GROUPS, galleryUrl, isGalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { pageTypes, routes } from '@/routes'
import { teaInspiredGalleryPages } from '@/seed/content/tea-inspired-galleries'
import { galleryItems, gallerySpec } from '@/seed/tea-inspired-galleries/items'

/** The page types, addresses and seed of Tea Inspired's four image groups (no database). */
const detailTypes = {
  photographers: pageTypes.inspiredPhotographer,
  albums: pageTypes.inspiredAlbum,
  'inspired-me': pageTypes.inspiredMe,
  artists: pageTypes.inspiredArtist,
} as const
const listTypes = {
  photographers: pageTypes.inspiredPhotographers,
  albums: pageTypes.inspiredAlbums,
  'inspired-me': pageTypes.inspiredMeList,
  artists: pageTypes.inspiredArtists,
} as const

describe('Tea Inspired image groups: addresses', () => {
  it('put each group at the spec’s path, list and items', () => {
    expect(galleryUrl('photographers')).toBe('/tea-inspired/mediaphotographers')
    expect(galleryUrl('albums', 'a')).toBe('/tea-inspired/prealbums/a')
    expect(galleryUrl('inspired-me', 'b')).toBe('/tea-inspired/tea-inspiredme/b')
    expect(galleryUrl('artists')).toBe(routes.teaInspired.artists())
    expect(isGalleryGroup('artists')).toBe(true)
    expect(isGalleryGroup('painters')).toBe(false)
  })

  it.each(GALLERY_GROUPS)('give %s a paginated list type and a detail type limited to its group', (group) => {
    expect(listTypes[group]).toEqual({ pattern: galleryUrl(group), query: ['page'] })
    expect(detailTypes[group]).toEqual({ pattern: `${galleryUrl(group)}/:slug`, collection: 'inspired-galleries', key: 'slug', only: { group } })
  })
})

describe('Tea Inspired image groups: seed', () => {
  it.each(GALLERY_GROUPS)('seeds three %s items with four to six described pictures each', (group) => {
    const items = galleryItems.filter((item) => item.group === group)
    expect(items).toHaveLength(3)
    for (const item of items) {
      expect(item.shots.length, item.slug).toBeGreaterThanOrEqual(4)
      expect(item.shots.length, item.slug).toBeLessThanOrEqual(6)
      for (const shot of item.shots) expect(shot.alt.trim().length, item.slug).toBeGreaterThan(10)
      expect(new Set(item.shots.map((shot) => shot.alt)).size, item.slug).toBe(item.shots.length)
      expect(item.en.long.length, item.slug).toBeGreaterThan(0)
    }
  })

  it('keeps slugs unique across groups and picture file names unique', () => {
    const slugs = galleryItems.map((item) => item.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    const files = galleryItems.flatMap((item) => item.shots.map((_, i) => gallerySpec(item, i).filename))
    expect(new Set(files).size).toBe(files.length)
  })

  it('seeds one list page per group at its address, holding that group’s block, with SEO', () => {
    expect(teaInspiredGalleryPages.map((page) => page.path).sort()).toEqual(GALLERY_GROUPS.map((group) => galleryUrl(group)).sort())
    for (const page of teaInspiredGalleryPages) {
      const block = page.blocks[0]!
      expect(block.blockType).toBe('custom')
      const built = block.blockType === 'custom' ? block.build('en', {} as never, {}) : null
      expect(built).toMatchObject({ blockType: 'inspiredGallery' })
      expect(galleryUrl((built as { group: (typeof GALLERY_GROUPS)[number] }).group)).toBe(page.path)
      expect(page.seo.en.title && page.seo.en.description && page.seo.en.keywords, page.path).toBeTruthy()
    }
  })
})
