import { listingBlock } from '../block-config'

/** The media section's videos by year and category, thumbnails opening the video popup (the listing engine: src/components/listing/ListingSection.tsx). */
export const VideoList = listingBlock({ slug: 'videoList', labels: ['Video list', 'Video lists'], defaultSize: 9 })
