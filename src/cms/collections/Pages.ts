import type { CollectionConfig } from 'payload'
import { authenticated, publishedOrAuthenticated } from '../access'
import { pageBlocks } from '../blocks'
import { countryField } from '../fields/country'
import { seoField } from '../fields/seo'
import { revalidateHooks } from '../hooks/revalidate'

/**
 * The spec's generic content page: title, header image, a list of blocks and SEO,
 * per country and language. Most routes of the site are one of these plus a template.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'],
    group: 'Content',
    livePreview: { url: ({ data }) => `/preview?path=${encodeURIComponent(String(data?.path ?? '/'))}` },
    preview: (doc) => `/preview?path=${encodeURIComponent(String(doc?.path ?? '/'))}`,
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  indexes: [{ fields: ['path', 'country'], unique: true }],
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'The site path, for example /our-purpose/sustainability' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\/[A-Za-z0-9\-/%.]*$/.test(value)) || 'A site path starting with /',
    },
    countryField(),
    { name: 'header_image', type: 'upload', relationTo: 'media' },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'contents', type: 'blocks', blocks: pageBlocks },
    seoField(),
  ],
}
