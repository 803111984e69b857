import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { captionTracks } from '@/components/video/captions'
import { featureVideo } from '@/components/video/feature-video'

const upload = (filename: string, mimeType: string) => ({ id: 1, url: `http://127.0.0.1:3000/api/media/file/${filename}`, filename, mimeType, alt: filename, width: 1280, height: 720 }) as Media

describe('caption tracks', () => {
  it('offers each language’s file as a track, the page’s language by default, leaving out rows without a file or a known language', () => {
    const rows = [
      { language: 'en', file: upload('film.en.vtt', 'text/vtt') },
      { language: 'de', url: '/api/media/file/film.de.vtt' },
      { language: 'fr', url: '/api/media/file/film.fr.vtt' },
      { language: 'en', file: 7 },
    ]
    expect(captionTracks(rows, 'de')).toEqual([
      { src: '/api/media/file/film.en.vtt', srclang: 'en', label: 'English', default: false },
      { src: '/api/media/file/film.de.vtt', srclang: 'de', label: 'Deutsch', default: true },
    ])
    expect(captionTracks(null, 'en')).toEqual([])
  })
})

describe('a block’s uploaded film', () => {
  it('plays in a native player that loads nothing before play, with its poster and a captions track per language', () => {
    const html = renderToStaticMarkup(
      featureVideo({
        title: 'A message from the founder',
        file: upload('film.webm', 'video/webm'),
        poster: upload('film.jpg', 'image/jpeg'),
        captions: [
          { language: 'en', file: upload('film.en.vtt', 'text/vtt') },
          { language: 'de', file: upload('film.de.vtt', 'text/vtt') },
        ],
        locale: 'de',
      }),
    )
    expect(html).toMatch(/<video [^>]*controls=""[^>]*preload="none"[^>]*poster="\/api\/media\/file\/film\.jpg"/)
    expect(html).toContain('<source src="/api/media/file/film.webm" type="video/webm"/>')
    expect(html).toContain('<track kind="captions" src="/api/media/file/film.en.vtt" srcLang="en" label="English"/>')
    expect(html).toContain('<track kind="captions" src="/api/media/file/film.de.vtt" srcLang="de" label="Deutsch" default=""/>')
  })
})
