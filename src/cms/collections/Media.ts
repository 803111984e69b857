import { storageSettings } from '@/site.config'
import type { CollectionConfig } from 'payload'
import { allowRoles, anyone, contentEditors, uploadMedia } from '../access'
import { translatorsChangeTranslationsOnly } from '../hooks/role-guards'
import { missingLocalFileIs404 } from '../uploads/missing-file'
import { MEDIA_MIME_TYPES, refuseOversizedUploads } from '../uploads/upload-limits'

/** Images and files. Every image carries alt text (required, per language). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  // Translators may translate alt text (the guard keeps the file and everything else as it is).
  access: { read: anyone, create: uploadMedia, update: allowRoles('admin', 'editor', 'marketEditor', 'translator'), delete: contentEditors },
  hooks: { beforeOperation: [refuseOversizedUploads(storageSettings().maxUploadBytes)], beforeChange: [translatorsChangeTranslationsOnly] },
  upload: {
    staticDir: storageSettings().mediaDir,
    handlers: [missingLocalFileIs404(storageSettings().mediaDir)],
    mimeTypes: MEDIA_MIME_TYPES,
    focalPoint: true,
    // Pages ask next/image, which resizes the original on demand for each width a template's `sizes`
    // needs; stored sizes are the ones used as they are: the admin's lists, and the 1200×630 share
    // card (Open Graph, src/lib/seo.ts), cropped around the focal point the editor sets.
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'share', width: 1200, height: 630, withoutEnlargement: false },
    ],
  },
  // History with restore: replacing a file or its alt text can be undone.
  versions: { maxPerDoc: 10 },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
