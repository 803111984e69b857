import type { Field } from 'payload'
import { COUNTRY_OPTIONS } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'

/** The country a record belongs to; GLOBAL records are the fallback for every country. */
export const countryField = (): Field => ({
  name: 'country',
  type: 'select',
  options: COUNTRY_OPTIONS,
  defaultValue: DEFAULT_COUNTRY,
  required: true,
  index: true,
  admin: { position: 'sidebar' },
})
