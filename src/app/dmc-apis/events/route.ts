import { eventsListing } from '@/data/media/events'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/events?page&size&year&month&lang&country: a country's events, latest start first,
 * by the year and month they start in (site time zone). Each says whether it is still `upcoming`.
 */
export const GET = listingEndpoint(eventsListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
