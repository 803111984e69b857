import { listingBlock } from '../block-config'

/** Every event (src/data/media/events.ts), latest first: filters by year and month, and pages. */
export const EventsList = listingBlock({ slug: 'eventsList', labels: ['Events list', 'Events lists'], defaultSize: 9 })
