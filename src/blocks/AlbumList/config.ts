import { listingBlock } from '../block-config'

/** The media section's image albums, newest first (the listing engine: src/components/listing/ListingSection.tsx). */
export const AlbumList = listingBlock({ slug: 'albumList', labels: ['Image album list', 'Image album lists'], defaultSize: 12 })
