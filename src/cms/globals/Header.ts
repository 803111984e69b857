import type { GlobalConfig } from 'payload'
import { allowRoles, anyone } from '../access'
import { navLinkFields } from '../fields/navLink'
import { revalidateGlobal } from '../hooks/revalidate'
import { translatorsChangeGlobalTranslationsOnly } from '../hooks/role-guards'

/** The mega-menu: six top-level sections, each with columns of links. */
export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Navigation' },
  // Navigation is shared by every market: admins and editors change it, translators translate its labels.
  access: { read: anyone, update: allowRoles('admin', 'editor', 'translator') },
  hooks: { beforeChange: [translatorsChangeGlobalTranslationsOnly], afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'menus',
      type: 'array',
      maxRows: 8,
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'section', type: 'text', required: true, admin: { description: 'The path prefix this menu covers, e.g. /all-about-tea' } },
        { name: 'intro', type: 'textarea', localized: true },
        {
          name: 'columns',
          type: 'array',
          fields: [
            { name: 'heading', type: 'text', localized: true },
            { name: 'links', type: 'array', fields: navLinkFields() },
          ],
        },
      ],
    },
  ],
}
