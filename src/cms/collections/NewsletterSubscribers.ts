import type { CollectionConfig } from 'payload'
import { authenticated } from '../access'

/** Newsletter sign-ups. Private: only editors can read them; visitors write through /dmc-apis only. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email', group: 'Submissions', defaultColumns: ['email', 'createdAt'] },
  access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
  fields: [
    // Stored lower-cased and trimmed so the unique index also catches "A@x.com" vs "a@x.com".
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text' },
  ],
}
