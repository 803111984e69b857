import { listingBlock } from '../listing-block'

/** The media section's audio items by year and category, each with its player and transcript (the listing engine: src/components/listing/ListingSection.tsx). */
export const AudioList = listingBlock({
  slug: 'audioList',
  interfaceName: 'AudioListBlock',
  singular: 'Audio list',
  plural: 'Audio lists',
  defaultSize: 10,
})
