import { pressListing } from '@/data/media/press'
import { ListingSection } from '@/components/listing/ListingSection'
import type { BlockProps } from '../block-props'

export function PressListBlock({ title, page_size, variant, query, path, id }: BlockProps<'pressList'>) {
  return <ListingSection listing={pressListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
