import type { Block } from 'payload'
import { linkFields } from '@/cms/fields/link'

/** A pull quote with its author and an optional link (hospitality's mid and end quotes; Tea Inspired). */
export const Quote: Block & { slug: 'quote' } = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'quote', type: 'textarea', localized: true, required: true },
    { name: 'author', type: 'text', localized: true },
    ...linkFields(),
  ],
}
