import { audioListing } from '@/data/media/media-items'
import { listingEndpoint } from '@/lib/api/listing-endpoint'

/**
 * GET /dmc-apis/audio?page&size&lang&year&subCategory[&country]: the audio items, newest year
 * first. `subCategory` is one of a fixed list (src/lib/media-categories.ts); an unknown one, or a
 * year outside 1900–2100, is a 400.
 */
export const GET = listingEndpoint(audioListing)
