import { storageSettings } from '@/site.config'
import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { missingLocalFileIs404 } from '../uploads/missing-file'

/** Images and files. Every image carries alt text (required, per language). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  upload: {
    staticDir: storageSettings().mediaDir,
    handlers: [missingLocalFileIs404(storageSettings().mediaDir)],
    mimeTypes: ['image/*', 'application/pdf', 'audio/*', 'video/*'],
    focalPoint: true,
    // next/image resizes the original on demand; stored sizes are only for the admin's lists.
    imageSizes: [{ name: 'thumbnail', width: 400 }],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
