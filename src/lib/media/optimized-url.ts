import { mediaSrc } from './media-url'

/** Raster formats Next.js's image optimiser resizes; anything else (SVG, PDF, audio, video) it refuses. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

export const isResizableImage = (mimeType: string | null | undefined): boolean => RESIZABLE.has(mimeType ?? '')

/**
 * The address at which next/image serves an upload at `width` pixels: resized once on first request,
 * then answered from its cache. `width` must be one of next.config's `deviceSizes` or `imageSizes`.
 */
export function optimizedImageUrl(src: string, width: number, quality = 75): string {
  return `/_next/image?url=${encodeURIComponent(mediaSrc(src))}&w=${width}&q=${quality}`
}
