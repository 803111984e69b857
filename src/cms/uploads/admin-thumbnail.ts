import { ADMIN_THUMBNAIL_WIDTH } from '@/config/images'
import { mediaFilePath } from '@/lib/media/media-url'
import { isResizableImage, optimizedImageUrl } from '@/lib/media/optimized-url'

type StoredUpload = { filename?: unknown; mimeType?: unknown; prefix?: unknown }

/**
 * The admin's thumbnail of an upload, resized by next/image on first view instead of stored as a copy
 * at upload time (two stored sizes cost three quarters of an upload's time). Files it cannot resize
 * get none, and the admin shows its file icon.
 */
export function adminThumbnail({ doc }: { doc: Record<string, unknown> }): string | null {
  const { filename, mimeType, prefix } = doc as StoredUpload
  if (typeof filename !== 'string' || !isResizableImage(typeof mimeType === 'string' ? mimeType : null)) return null
  return optimizedImageUrl(mediaFilePath(filename, typeof prefix === 'string' ? prefix : null), ADMIN_THUMBNAIL_WIDTH)
}
