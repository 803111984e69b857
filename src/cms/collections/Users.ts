import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { COUNTRY_OPTIONS } from '@/config/countries'
import { DEFAULT_COUNTRY, LANGUAGE_NAMES, LOCALES } from '@/config/variant'
import { adminOnly, adminOnlyField, ROLE_LABELS, ROLES, selfOrAdmin } from '../access'
import { limitForgotPassword } from '../hooks/forgot-password-limit'
import { siteIsHttps } from '@/site.config'

/**
 * The very first account (the admin's "create first user" screen, or the seeded ADMIN_EMAIL
 * editor on a new database) becomes an admin, so someone can always manage users and settings.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Markets a market editor can be given: every country but GLOBAL, which only editors change. */
const MARKET_OPTIONS = COUNTRY_OPTIONS.filter((option) => option.value !== DEFAULT_COUNTRY)

/**
 * The people who edit the site (roles in src/cms/access/roles.ts). Visitors have no accounts; nobody
 * can sign up from outside the admin, and only admins create accounts or change a role, markets or
 * languages. Everyone else sees and edits their own account only.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // A session cookie sent over plain HTTP could be read on the way; local development has no HTTPS.
    cookies: { secure: siteIsHttps() },
  },
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'name', 'role', 'markets', 'languages'] },
  access: {
    read: selfOrAdmin,
    create: adminOnly,
    update: selfOrAdmin,
    delete: adminOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: { beforeChange: [firstUserIsAdmin], beforeOperation: [limitForgotPassword] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      // Not required: accounts from before roles existed may have none, and count as editors (roleOf).
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ label: ROLE_LABELS[value], value })),
      // In the token, so that access checks read no database.
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        position: 'sidebar',
        description: 'Admin: everything. Editor: all content. Market editor: the markets below. Translator: the languages below.',
      },
    },
    {
      name: 'markets',
      type: 'select',
      hasMany: true,
      options: MARKET_OPTIONS,
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar', description: 'The markets a market editor creates and edits content for.', condition: (data) => data?.role === 'marketEditor' },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: LOCALES.map((code) => ({ label: LANGUAGE_NAMES[code], value: code })),
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar', description: 'The languages a translator edits.', condition: (data) => data?.role === 'translator' },
    },
  ],
}
