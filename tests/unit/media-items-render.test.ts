import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AlbumPicker } from '@/components/media-items/AlbumPicker'
import { AudioEntry } from '@/components/media-items/AudioEntry'
import { VideoEntry } from '@/components/media-items/VideoEntry'
import type { AudioListItem, VideoListItem } from '@/data/media/media-items'

const audio: AudioListItem = {
  slug: 'dawn-muster',
  url: '/media/audios?year=2025&subCategory=soundscapes#audio-dawn-muster',
  title: 'Dawn muster',
  year: 2025,
  sub_category: 'soundscapes',
  summary: 'The estate waking up.',
  audio_url: '/api/media/file/dawn.wav',
  mime_type: 'audio/wav',
  filename: 'dawn.wav',
  filesize: 96_044,
  duration_seconds: 6,
  transcript: 'Birdsong from the shade trees.\nThe muster bell rings twice.',
}

const video = (over: Partial<VideoListItem> = {}): VideoListItem => ({
  slug: 'a-year-on-the-estate',
  url: '/media/videos?year=2026&subCategory=brand-films#video-a-year-on-the-estate',
  title: 'A year on the estate',
  year: 2026,
  sub_category: 'brand-films',
  description: 'Twelve months of one tea garden.',
  youtube_id: 'Dalumara-E2',
  video_url: null,
  captions: [],
  thumbnail: { url: '/api/media/file/poster.jpg', alt: 'Video still: sunrise', width: 1280, height: 720 },
  ...over,
})

const props = { locale: 'en', timeZone: 'Asia/Colombo', headingLevel: 'h2' as const }

describe('the audio list’s entries', () => {
  it('play with native controls loaded with the page, and show the transcript as text', () => {
    const html = renderToStaticMarkup(createElement(AudioEntry, { item: audio, ...props }))
    expect(html).toContain('id="audio-dawn-muster"')
    expect(html).toMatch(/<audio controls="" preload="metadata" src="\/api\/media\/file\/dawn.wav" aria-label="Listen: Dawn muster"/)
    expect(html).not.toContain('loading="lazy"')
    expect(html).toContain('2025 · Estate soundscapes · Length: 6 s'.replace(/ · /g, '</span><span><span aria-hidden="true"> · </span>'))
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Transcript<\/summary>.*<p>Birdsong from the shade trees.<\/p><p>The muster bell rings twice.<\/p>/)
  })
})

describe('the video list’s entries', () => {
  it('are buttons over our own thumbnail, with nothing from YouTube in the page', () => {
    const html = renderToStaticMarkup(createElement(VideoEntry, { item: video(), ...props }))
    expect(html).toContain('aria-label="Play video: A year on the estate"')
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).not.toMatch(/youtube|iframe/i)
    expect(html).toContain('2026 · Brand films')
  })

  it('show a video without a source as its thumbnail alone, “coming soon”', () => {
    const html = renderToStaticMarkup(createElement(VideoEntry, { item: video({ youtube_id: null }), ...props }))
    expect(html).not.toContain('<button')
    expect(html).toContain('Coming soon')
  })
})

describe('the album page without JavaScript', () => {
  const html = renderToStaticMarkup(
    createElement(AlbumPicker, {
      action: '/dmc-apis/images_download/tasting-room',
      hidden: { lang: 'en', country: 'GLOBAL' },
      maxBytes: 100_000_000,
      locale: 'en',
      images: [1, 2].map((id) => ({
        id,
        url: `/api/media/file/picture-${id}.jpg`,
        width: 1500,
        height: 1000,
        alt: `Picture ${id}`,
        caption: `Caption ${id}`,
        filesize: 200_000,
        facts: 'JPG, 200 kB',
        thumbnail: null,
      })),
    }),
  )

  it('is a GET form of checkboxes aimed at the press-kit download, with a submit button', () => {
    expect(html).toMatch(/<form action="\/dmc-apis\/images_download\/tasting-room" method="get">/)
    expect(html).toContain('<input type="hidden" name="lang" value="en"/>')
    expect(html).toContain('<input type="hidden" name="country" value="GLOBAL"/>')
    const boxes = html.match(/<input type="checkbox"[^>]*>/g) ?? []
    expect(boxes).toHaveLength(2)
    boxes.forEach((box, i) => expect(box).toContain(`name="ids" value="${i + 1}"`))
    expect(html).toContain('<button type="submit"')
  })

  it('links every picture to its original, and leaves out the buttons that need JavaScript', () => {
    expect(html).toContain('href="/api/media/file/picture-1.jpg"')
    expect(html).toContain('aria-label="Original (JPG, 200 kB) – Picture 2"')
    expect(html).not.toContain('Select all')
    expect(html).not.toContain('Clear selection')
  })
})
