import { eventsListing, findUpcomingEvents } from '@/data/media/events'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CardRow } from '@/components/listing/CardRow'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'

/** The soonest events that are not over yet (site time zone), as cards, and a link to all events. */
export async function UpcomingEventsBlock({ title, count, show_all_link, variant = DEFAULT_VARIANT, id }: BlockProps<'upcomingEvents'>) {
  const t = dictionary(variant.locale).mediaCore
  const { items } = await findUpcomingEvents({ page: 1, size: count || 3 }, variant)
  return (
    <CardRow
      id={`upcoming-events-${id ?? 'block'}`}
      title={title || t.upcomingEvents}
      items={items}
      fields={eventsListing.card}
      locale={variant.locale}
      more={show_all_link === false ? undefined : { href: routes.media.events(), label: t.allEvents }}
      empty={t.noUpcomingEvents}
    />
  )
}
