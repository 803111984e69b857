import type { EventItem } from '@/payload-types'
import { dictionary } from '@/i18n'
import { startOfDayIn } from '@/lib/dates/zoned-date'
import { pageTypes, routes } from '@/routes'
import { listFilters } from '@/lib/listing/types'
import { siteConfig } from '@/site.config'
import { findAll, findBySlug, findList } from '../content'
import type { Variant } from '@/config/variant'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import { allOf, dateWhere, defineListing, neighbourLink, neighboursOf, yearOptions, type ListingFilters, type Neighbour } from './listing'

/** One event in a list (GET /dmc-apis/events and upcoming_events, the events listing, the upcoming-events block). */
export type EventListItem = {
  slug: string
  url: string
  title: string
  /** ISO date-times. */
  start: string
  end: string
  /** Whole days: shown without times. */
  all_day: boolean
  /** Not over yet, in the site's time zone. */
  upcoming: boolean
  place: string
  summary: string
  image: Picture | null
}

export type EventDetail = EventListItem & {
  body: EventItem['body']
  images: Picture[]
  previous: Neighbour | null
  next: Neighbour | null
}

/** When an event is over: `ends_at` (kept on save), else its end. */
const overAt = (doc: Pick<EventItem, 'ends_at' | 'end'>) => new Date(doc.ends_at ?? doc.end).getTime()

export function toEventListItem(doc: EventItem, now = Date.now()): EventListItem {
  return {
    slug: doc.slug,
    url: routes.media.events(doc.slug),
    title: doc.title,
    start: doc.start,
    end: doc.end,
    all_day: Boolean(doc.all_day),
    upcoming: overAt(doc) >= now,
    place: doc.place,
    summary: doc.summary,
    image: pictureOf(doc.images?.[0]?.image),
  }
}

/** A page of a country's events, latest start first, by the year and month they start in. */
export async function findEvents(filters: ListingFilters, variant: Variant): Promise<{ items: EventListItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'events',
    variant,
    where: allOf(dateWhere(filters)),
    sort: ['-start', 'slug'],
    page: filters.page,
    size: filters.size,
    depth: 1,
  })
  const now = Date.now()
  return { items: docs.map((doc) => toEventListItem(doc, now)), total }
}

/**
 * A page of the events that are not over yet, soonest first. The read asks for events not over by
 * the start of today in the site's time zone, so its cache key changes once a day rather than with
 * every request; the events that ended earlier today are then left out here, against the clock.
 */
export async function findUpcomingEvents({ page, size }: { page: number; size: number }, variant: Variant, now = new Date()): Promise<{ items: EventListItem[]; total: number }> {
  const today = startOfDayIn(now, siteConfig.SITE_TIME_ZONE).toISOString()
  const docs = await findAll('events', variant, { where: { ends_at: { greater_than_equal: today } }, sort: ['start', 'slug'] })
  const upcoming = docs.filter((doc) => overAt(doc) >= now.getTime())
  return { items: upcoming.slice((page - 1) * size, page * size).map((doc) => toEventListItem(doc, now.getTime())), total: upcoming.length }
}

export function getEvent(slug: string, variant: Variant): Promise<EventItem | null> {
  return findBySlug('events', slug, variant)
}

export async function toEventDetail(doc: EventItem, variant: Variant): Promise<EventDetail> {
  const around = await neighboursOf('events', variant, { field: 'start', value: doc.start, slug: doc.slug }, neighbourLink(routes.media.events))
  return {
    ...toEventListItem(doc),
    body: doc.body,
    images: picturesOf(doc.images?.map((row) => row.image)),
    ...around,
  }
}

/** The events listing: every event, by the year and month it starts in. */
export const eventsListing = defineListing<EventListItem>({
  name: 'events',
  endpoint: '/dmc-apis/events',
  collection: 'events',
  defaultSize: 9,
  filters: listFilters(pageTypes.eventsList),
  card: { title: 'title', date: 'start', end: 'end', allDay: 'all_day', image: 'image', teaser: 'summary', meta: 'place', dateStyle: 'range' },
  read: findEvents,
  options: async (variant) => ({ year: await yearOptions('events', variant) }),
  copy: (locale) => {
    const t = dictionary(locale).mediaCore
    return { itemOne: t.event, itemOther: t.events }
  },
})
