import { describe, expect, it } from 'vitest'
import { adminThumbnail } from '@/cms/uploads/admin-thumbnail'
import { focalPosition, PICTURE_FALLBACK_SIZE, pictureOf, picturesOf } from '@/lib/media/picture'
import { seoMetadata } from '@/lib/seo/page-metadata'

const upload = { id: 7, url: 'http://localhost:3000/api/media/file/hills.jpg', alt: 'Hills at dusk', width: 900, height: 600 }

describe('pictureOf', () => {
  it('takes the address, alt text and stored size of a media document', () => {
    expect(pictureOf(upload)).toEqual({ url: upload.url, alt: 'Hills at dusk', width: 900, height: 600 })
  })

  it('answers a file of this site as a path when asked (the catalogue) and leaves other hosts alone', () => {
    expect(pictureOf(upload, { sitePath: true })?.url).toBe('/api/media/file/hills.jpg')
    expect(pictureOf({ ...upload, url: 'https://cdn.example/hills.jpg' }, { sitePath: true })?.url).toBe('https://cdn.example/hills.jpg')
  })

  it('is null for an id-only relation, an empty one and a file without an address', () => {
    for (const value of [7, null, undefined, {}, { ...upload, url: null }, { ...upload, url: '' }]) expect(pictureOf(value), JSON.stringify(value)).toBeNull()
  })

  it('gives an unmeasured upload the one fallback size and an empty alt text', () => {
    expect(pictureOf({ url: '/a.svg', alt: null, width: null })).toEqual({ url: '/a.svg', alt: '', ...PICTURE_FALLBACK_SIZE })
  })
})

describe('picturesOf', () => {
  it('keeps the order and leaves out the uploads that went missing', () => {
    expect(picturesOf([upload, 8, null, { ...upload, url: '/b.jpg' }]).map((p) => p.url)).toEqual([upload.url, '/b.jpg'])
    expect(picturesOf(undefined)).toEqual([])
  })
})

describe('focalPosition', () => {
  it('places a cropped picture on the focal point an editor set, and leaves the centre to the browser', () => {
    expect(focalPosition({ ...upload, focalX: 30, focalY: 70 })).toBe('30% 70%')
    expect(focalPosition({ ...upload, focalX: 50, focalY: 50 })).toBeUndefined()
    expect(focalPosition({ ...upload, focalX: 20 })).toBe('20% 50%')
    expect(focalPosition(7)).toBeUndefined()
  })
})

describe('pictures at the sizes made ahead', () => {
  const media = { ...upload, id: 7, filename: 'hills.jpg', mimeType: 'image/jpeg', country: 'GLOBAL' as const, updatedAt: '', createdAt: '' }

  it('gives the admin the 384-px size of a picture (the bucket prefix is the server’s to know)', () => {
    expect(adminThumbnail({ doc: media })).toBe('/img/hills.jpg/384.webp')
    expect(adminThumbnail({ doc: { ...media, prefix: 'site/media' } })).toBe('/img/hills.jpg/384.webp')
    expect(adminThumbnail({ doc: { ...media, filename: 'terms.pdf', mimeType: 'application/pdf' } })).toBeNull()
  })

  it('shares a large picture as its 1280-px JPEG with its height to scale, and a small one as it is', () => {
    const share = (width: number, height: number) => seoMetadata({ share_image: { ...media, width, height } }, { path: '/x' }).openGraph?.images
    expect(share(1920, 700)).toEqual([{ url: '/img/hills.jpg/1280.jpg', width: 1280, height: 467, alt: 'Hills at dusk' }])
    expect(share(900, 600)).toEqual([{ url: upload.url, width: 900, height: 600, alt: 'Hills at dusk' }])
  })
})
