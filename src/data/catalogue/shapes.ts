import type { Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'

/** Shapes shared by the catalogue's answers: a picture and a link to another catalogue item. */
export type ImageRef = { url: string; alt: string; width: number; height: number }
export type ItemRef = { slug: string; title: string; url: string }

export function imageRef(value: unknown): ImageRef | null {
  const media = value && typeof value === 'object' ? (value as Media) : null
  if (!media?.url) return null
  return { url: mediaSrc(media.url), alt: media.alt ?? '', width: media.width ?? 800, height: media.height ?? 800 }
}
