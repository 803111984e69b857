import { pressListing } from '@/data/media/press'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/press?page&size&year&month&category&subCategory&lang&country: a country's press
 * items, newest first. `category` and `subCategory` are slugs from GET /dmc-apis/press_categories;
 * a sub-category must belong to the category when both are given.
 */
export const GET = listingEndpoint(pressListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
