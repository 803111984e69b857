import { mediaSrc } from './media-url'

/** An uploaded picture as the REST answers and the view carry it: its address, alt text and stored size. */
export type Picture = { url: string; alt: string; width: number; height: number }

/**
 * The size given to an upload stored without one (Payload measures every raster image on upload, so
 * only a file it could not measure gets it): 3:2 landscape, the shape most of our pictures have.
 */
export const PICTURE_FALLBACK_SIZE = { width: 1200, height: 800 } as const

/** What an upload relation holds: a media document at depth ≥ 1, only its id at depth 0. */
type Upload = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

/**
 * The picture of an upload relation or media document; null when the relation is only an id (not
 * populated), empty, or the file has no address (it went missing). `sitePath` answers a file this
 * site serves as a path instead of the absolute address Payload builds (the catalogue's answers).
 */
export function pictureOf(media: unknown, { sitePath = false }: { sitePath?: boolean } = {}): Picture | null {
  if (!media || typeof media !== 'object') return null
  const { url, alt, width, height } = media as Upload
  if (typeof url !== 'string' || !url) return null
  return {
    url: sitePath ? mediaSrc(url) : url,
    alt: alt ?? '',
    width: width ?? PICTURE_FALLBACK_SIZE.width,
    height: height ?? PICTURE_FALLBACK_SIZE.height,
  }
}

/** The pictures of upload relations (a gallery's rows mapped to their images), the missing ones left out. */
export function picturesOf(media: readonly unknown[] | null | undefined, options?: { sitePath?: boolean }): Picture[] {
  return (media ?? []).flatMap((item) => pictureOf(item, options) ?? [])
}

/**
 * Where a cropped picture (`object-fit: cover`) keeps its subject: the focal point the editor set, as a
 * CSS `object-position`; undefined at the centre (the browser's default) or when none is stored.
 */
export function focalPosition(media: unknown): string | undefined {
  if (!media || typeof media !== 'object') return undefined
  const { focalX, focalY } = media as { focalX?: number | null; focalY?: number | null }
  const x = typeof focalX === 'number' ? focalX : 50
  const y = typeof focalY === 'number' ? focalY : 50
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}
