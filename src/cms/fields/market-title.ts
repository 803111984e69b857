import type { TextField } from 'payload'
import { ALL_COUNTRIES, countryName } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'

/** A record's name from its kind and its market, in a language: "Home page — All countries", "Startseite — Sri Lanka". */
export function marketTitle(kind: Record<string, string>, country: unknown, language = 'en'): string {
  const code = typeof country === 'string' && country ? country : DEFAULT_COUNTRY
  const lang = language === 'de' ? 'de' : 'en'
  const market = code === DEFAULT_COUNTRY ? ALL_COUNTRIES[lang] : countryName(code, lang)
  return `${kind[lang] ?? kind.en} — ${market}`
}

/**
 * The title of a record that is one per market (the home page), which the admin shows as the record's heading,
 * in its list and in links: made from the market, in the admin's language when read, never the country code.
 * Stored in English so the list's search finds it; signed-in editors only read it.
 */
export const marketTitleField = (kind: Record<string, string>): TextField => ({
  name: 'title',
  type: 'text',
  label: 'Title',
  access: { read: ({ req }) => Boolean(req.user) },
  admin: { hidden: true, readOnly: true },
  hooks: {
    beforeChange: [({ siblingData, originalDoc }) => marketTitle(kind, siblingData.country ?? originalDoc?.country)],
    // A read that leaves the country out (a `select`) keeps what is stored.
    afterRead: [({ siblingData, value, req }) => (siblingData.country === undefined ? value : marketTitle(kind, siblingData.country, req.i18n?.language))],
  },
})
