import { ListingSection } from '@/components/listing/ListingSection'
import { audioListing } from '@/data/media/media-item-listings'
import type { BlockProps } from '../block-props'

export function AudioListBlock({ title, page_size, variant, query, path, id }: BlockProps<'audioList'>) {
  return <ListingSection listing={audioListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
