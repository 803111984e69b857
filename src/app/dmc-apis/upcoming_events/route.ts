import { collectionTag } from '@/config/cache-tags'
import { findUpcomingEvents } from '@/data/media/events'
import { listEndpoint } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/upcoming_events?page&size&lang&country: the events not over yet (by their end, in
 * the site's time zone), soonest first.
 */
export const GET = listEndpoint({
  name: 'upcoming_events',
  variantParams: ['lang', 'country'],
  defaultSize: 9,
  tags: [collectionTag('events')],
  // The data module caches the day's read; the clock decides per request what is still upcoming.
  dataCache: false,
  read: (query, variant) => findUpcomingEvents(query, variant),
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
