import { describe, expect, it } from 'vitest'
import { PICTURE_FALLBACK_SIZE, pictureOf, picturesOf } from '@/lib/media/picture'

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
