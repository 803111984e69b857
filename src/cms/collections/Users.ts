import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminOnlyField, authenticated } from '../access'

/**
 * The very first account (the admin's "create first user" screen, or the seeded ADMIN_EMAIL
 * editor on a new database) becomes an admin, so someone can always read the private submissions.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Editors. Visitors have no accounts; nobody can sign up from outside the admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Admin' },
  access: {
    read: authenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      // Minimal on purpose: admins read private submissions (contact messages, CVs); editors edit content.
      name: 'role',
      type: 'select',
      defaultValue: 'editor',
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      saveToJWT: true,
      // Only an admin can make someone an admin; an editor's choice is dropped and the default applies.
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
  ],
}
