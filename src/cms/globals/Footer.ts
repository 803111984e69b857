import type { GlobalConfig } from 'payload'
import { allowRoles, anyone } from '../access'
import { navLinkFields } from '../fields/navLink'
import { revalidateGlobal } from '../hooks/revalidate'
import { translatorsChangeGlobalTranslationsOnly } from '../hooks/role-guards'

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'youtube', 'x', 'linkedin', 'pinterest'] as const

/** Footer link columns, contact details, social links and newsletter copy. */
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
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'address', type: 'textarea', localized: true },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: [...SOCIAL_PLATFORMS] },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'newsletter_heading', type: 'text', localized: true },
    { name: 'newsletter_text', type: 'textarea', localized: true },
  ],
}
