import { newsListing } from '@/data/media/news'
import { ListingSection } from '@/components/listing/ListingSection'
import type { BlockProps } from '../block-props'

export function NewsListBlock({ title, page_size, variant, query, path, id }: BlockProps<'newsList'>) {
  return <ListingSection listing={newsListing} title={title} size={page_size} variant={variant} query={query} path={path} id={id} />
}
