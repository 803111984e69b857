import type { DateField, FieldHook, NumberField } from 'payload'
import { zonedParts } from '@/lib/dates/zoned-date'
import { siteConfig } from '@/site.config'

/**
 * The year and month of a dated item, kept beside its date so a listing can filter by either
 * alone (`year`, `month` of the media REST calls) with equality on indexed columns. They are the
 * year and month of the date in the site's time zone (SITE_TIME_ZONE): a story dated the 1st at
 * 01:00 in Colombo counts under that month, not under the month before as UTC would have it.
 */
const fromDate = (source: string, part: 'year' | 'month'): FieldHook => ({ siblingData, value }) => {
  const raw = siblingData?.[source]
  const date = raw ? new Date(raw as string) : null
  if (!date || Number.isNaN(date.getTime())) return value
  return zonedParts(date, siteConfig.SITE_TIME_ZONE)[part]
}

/** `year` and `month` fields filled from the `source` date field on every save. */
export function datePartFields(source = 'date'): NumberField[] {
  const field = (part: 'year' | 'month'): NumberField => ({
    name: part,
    type: 'number',
    index: true,
    hooks: { beforeChange: [fromDate(source, part)] },
    admin: { readOnly: true, position: 'sidebar', description: `From the ${source.replace(/_/g, ' ')} (in the site’s time zone)` },
  })
  return [field('year'), field('month')]
}

/** The day a dated item (a news story, a letter) is shown and listed by, in the sidebar. */
export const dateField = (): DateField => ({
  name: 'date',
  type: 'date',
  required: true,
  index: true,
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
})

/** That day with its year and month, for the listings that filter by them. */
export const datedFields = (): (DateField | NumberField)[] => [dateField(), ...datePartFields('date')]
