import { ListingSection } from '@/components/listing/ListingSection'
import { videoListing } from '@/data/media/media-item-listings'
import type { BlockProps } from '../block-props'

export function VideoListBlock({ title, page_size, variant, query, path, id }: BlockProps<'videoList'>) {
  return <ListingSection listing={videoListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
