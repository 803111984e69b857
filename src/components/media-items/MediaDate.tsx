import type { Locale } from '@/config/variant'

/** A date as "12 March 2026" in a <time>, or nothing for an unreadable one. */
export function MediaDate({ value, locale, className }: { value: string; locale: Locale; className?: string }) {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={date.toISOString().slice(0, 10)} className={className}>
      {new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
    </time>
  )
}
