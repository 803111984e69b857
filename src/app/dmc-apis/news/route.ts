import { newsListing } from '@/data/media/news'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/news?page&size&year&month&subCategory&lang&country: a country's news, newest first
 * (nine to a page). `subCategory` is one of the topics (company, tea-and-estates, sustainability,
 * community, awards); `year` and `month` count in the site's time zone.
 */
export const GET = listingEndpoint(newsListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
