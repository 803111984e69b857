import { LinkCard, cardHeadingClass, cardSummaryClass } from '@/components/cards/LinkCard'
import { cardDate } from './card-dates'
import { pictureOf } from '@/lib/media/picture'
import type { CardFields, ListingItem } from '@/lib/listing/types'

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/**
 * A media item's card: picture, date, title, a line of facts and the teaser clamped to three
 * lines, all one link to the item's page. The listing's `CardFields` say which of the item's
 * fields hold each part, so news, events, press and every later listing share it; plain data in,
 * so the server (latest-news blocks) and the listing island both draw it.
 */
export function ListingCard({
  item,
  fields,
  locale,
  timeZone,
  headingLevel = 'h3',
}: {
  item: ListingItem
  fields: CardFields
  locale: string
  timeZone: string
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const Heading = headingLevel
  const picture = fields.image ? pictureOf(item[fields.image]) : null
  const date = fields.date ? item[fields.date] : undefined
  const when = fields.date ? cardDate(fields.dateStyle ?? 'day', date, fields.end ? item[fields.end] : undefined, locale, timeZone, fields.allDay ? item[fields.allDay] === true : false) : null
  const meta = fields.meta ? text(item[fields.meta]) : null
  const teaser = fields.teaser ? text(item[fields.teaser]) : null
  return (
    <LinkCard href={item.url} picture={picture} aspect="landscape">
      {when ? (
        <p className="text-sm font-semibold text-brand-800">
          <time dateTime={typeof date === 'number' ? String(date) : String(date ?? '')}>{when}</time>
        </p>
      ) : null}
      <Heading className={`mt-1 ${cardHeadingClass}`}>{String(item[fields.title] ?? '')}</Heading>
      {meta ? <p className="mt-1 text-sm text-ink/80">{meta}</p> : null}
      {teaser ? <p className={cardSummaryClass}>{teaser}</p> : null}
    </LinkCard>
  )
}
