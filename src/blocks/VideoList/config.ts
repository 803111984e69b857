import { listingBlock } from '../listing-block'

/** The media section's videos by year and category, thumbnails opening the video popup (the listing engine: src/components/listing/ListingSection.tsx). */
export const VideoList = listingBlock({
  slug: 'videoList',
  interfaceName: 'VideoListBlock',
  singular: 'Video list',
  plural: 'Video lists',
  defaultSize: 9,
})
