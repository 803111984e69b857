import { describe, expect, it } from 'vitest'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { pageTypes, routes } from '@/routes'

describe('the media lists’ addresses', () => {
  it('give each album a slug-keyed page under the albums list', () => {
    expect(pageTypes.imageAlbum).toMatchObject({ pattern: `${routes.media.images()}/:slug`, collection: 'image-albums', key: 'slug' })
  })

  it('name an audio or video item by its listing filtered to it, with its anchor', () => {
    expect(mediaItemUrl('audio', { slug: 'dawn-muster', year: 2025, sub_category: 'soundscapes' })).toBe('/media/audios?year=2025&subCategory=soundscapes#audio-dawn-muster')
    expect(mediaItemUrl('video', { slug: 'from-leaf-to-cup', year: 2022, sub_category: 'brand-films' })).toBe('/media/videos?year=2022&subCategory=brand-films#video-from-leaf-to-cup')
  })
})
