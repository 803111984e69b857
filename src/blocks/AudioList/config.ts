import { listingBlock } from '../block-config'

/** The media section's audio items by year and category, each with its player and transcript (the listing engine: src/components/listing/ListingSection.tsx). */
export const AudioList = listingBlock({ slug: 'audioList', labels: ['Audio list', 'Audio lists'], defaultSize: 10 })
