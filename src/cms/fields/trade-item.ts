import type { Field } from 'payload'

/** The spec's trade product item (our_products_items and each section's items). */
export const tradeItemFields: Field[] = [
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'header_image', type: 'upload', relationTo: 'media' },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'title_text', type: 'text', localized: true },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'link', type: 'text' },
]
