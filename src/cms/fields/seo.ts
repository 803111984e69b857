import type { Field } from 'payload'

/** The spec's shared SEO block: meta title, description, keywords, share image and no-index. */
export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  fields: [
    { name: 'meta_title', type: 'text', localized: true },
    { name: 'meta_description', type: 'textarea', localized: true },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'share_image', type: 'upload', relationTo: 'media' },
    { name: 'share_image_alt', type: 'text', localized: true },
    { name: 'prevent_indexing', type: 'checkbox', defaultValue: false },
  ],
})
