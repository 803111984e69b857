import type { Payload, Where } from 'payload'
import type { Locale, MediaIds } from '../build'
import { ensureImages } from '../media'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'
import { GALLERY_PORTRAITS } from '../images/portraits'
import { galleryItems, galleryKeywords, gallerySpec, SEO_SUFFIX, type GalleryItemSeed } from './items'

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

function itemData(seed: GalleryItemSeed, order: number, ids: number[], locale: Locale, portrait: number | undefined) {
  const copy = locale === 'en' ? seed.en : seed.de
  return {
    group: seed.group,
    slug: seed.slug,
    order,
    country: 'GLOBAL' as const,
    title: copy.title,
    short_description: copy.short,
    long_description: richText(copy.long),
    cover: ids[0]!,
    portrait,
    images: ids.map((image) => ({ image })),
    seo: {
      meta_title: `${copy.title}, ${SEO_SUFFIX[locale][seed.group]}`,
      meta_description: copy.short,
      keywords: galleryKeywords[locale][seed.group],
      share_image: ids[0],
      prevent_indexing: false,
    },
    _status: 'published' as const,
  }
}

/** Tea Inspired's image groups: three items each, with their generated pictures (./items.ts). */
export async function seedInspiredGalleries(payload: Payload, media: MediaIds): Promise<number> {
  const specs = galleryItems.flatMap((item) => item.shots.map((_, i) => gallerySpec(item, i)))
  const byFilename = await ensureImages(payload, specs)
  let created = 0
  for (const item of galleryItems) {
    const ids = item.shots.map((_, i) => byFilename.get(gallerySpec(item, i).filename)!)
    const order = galleryItems.filter((other) => other.group === item.group).indexOf(item)
    const made = await upsertDocument(payload, {
      collection: 'inspired-galleries',
      where: globalKey(item.slug),
      translated: true,
      data: (locale) => itemData(item, order, ids, locale, GALLERY_PORTRAITS[item.slug] && media[GALLERY_PORTRAITS[item.slug]!]),
    })
    if (made) created++
  }
  return created
}
