import type { CollectionConfig } from 'payload'
import { notificationField, submissionAccess, submissionAdmin } from './submission-fields'

/** Messages sent with the contact form (POST /dmc-apis/contact-us-submits). Private: admins only. */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: submissionAdmin(['name', 'email', 'subject']),
  access: submissionAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'country', type: 'text', required: true, admin: { description: 'The sender’s country, as its two-letter code (for example LK)' } },
    { name: 'phone', type: 'text', required: true, admin: { description: 'With the country’s dial code' } },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'agreement', type: 'checkbox', required: true },
    notificationField,
  ],
}
