import type { Media, VideoWish } from '@/payload-types'
import { findAll } from './content'
import { captionFiles, type CaptionFile } from './caption-files'
import type { Variant } from '@/config/variant'

/** A video wish as its card shows it. */
export type VideoWishItem = {
  slug: string
  title: string
  person: string
  place: string | null
  youtube_id: string | null
  /** An uploaded video file's address. */
  video_url: string | null
  captions: CaptionFile[]
  thumbnail: Media | null
}

const asMedia = (value: VideoWish['thumbnail'] | VideoWish['video_file']): Media | null => (value && typeof value === 'object' ? value : null)

/** The video wishes of a country (its own plus GLOBAL's), in the editors' order. */
export async function listVideoWishes(variant: Variant): Promise<VideoWishItem[]> {
  const docs = await findAll('video-wishes', variant, { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: doc.slug,
    title: doc.title,
    person: doc.person,
    place: doc.place ?? null,
    youtube_id: doc.youtube_id || null,
    video_url: asMedia(doc.video_file)?.url ?? null,
    captions: captionFiles(doc.captions),
    thumbnail: asMedia(doc.thumbnail),
  }))
}
