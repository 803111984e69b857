import { zonedParts } from '@/lib/dates/zoned-date'

/**
 * The calendar day a letter is dated, in the site's time zone (the date picker stores midnight
 * there, which is the evening before in UTC): its ISO day for <time>, its year and its decade.
 */
export function letterDay(date: string, timeZone: string): { iso: string; year: number; decade: number } | null {
  const instant = new Date(date)
  if (Number.isNaN(instant.getTime())) return null
  const { year, month, day } = zonedParts(instant, timeZone)
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return { iso, year, decade: year - (year % 10) }
}

/** Letters grouped by decade, keeping their order (newest first in, newest decade first out). */
export function groupByDecade<L>(letters: readonly L[], decadeOf: (letter: L) => number | null): { decade: number; letters: L[] }[] {
  const groups = new Map<number, L[]>()
  for (const letter of letters) {
    const decade = decadeOf(letter)
    if (decade === null) continue
    groups.set(decade, [...(groups.get(decade) ?? []), letter])
  }
  return [...groups].map(([decade, grouped]) => ({ decade, letters: grouped }))
}
