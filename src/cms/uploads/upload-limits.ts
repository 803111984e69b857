import type { CollectionBeforeOperationHook } from 'payload'
import { editorError } from '../editor-error'

/**
 * What the media library takes: pictures the site can show, PDFs, audio and video. SVG is left out on
 * purpose: an SVG is a document that can carry script, and the site would serve it from its own origin.
 */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf', 'audio/*', 'video/*']

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`

/** Refuses an oversized file before Payload stores or resizes it, saying how large it was and what the limit is. */
export function refuseOversizedUploads(maxBytes: number): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const size = req.file?.size ?? 0
    if (size > maxBytes) {
      throw editorError(
        `“${req.file?.name ?? 'The file'}” is ${megabytes(size)}; uploads are limited to ${megabytes(maxBytes)}. Make the file smaller (pictures: at most 3000 pixels wide is plenty) and upload it again.`,
        413,
        'FileTooLarge',
      )
    }
    return args
  }
}
