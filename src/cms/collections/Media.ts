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
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
