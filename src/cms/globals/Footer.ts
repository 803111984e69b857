import type { GlobalConfig } from 'payload'
import { allowRoles, anyone } from '../access'
import { navLinkFields } from '../fields/navLink'
import { revalidateGlobal } from '../hooks/revalidate'
import { translatorsChangeGlobalTranslationsOnly } from '../hooks/role-guards'

/** Footer link columns and newsletter copy; the contact details and social links are the company's (site settings). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Navigation' },
  // Navigation is shared by every market: admins and editors change it, translators translate its labels.
  access: { read: anyone, update: allowRoles('admin', 'editor', 'translator') },
  hooks: { beforeChange: [translatorsChangeGlobalTranslationsOnly], afterChange: [revalidateGlobal] },
  fields: [
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
  ],
}
