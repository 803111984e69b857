import type { FieldHook } from 'payload'
import { endOfDayIn } from '@/lib/dates/zoned-date'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { galleryField } from '../../fields/catalogue'
import { datePartFields } from '../../fields/date-parts'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * When the event is over: its end, or for an event of whole days the end of its last day in the
 * site's time zone (SITE_TIME_ZONE). "Upcoming" means this has not passed yet.
 */
const endsAt: FieldHook = ({ siblingData, value }) => {
  const end = siblingData?.end ? new Date(siblingData.end as string) : null
  if (!end || Number.isNaN(end.getTime())) return value
  return (siblingData?.all_day ? endOfDayIn(end, siteConfig.SITE_TIME_ZONE) : end).toISOString()
}

/** An end before the start is a typing slip, never an event. */
export function eventEndError(start: unknown, end: unknown): string | null {
  if (!start || !end) return null
  return new Date(end as string).getTime() < new Date(start as string).getTime() ? 'The end must not be before the start' : null
}

/**
 * Events (data-layer spec: events, upcoming_events, event_by_name): tastings, fairs, estate open
 * days. Each has a start and end, a place, and a page at routes.media.events(slug); year and month
 * filters count by the start, in the site's time zone.
 */
export const Events = defineContentCollection({
  slug: 'events',
  labels: ['Event', 'Events'],
  typescript: { interface: 'EventItem' },
  group: 'Media centre',
  columns: ['start', 'place'],
  defaultSort: '-start',
  fields: [
    titleField(),
    slugField({ description: 'The last part of the event’s address, e.g. colombo-tea-fair-2026.' }),
    {
      type: 'row',
      fields: [
        { name: 'start', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'end',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ start: unknown }> }) => eventEndError(siblingData?.start, value) ?? true,
        },
      ],
    },
    { name: 'all_day', type: 'checkbox', defaultValue: false, admin: { description: 'Whole days: shown without times, and upcoming until the end of its last day' } },
    {
      name: 'ends_at',
      type: 'date',
      index: true,
      hooks: { beforeChange: [endsAt] },
      admin: { readOnly: true, position: 'sidebar', description: 'When the event is over (from the end); upcoming until then' },
    },
    ...datePartFields('start'),
    { name: 'place', type: 'text', required: true, localized: true, admin: { description: 'Venue and city, e.g. Galle Face Hotel, Colombo' } },
    { name: 'summary', type: 'textarea', required: true, localized: true, admin: { description: 'Two or three sentences for the card and search results' } },
    { name: 'body', type: 'richText', required: true, localized: true },
    galleryField(),
  ],
  search: {
    label: { en: 'Event', de: 'Veranstaltung' },
    priority: 4,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: routes.media.events(item.slug), excerpt: item.summary, text: [item.place, item.summary, lexicalToText(item.body)] }),
  },
})
