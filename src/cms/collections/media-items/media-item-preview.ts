import { mediaItemUrl } from '@/lib/media/media-item-url'
import type { PreviewPath } from '../../preview'

/** An audio or video item is seen at its anchor on its listing, once it has the year and sub-category that listing is filtered by. */
export const mediaItemPreview =
  (kind: 'audio' | 'video'): PreviewPath =>
  (doc) =>
    doc.slug && doc.year && doc.sub_category ? mediaItemUrl(kind, doc as Parameters<typeof mediaItemUrl>[1]) : null
