import type { CollectionConfig } from 'payload'
import { anyone, authenticated } from '../access'

/** Images and files. Every image carries alt text (required, per language). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  upload: {
    staticDir: process.env.MEDIA_DIR || 'media',
    mimeTypes: ['image/*', 'application/pdf', 'audio/*', 'video/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1920 },
    ],
  },
  // `url` and each size's `url` are computed from the stored file names; a query that selects only
  // the URLs (GraphQL does, see src/cms/graphql) must still read those names.
  forceSelect: {
    filename: true,
    sizes: { thumbnail: { filename: true }, card: { filename: true }, hero: { filename: true } },
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
