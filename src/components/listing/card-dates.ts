import { zonedParts } from '@/lib/dates/zoned-date'

/**
 * How dates read on media cards and detail pages, in the visitor's language and the site's time
 * zone (SITE_TIME_ZONE, handed down by the server so the browser's own zone never shows). English
 * reads the British way ("4 March 2026"), as everywhere on the site.
 */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale)

const valid = (value: unknown): Date | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

export function formatDay(value: unknown, locale: string, timeZone: string): string | null {
  const date = valid(value)
  return date ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }).format(date) : null
}

/**
 * A start–end range: "12 May 2026, 10:00 – 16:00", "12 – 14 May 2026" for whole days. An end
 * before the start, or none, shows the start alone.
 */
export function formatRange(start: unknown, end: unknown, locale: string, timeZone: string, allDay = false): string | null {
  const from = valid(start)
  if (!from) return null
  const to = valid(end)
  const format = new Intl.DateTimeFormat(intlLocale(locale), allDay ? { dateStyle: 'long', timeZone } : { dateStyle: 'long', timeStyle: 'short', timeZone })
  return to && to.getTime() > from.getTime() ? format.formatRange(from, to) : format.format(from)
}

/** The date line of a card in the style its listing declares; a year may come as a number. */
export function cardDate(style: 'day' | 'range' | 'year', date: unknown, end: unknown, locale: string, timeZone: string, allDay = false): string | null {
  if (style === 'year') return typeof date === 'number' ? String(date) : (valid(date) ? String(zonedParts(valid(date)!, timeZone).year) : null)
  if (style === 'range') return formatRange(date, end, locale, timeZone, allDay)
  return formatDay(date, locale, timeZone)
}
