import { describe, expect, it } from 'vitest'
import { mediaFilePath, mediaSrc } from '@/lib/media/media-url'

describe('upload addresses', () => {
  it('names a file by its encoded name, with a bucket prefix in the query', () => {
    expect(mediaFilePath('tea leaves & cup.jpg')).toBe('/api/media/file/tea%20leaves%20%26%20cup.jpg')
    expect(mediaFilePath('cup.jpg', 'media/2026')).toBe('/api/media/file/cup.jpg?prefix=media%2F2026')
  })

  it('turns this app’s own absolute file URL into a site path, whatever the host, and leaves other hosts alone', () => {
    expect(mediaSrc('https://www.dalumara.example/api/media/file/cup.jpg?prefix=x')).toBe('/api/media/file/cup.jpg?prefix=x')
    expect(mediaSrc('http://localhost:3000/api/media/file/cup.jpg')).toBe('/api/media/file/cup.jpg')
    expect(mediaSrc('https://bucket.s3.example.com/media/cup.jpg')).toBe('https://bucket.s3.example.com/media/cup.jpg')
    expect(mediaSrc('https://cdn.example.com/api/media/files/cup.jpg')).toBe('https://cdn.example.com/api/media/files/cup.jpg')
  })
})
