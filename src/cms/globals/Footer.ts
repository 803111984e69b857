import { navLinkFields } from '../fields/navLink'
import { navigationGlobal } from './navigation'

/** Footer link columns and newsletter copy; the contact details and social links are the company's (site settings). */
export const Footer = navigationGlobal('footer', [
  {
    name: 'columns',
    type: 'array',
    fields: [
      { name: 'heading', type: 'text', required: true, localized: true },
      { name: 'links', type: 'array', fields: navLinkFields() },
    ],
  },
  { name: 'newsletter_heading', type: 'text', localized: true },
  { name: 'newsletter_text', type: 'textarea', localized: true },
])
