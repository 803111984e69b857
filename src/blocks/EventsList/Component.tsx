import { eventsListing } from '@/data/media/events'
import { ListingSection } from '@/components/listing/ListingSection'
import type { BlockProps } from '../block-props'

export function EventsListBlock({ title, page_size, variant, query, path, id }: BlockProps<'eventsList'>) {
  return <ListingSection listing={eventsListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
