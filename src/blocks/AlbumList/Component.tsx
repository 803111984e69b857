import { ListingSection } from '@/components/listing/ListingSection'
import { albumListing } from '@/data/media/media-item-listings'
import type { BlockProps } from '../block-props'

export function AlbumListBlock({ title, page_size, variant, query, path, id }: BlockProps<'albumList'>) {
  return <ListingSection listing={albumListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
