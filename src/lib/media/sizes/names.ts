import { PICTURE_FORMATS, PICTURE_WIDTHS, SHARE_IMAGE_WIDTH, type ImageWidth, type PictureFormat } from '@/config/images'

/** One made size of a picture: WebP at any of the widths pages ask for, JPEG only as the link-preview card. */
export type PictureSize = { width: ImageWidth; format: PictureFormat }

/** An upload's file name as Payload stores it: one path segment, no control characters, not hidden. */
export function isUploadName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !name.startsWith('.') && !/[/\\\u0000-\u001f]/.test(name)
}

/** `828.webp` → that size, or null for anything the site never asks for (so made-up names make nothing). */
export function parseSizeName(name: string): PictureSize | null {
  const match = /^(\d{2,4})\.([a-z]+)$/.exec(name)
  if (!match) return null
  const width = Number(match[1]) as ImageWidth
  const format = match[2] as PictureFormat
  if (!PICTURE_WIDTHS.includes(width) || !PICTURE_FORMATS.includes(format)) return null
  if (format === 'jpg' && width !== SHARE_IMAGE_WIDTH) return null
  // One spelling per size (no `0828.webp`): the name is also the stored file's.
  return name === `${width}.${format}` ? { width, format } : null
}

export const sizeName = ({ width, format }: PictureSize) => `${width}.${format}`

/** The sizes made ahead for a picture `originalWidth` wide (the share card only when it is wider than one). */
export function sizesToMake(originalWidth: number): PictureSize[] {
  const webp = PICTURE_WIDTHS.map((width) => ({ width, format: 'webp' as const }))
  return originalWidth > SHARE_IMAGE_WIDTH ? [...webp, { width: SHARE_IMAGE_WIDTH, format: 'jpg' }] : webp
}

/** Every size name a picture can have (the WebP widths and the share card). */
export const allSizeNames = () => [...PICTURE_WIDTHS.map((width) => `${width}.webp`), `${SHARE_IMAGE_WIDTH}.jpg`]
