import { imageField } from '@/cms/fields/media'
import { linkFields } from '@/cms/fields/link'
import { defineBlock, headingField } from '../block-config'

/** A pull quote with its author and an optional link (hospitality's mid and end quotes; Tea Inspired). */
export const Quote = defineBlock({
  slug: 'quote',
  labels: ['Quote', 'Quotes'],
  fields: [
    headingField(),
    { name: 'quote', type: 'textarea', localized: true, required: true },
    { name: 'author', type: 'text', localized: true },
    imageField('portrait', { admin: { description: 'The author’s portrait, shown beside their name' } }),
    ...linkFields(),
  ],
})
