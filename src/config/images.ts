/**
 * What next/image does with uploads (next.config.ts `images`), in one place for the config and the code that
 * builds its addresses. Few widths: each is a srcset entry in the HTML of every picture and a separate resize
 * the origin may be asked for. A phone (390–430 px at 2–3×) takes 828 or 1280, a desktop 1280 or 1920; `sizes`
 * in pixels (thumbnails) choose among all seven.
 */
export const DEVICE_WIDTHS = [640, 828, 1280, 1920] as const
export const THUMBNAIL_WIDTHS = [96, 192, 384] as const
export type ImageWidth = (typeof DEVICE_WIDTHS)[number] | (typeof THUMBNAIL_WIDTHS)[number]

/** The admin's thumbnail of an upload: wide enough for its list and upload-field previews at 2×. */
export const ADMIN_THUMBNAIL_WIDTH: ImageWidth = 384

/**
 * The widest picture a link preview (og:image) gets: cards are 1200 px or so wide, networks refuse files over
 * 5–8 MB, and they crop to their own shape.
 */
export const SHARE_IMAGE_WIDTH: ImageWidth = 1280

/** Raster formats the optimiser resizes; anything else (SVG, PDF, audio, video) it refuses. */
export const RESIZABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const

/** Where Payload serves an upload's file (the `media` collection), and so the one local path next/image resizes. */
export const MEDIA_FILE_PATH = '/api/media/file'

/** Every width a page's `srcset` can name, smallest first: the sizes made of each uploaded picture. */
export const PICTURE_WIDTHS: readonly ImageWidth[] = [...new Set<ImageWidth>([...THUMBNAIL_WIDTHS, ...DEVICE_WIDTHS])].sort((a, b) => a - b)

/** Where a picture's sizes are served: `/img/{file name}/{width}.webp` (src/app/img). */
export const PICTURE_SIZES_PATH = '/img'

/** Encoding of the made sizes: WebP for pages, JPEG for link previews (some networks refuse WebP cards). */
export const PICTURE_QUALITY = 75
export const PICTURE_FORMATS = ['webp', 'jpg'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]
