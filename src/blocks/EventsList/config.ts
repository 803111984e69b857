import { listingBlock } from '../listing-block'

/** Every event (src/data/media/events.ts), latest first: filters by year and month, and pages. */
export const EventsList = listingBlock({ slug: 'eventsList', interfaceName: 'EventsListBlock', singular: 'Events list', plural: 'Events lists', defaultSize: 9 })
