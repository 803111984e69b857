import type { Media } from '@/payload-types'
import { findAll } from './content'
import { videoSourceOf, type VideoSource } from './video-source'
import type { Variant } from '@/config/variant'

/** A video wish as its card shows it. */
export type VideoWishItem = VideoSource & {
  slug: string
  title: string
  person: string
  place: string | null
  thumbnail: Media | null
}

/** The video wishes of a country (its own plus GLOBAL's), in the editors' order. */
export async function listVideoWishes(variant: Variant): Promise<VideoWishItem[]> {
  const docs = await findAll('video-wishes', variant, { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: doc.slug,
    title: doc.title,
    person: doc.person,
    place: doc.place ?? null,
    ...videoSourceOf(doc),
    thumbnail: typeof doc.thumbnail === 'object' ? doc.thumbnail : null,
  }))
}
