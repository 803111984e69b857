import { defineBlock, headingField } from '../block-config'

/** The n soonest events not over yet in the visitor's country, with a link to all events. For any page (the media landing, the events list). */
export const UpcomingEvents = defineBlock({
  slug: 'upcomingEvents',
  labels: ['Upcoming events', 'Upcoming events'],
  fields: [
    headingField('Default: “Upcoming events”'),
    { name: 'count', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
    { name: 'show_all_link', type: 'checkbox', defaultValue: true, admin: { description: 'A link to the events list under the cards (leave off on the events list itself)' } },
  ],
})
