import { RESIZABLE_IMAGE_TYPES, type ImageWidth } from '@/config/images'
import { mediaSrc } from './media-url'

const RESIZABLE = new Set<string>(RESIZABLE_IMAGE_TYPES)

export const isResizableImage = (mimeType: string | null | undefined): boolean => RESIZABLE.has(mimeType ?? '')

/**
 * The address at which next/image serves an upload at `width` pixels (one of the widths it is configured
 * with): resized once on first request, then answered from its cache.
 */
export function optimizedImageUrl(src: string, width: ImageWidth, quality = 75): string {
  return `/_next/image?url=${encodeURIComponent(mediaSrc(src))}&w=${width}&q=${quality}`
}
