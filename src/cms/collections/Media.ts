import { storageSettings } from '@/site.config'
import type { CollectionConfig } from 'payload'
import { anyone, contentEditors, roleOf, uploadMedia } from '../access'
import { translatorsChangeTranslationsOnly } from '../hooks/role-guards'
import { missingLocalFileIs404 } from '../uploads/missing-file'
import { MEDIA_MIME_TYPES, refuseOversizedUploads } from '../uploads/upload-limits'

/** Images and files. Every image carries alt text (required, per language). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  // Translators may translate alt text (the guard keeps the file and everything else as it is).
  access: { read: anyone, create: uploadMedia, update: (args) => uploadMedia(args) || roleOf(args.req) === 'translator', delete: contentEditors },
  hooks: { beforeOperation: [refuseOversizedUploads(storageSettings().maxUploadBytes)], beforeChange: [translatorsChangeTranslationsOnly] },
  upload: {
    staticDir: storageSettings().mediaDir,
    handlers: [missingLocalFileIs404(storageSettings().mediaDir)],
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    // next/image resizes the original on demand; stored sizes are only for the admin's lists.
    imageSizes: [{ name: 'thumbnail', width: 400 }],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
