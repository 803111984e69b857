/**
 * Calendar arithmetic in a named time zone (the site's, SITE_TIME_ZONE) with Intl alone: which
 * day, month and year an instant falls on there, and the instants a local day begins and ends.
 * No imports, so the browser islands can use it too.
 */
export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(date.getTime() / 1000) * 1000
}

/** The instant a wall-clock time happens in the zone (the later reading when a clock change repeats it). */
export function instantOf(year: number, month: number, day: number, timeZone: string, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute)
  const first = guess - offsetAt(new Date(guess), timeZone)
  // Once more with the offset at the first answer: right across a daylight-saving change.
  return new Date(guess - offsetAt(new Date(first), timeZone))
}

/** The instant the local day of `date` begins in the zone. */
export function startOfDayIn(date: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(date, timeZone)
  return instantOf(year, month, day, timeZone)
}

/** The last millisecond of the local day of `date` in the zone. */
export function endOfDayIn(date: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(date, timeZone)
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return new Date(instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone).getTime() - 1)
}
