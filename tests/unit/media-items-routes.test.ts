import { describe, expect, it } from 'vitest'
import { listingQueryKeys } from '@/components/listing/listing-state'
import { albumListing, audioListing, videoListing } from '@/data/media/media-item-listings'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { pageTypes, routes } from '@/routes'

describe('the media lists’ addresses', () => {
  it('carry exactly their listing’s filters and page, so filtered views render per request', () => {
    expect([...pageTypes.mediaImages.query]).toEqual([...listingQueryKeys(albumListing.filters)])
    expect([...pageTypes.mediaAudios.query]).toEqual([...listingQueryKeys(audioListing.filters)])
    expect([...pageTypes.mediaVideos.query]).toEqual([...listingQueryKeys(videoListing.filters)])
    expect(pageTypes.imageAlbum).toMatchObject({ pattern: `${routes.media.images()}/:slug`, collection: 'image-albums', key: 'slug' })
  })

  it('name an audio or video item by its listing filtered to it, with its anchor', () => {
    expect(mediaItemUrl('audio', { slug: 'dawn-muster', year: 2025, sub_category: 'soundscapes' })).toBe('/media/audios?year=2025&subCategory=soundscapes#audio-dawn-muster')
    expect(mediaItemUrl('video', { slug: 'from-leaf-to-cup', year: 2022, sub_category: 'brand-films' })).toBe('/media/videos?year=2022&subCategory=brand-films#video-from-leaf-to-cup')
  })
})
