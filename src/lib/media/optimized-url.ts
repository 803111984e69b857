import { RESIZABLE_IMAGE_TYPES, type ImageWidth, type PictureFormat } from '@/config/images'
import { pictureSizeUrl } from './image-loader'
import { mediaSrc } from './media-url'

const RESIZABLE = new Set<string>(RESIZABLE_IMAGE_TYPES)

export const isResizableImage = (mimeType: string | null | undefined): boolean => RESIZABLE.has(mimeType ?? '')

/** The address of an upload at `width` pixels (one of the widths every picture is made in). */
export function optimizedImageUrl(src: string, width: ImageWidth, format: PictureFormat = 'webp'): string {
  return pictureSizeUrl(mediaSrc(src), width, format)
}
