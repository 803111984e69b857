import type { CollectionBeforeChangeHook, CollectionConfig, SelectField } from 'payload'
import { COUNTRY_OPTIONS } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { adminOnly, adminOnlyField, ROLE_LABELS, ROLES, selfOrAdmin } from '../access'
import { LANGUAGE_OPTIONS } from '../fields/language'
import { limitForgotPassword } from '../hooks/forgot-password-limit'
import { limitLogin, refundLogin } from '../hooks/login-limit'
import { requireSetupToken, SETUP_TOKEN_FIELD } from '../first-user'
import { isDevelopment, siteIsHttps } from '@/site.config'

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
 * What one role's work is limited to (a market editor's markets, a translator's languages): set by admins only,
 * shown for that role only, and carried in the session token, which the access rules read it from.
 */
const roleScopeField = (name: string, options: SelectField['options'], role: (typeof ROLES)[number], description: string): SelectField => ({
  name,
  type: 'select',
  hasMany: true,
  options,
  saveToJWT: true,
  access: { create: adminOnlyField, update: adminOnlyField },
  admin: { position: 'sidebar', description, condition: (data) => data?.role === role },
})

/**
 * The people who edit the site (roles in src/cms/access/roles.ts). Visitors have no accounts; nobody
 * can sign up from outside the admin, and only admins create accounts or change a role, markets or
 * languages. Everyone else sees and edits their own account only.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    // No account lockout: it let anyone keep an editor out with five wrong passwords. Failed logins are
    // throttled per client and per account instead (hooks/login-limit.ts), before the account is read.
    maxLoginAttempts: 0,
    // A session cookie sent over plain HTTP could be read on the way; local development has no HTTPS.
    cookies: { secure: siteIsHttps() },
  },
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['email', 'name', 'role', 'markets', 'languages'] },
  access: {
    read: selfOrAdmin,
    create: adminOnly,
    update: selfOrAdmin,
    delete: adminOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: { beforeChange: [firstUserIsAdmin], beforeOperation: [limitForgotPassword, limitLogin, requireSetupToken], afterLogin: [refundLogin] },
  fields: [
    {
      // Says that the first account becomes the admin, where Payload's form would offer a role it does not get.
      name: 'firstAccount',
      type: 'ui',
      admin: { components: { Field: '@/cms/admin/FirstAccountNote#FirstAccountNote' }, condition: (_data, _siblingData, { user }) => !user },
    },
    {
      name: SETUP_TOKEN_FIELD,
      type: 'text',
      virtual: true,
      label: 'Setup token',
      access: { read: () => false, update: () => false },
      admin: {
        description: 'Printed in the server’s log at start. Needed for the first account only.',
        // Shown on the "create first user" screen only (nobody is logged in there), and not in development.
        condition: (_data, _siblingData, { user }) => !user && !isDevelopment(),
      },
    },
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
        description: 'Admin: everything. Editor: all content. Market editor: the markets chosen below. Translator: the languages chosen below.',
        // Not on the "create first user" screen: the first account is always an admin (firstUserIsAdmin).
        condition: (_data, _siblingData, { user }) => Boolean(user),
      },
    },
    roleScopeField('markets', MARKET_OPTIONS, 'marketEditor', 'The markets a market editor creates and edits content for.'),
    roleScopeField('languages', LANGUAGE_OPTIONS, 'translator', 'The languages a translator edits.'),
    // Payload's lockout columns, kept so that switching the lockout off changes no schema; nothing writes them.
    { name: 'loginAttempts', type: 'number', defaultValue: 0, hidden: true, access: { create: () => false, update: () => false } },
    { name: 'lockUntil', type: 'date', hidden: true, access: { create: () => false, update: () => false } },
  ],
}
