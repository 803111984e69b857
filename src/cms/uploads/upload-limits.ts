import type { CollectionBeforeOperationHook, Config } from 'payload'
import { RESIZABLE_IMAGE_TYPES } from '@/config/images'
import { editorError } from '../editor-error'

/**
 * What the media library takes: pictures the site can show, PDFs, audio and video, and captions for the videos (WebVTT). SVG is left out on
 * purpose: an SVG is a document that can carry script, and the site would serve it from its own origin.
 */
export const MEDIA_MIME_TYPES = [...RESIZABLE_IMAGE_TYPES, 'application/pdf', 'audio/*', 'video/*', 'text/vtt']

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`

/**
 * Payload's multipart parser, which by default stops at 20 MB with a message of its own before any hook
 * runs, whatever the setting. It reads up to twice the limit, so a file over the limit reaches
 * refuseOversizedUploads and is told its size; past that it stops reading and names the limit.
 */
export function multipartLimits(maxBytes: number): Config['upload'] {
  return {
    limits: { fileSize: 2 * maxBytes },
    requestSizeLimit: 2 * maxBytes + 1024 * 1024,
    responseOnLimit: `The file is larger than ${megabytes(2 * maxBytes)}; uploads are limited to ${megabytes(maxBytes)}.`,
  }
}

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
