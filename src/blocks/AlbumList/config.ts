import { listingBlock } from '../listing-block'

/** The media section's image albums, newest first (the listing engine: src/components/listing/ListingSection.tsx). */
export const AlbumList = listingBlock({
  slug: 'albumList',
  interfaceName: 'AlbumListBlock',
  singular: 'Image album list',
  plural: 'Image album lists',
  defaultSize: 12,
})
