import type { Field, GlobalConfig } from 'payload'
import { allowRoles, anyone } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { translatorsChangeGlobalTranslationsOnly } from '../hooks/role-guards'

/**
 * A navigation global (the header's menus, the footer's columns): shared by every market, so admins and
 * editors change it and translators translate its labels; a change revalidates the pages that show it.
 */
export const navigationGlobal = (slug: string, fields: Field[]): GlobalConfig => ({
  slug,
  admin: { group: 'Navigation' },
  access: { read: anyone, update: allowRoles('admin', 'editor', 'translator') },
  hooks: { beforeChange: [translatorsChangeGlobalTranslationsOnly], afterChange: [revalidateGlobal] },
  fields,
})
