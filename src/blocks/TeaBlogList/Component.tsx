import { blogListing } from '@/data/media/blog'
import { ListingSection } from '@/components/listing/ListingSection'
import type { BlockProps } from '../block-props'

export function TeaBlogListBlock({ title, page_size, variant, query, path, id }: BlockProps<'teaBlogList'>) {
  return <ListingSection listing={blogListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
