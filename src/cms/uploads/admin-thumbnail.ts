import { isResizableImage, optimizedImageUrl } from '@/lib/media/optimized-url'

/** Wide enough for the admin's list and upload-field previews at 2×; one of next.config's `imageSizes`. */
const THUMBNAIL_WIDTH = 384

type StoredUpload = { filename?: unknown; mimeType?: unknown; prefix?: unknown }

/**
 * The admin's thumbnail of an upload, resized by next/image on first view instead of stored as a copy
 * at upload time (two stored sizes cost three quarters of an upload's time). Files it cannot resize
 * get none, and the admin shows its file icon.
 */
export function adminThumbnail({ doc }: { doc: Record<string, unknown> }): string | null {
  const { filename, mimeType, prefix } = doc as StoredUpload
  if (typeof filename !== 'string' || !isResizableImage(typeof mimeType === 'string' ? mimeType : null)) return null
  const query = typeof prefix === 'string' && prefix ? `?prefix=${encodeURIComponent(prefix)}` : ''
  return optimizedImageUrl(`/api/media/file/${encodeURIComponent(filename)}${query}`, THUMBNAIL_WIDTH)
}
