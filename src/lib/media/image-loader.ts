import type { ImageLoaderProps } from 'next/image'
import { MEDIA_FILE_PATH, PICTURE_SIZES_PATH, type PictureFormat } from '@/config/images'

const UPLOAD = new RegExp(`^${MEDIA_FILE_PATH}/([^/?#]+)`)

/**
 * The address of an upload's picture at `width` pixels: one of the sizes made when it was uploaded
 * (src/lib/media/sizes), served as a file. Anything else (a file on another host) is used as it is.
 */
export function pictureSizeUrl(src: string, width: number, format: PictureFormat = 'webp'): string {
  const upload = UPLOAD.exec(src)
  return upload ? `${PICTURE_SIZES_PATH}/${upload[1]}/${width}.${format}` : src
}

/** next/image's loader (next.config.ts `images.loaderFile`), in the browser and on the server alike. */
export default function imageLoader({ src, width }: ImageLoaderProps): string {
  return pictureSizeUrl(src, width)
}
