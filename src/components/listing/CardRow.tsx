import { siteConfig } from '@/site.config'
import { ListingCard } from './ListingCard'
import type { CardFields, ListingItem } from '@/lib/listing/types'
import { ListLink } from '@/components/ui/ListLink'

/**
 * A titled row of media cards with a link to their full list: the latest-news and upcoming-events
 * blocks (server-rendered, no filters). `empty` shows when there is nothing to list.
 */
export function CardRow({ id, title, items, fields, locale, more, empty }: {
  id: string
  title: string
  items: ListingItem[]
  fields: CardFields
  locale: string
  more?: { href: string; label: string }
  empty: string
}) {
  return (
    <section aria-labelledby={id} className="page-section">
      <h2 id={id} className="font-serif text-3xl text-brand-900">
        {title}
      </h2>
      {items.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.slug}>
              <ListingCard item={item} fields={fields} locale={locale} timeZone={siteConfig.SITE_TIME_ZONE} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-lg">{empty}</p>
      )}
      {more ? (
        <ListLink href={more.href} label={more.label} className="mt-8" />
      ) : null}
    </section>
  )
}
