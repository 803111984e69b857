import type { Block } from 'payload'

/** The n soonest events not over yet in the visitor's country, with a link to all events. For any page (the media landing, the events list). */
export const UpcomingEvents: Block & { slug: 'upcomingEvents' } = {
  slug: 'upcomingEvents',
  interfaceName: 'UpcomingEventsBlock',
  labels: { singular: 'Upcoming events', plural: 'Upcoming events' },
  fields: [
    { name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Upcoming events”' } },
    { name: 'count', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
    { name: 'show_all_link', type: 'checkbox', defaultValue: true, admin: { description: 'A link to the events list under the cards (leave off on the events list itself)' } },
  ],
}
