import type { Field } from 'payload'

/** A labelled link: a site path from the route table or an external URL. */
export const navLinkFields = (): Field[] => [
  { name: 'label', type: 'text', required: true, localized: true },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && /^(\/|https?:\/\/|mailto:|tel:)/.test(value)) ||
      'Use a site path starting with /, or a full URL',
  },
]
