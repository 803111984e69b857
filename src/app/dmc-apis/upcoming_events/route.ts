import { findUpcomingEvents } from '@/data/media/events'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/upcoming_events?page&size&lang&country: the events not over yet (by their end, in
 * the site's time zone), soonest first.
 */
export const GET = listEndpoint({
  name: 'upcoming_events',
  defaultSize: 9,
  // The data module caches the day's read; the clock decides per request what is still upcoming.
  read: (query, variant) => findUpcomingEvents(query, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
