import { blogApiListing } from '@/data/media/blog'
import { listingEndpoint } from '@/app/_api/listing-endpoint'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/tea_blog?page&size&year&month&category&lang&country: a country's tea blog posts,
 * newest first, each with its share count. `category` is a slug from GET /dmc-apis/tea_blog_categories.
 */
export const GET = listingEndpoint(blogApiListing)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
