import type { CollectionConfig } from 'payload'
import { adminOnly } from '../access'
import { exportSubscribersCsv } from './subscribers-csv'

/** Newsletter sign-ups. Private: only admins read them (or export them as CSV); visitors write through /dmc-apis only. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    useAsTitle: 'email',
    group: 'Submissions',
    defaultColumns: ['email', 'createdAt'],
    description: 'Download every address as a spreadsheet (CSV): /api/newsletter-subscribers/export.csv',
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  endpoints: [exportSubscribersCsv],
  fields: [
    // Stored lower-cased and trimmed so the unique index also catches "A@x.com" vs "a@x.com".
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'source', type: 'text' },
  ],
}
