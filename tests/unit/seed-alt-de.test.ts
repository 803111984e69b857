import { describe, expect, it } from 'vitest'
import { packShotSpec } from '@/seed/catalogue/pack-shots'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { giftPictures } from '@/seed/gifts'
import { images } from '@/seed/images/catalogue'
import { germanAlt, tabledAltFiles } from '@/seed/images/alt-de'
import type { ImageSpec } from '@/seed/images/render'
import { coverSpec, inspirationBookSeeds } from '@/seed/inspiration-books'
import { letterSeeds, scanSpec } from '@/seed/letters'
import { albums, shotSpec } from '@/seed/media-items/albums'
import { blogPictureSpec, blogPostSeeds } from '@/seed/media-items/blog-posts'
import { commemorativeTeas, teaImage } from '@/seed/tea-inspired-wishes'
import { gallerySpec, galleryItems } from '@/seed/tea-inspired-galleries/items'

/** Every picture the seed draws, from each place that hands specs to ensureImages. */
const seeded: ImageSpec[] = [
  ...Object.values(images),
  ...planCatalogue(ranges).map(packShotSpec),
  ...blogPostSeeds.map(blogPictureSpec),
  ...albums.flatMap((album) => album.shots.map((_, i) => shotSpec(album, i))),
  ...galleryItems.flatMap((item) => item.shots.map((_, i) => gallerySpec(item, i))),
  ...letterSeeds.flatMap((seed) => scanSpec(seed) ?? []),
  ...inspirationBookSeeds.map(coverSpec),
  ...commemorativeTeas.map(teaImage),
  ...giftPictures().map(({ spec }) => spec),
]

describe('German alt texts of the seeded pictures', () => {
  it('describes every picture in German, not in a copy of the English', () => {
    const missing = seeded
      .filter((spec) => {
        const german = germanAlt(spec)?.trim()
        return !german || german === spec.alt.trim()
      })
      .map((spec) => spec.filename)
    expect(missing, `pictures without a German alt text (set altDe beside alt, or add them to src/seed/images/alt-de/): ${missing.join(', ')}`).toEqual([])
  })

  it('keeps no German for a picture the seed no longer draws', () => {
    const drawn = new Set(seeded.map((spec) => spec.filename))
    const stale = tabledAltFiles().filter((filename) => !drawn.has(filename))
    expect(stale, `German alt texts for unknown files: ${stale.join(', ')}`).toEqual([])
  })

  it('says a pack’s size in German, not in the English of its label', () => {
    const english = planCatalogue(ranges)
      .map((plan) => germanAlt(packShotSpec(plan))!)
      .filter((german) => /tea bags|pyramid bags|loose leaf|gift tin|bottle|tetra pack|label/.test(german))
    expect(english).toEqual([])
  })
})
