import type { Access, CollectionConfig } from 'payload'
import { ALL_COUNTRIES, COUNTRY_OPTIONS } from '@/config/countries'
import { LOCALES } from '@/config/variant'
import { flagFor } from '@/lib/api/flags'
import { revalidateListHooks } from '../hooks/revalidate'
import { adminOnly } from '../access'
import { LANGUAGE_OPTIONS } from '../fields/language'

/** Visitors (and the REST/GraphQL APIs) see enabled markets only; editors see every one. */
const enabledOrAuthenticated: Access = ({ req }) => (req.user ? true : { enabled: { equals: true } })

/**
 * The countries with site content of their own, and the languages each offers. Every other
 * country is served the GLOBAL market, so the site has a handful of variants instead of one per
 * ISO country; the header's switcher lists exactly these.
 */
export const Markets: CollectionConfig = {
  slug: 'markets',
  labels: { singular: 'Market', plural: 'Markets' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'languages', 'sort', 'enabled'],
    group: 'Settings',
    description: `Countries with content of their own. Visitors from any other country see the “${ALL_COUNTRIES.en}” market.`,
  },
  defaultSort: 'sort',
  access: {
    read: enabledOrAuthenticated,
    // Which markets exist is a setting: admins only.
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: revalidateListHooks,
  versions: { maxPerDoc: 20 },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'code',
      label: 'Country',
      type: 'select',
      options: COUNTRY_OPTIONS,
      required: true,
      unique: true,
      index: true,
      admin: { description: `“${ALL_COUNTRIES.en}” is the market every country without one of its own is shown.` },
    },
    {
      // Derived from the code and never stored: the site serves flag-icons' SVGs itself.
      name: 'flag',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: 'Follows from the country (none for “All countries”).' },
      hooks: { afterRead: [({ siblingData }) => flagFor(String(siblingData?.code ?? ''))] },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      required: true,
      options: LANGUAGE_OPTIONS,
      defaultValue: [LOCALES[0]],
      admin: { description: 'The languages this market offers; the first is its default.' },
      validate: (value: unknown) => (Array.isArray(value) && value.length > 0) || 'Choose at least one language.',
    },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
    { name: 'enabled', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Only enabled markets are shown to visitors.' } },
  ],
}
