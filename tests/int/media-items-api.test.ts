import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { routes } from '@/routes'
import { seedVideoIds } from '@/seed/videos'
import { testPayload, unique, url } from './helpers'
import { inOneRateWindow } from './submissions'
import { pressKitLimit } from '@/app/_api'

/**
 * The media section's image albums, audio and video over HTTP (data-layer spec section 7: images,
 * images_by_name, audio, video), the album press-kit download (images_download: a zip of the
 * chosen originals), and their pages, against the seed (src/seed/media-items).
 */
type Item = { slug: string; url: string; [key: string]: unknown }
type ListBody = { data: Item[]; meta: { page: number; size: number; total: number; totalPages: number }; recentItems?: Item[]; mostShared?: Item[] }
type AlbumImage = { id: number; url: string; width: number; height: number; alt: string; caption: string | null; filename: string; mime_type: string; filesize: number }

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, headers: response.headers, body: await response.json() }
}

async function list(path: string, keys = ['data', 'meta']): Promise<ListBody> {
  const { status, body } = await get(path)
  expect(status, path).toBe(200)
  expect(Object.keys(body).sort(), path).toEqual(keys)
  for (const item of body.data) {
    expect(item.slug, path).toMatch(/^[a-z0-9-]+$/)
    expect(item.url, path).toMatch(/^\//)
  }
  return body
}

const slugs = (items: Item[]) => items.map((item) => item.slug)

async function expect400(path: string, message: RegExp) {
  const { status, body, headers } = await get(path)
  expect(status, path).toBe(400)
  expect(body, path).toEqual({ error: { code: expect.stringMatching(/^invalid_/), message: expect.stringMatching(message) } })
  expect(headers.get('cache-control')).toBe('no-store')
}

async function expect404(path: string, name: string) {
  const { status, body } = await get(path)
  expect(status, path).toBe(404)
  expect(body.error.code).toBe('not_found')
  expect(body.error.message).toContain(name)
}

/** Newest first: the seed dates each album a number of days before the day it runs. */
const ALBUMS = [
  'uva-quality-season',
  'inside-the-kirikanda-factory',
  'the-tasting-room',
  'monsoon-on-malhena',
  'afternoon-tea-at-the-tea-lounge',
  'forest-corridors',
  'two-leaves-and-a-bud',
  'iced-tea-summer',
]

/** Newest year first, then by slug. */
const AUDIO = [
  'a-planters-first-season',
  'why-we-still-wither-by-hand',
  'dawn-muster-at-kirikanda',
  'tea-and-the-city',
  'rain-on-the-tin-roof',
  'the-taster-who-never-adds-sugar',
  'brewing-for-a-crowd',
  'seventy-years-of-tea-radio',
  'opening-the-estate-school-library',
  'what-makes-ceylon-tea-ceylon',
]

const VIDEO = [
  'a-year-on-the-estate',
  'how-to-brew-iced-tea',
  'colombo-tea-auction-week',
  'inside-the-withering-lofts',
  'forest-corridors-film',
  'the-perfect-cup',
  'seventy-years-in-tea',
  'tea-lounge-opening',
  'from-leaf-to-cup',
  'monsoon-on-malhena-film',
]

// The shares of the last two albums are counted by the global setup (tests/int/share-clicks.ts).
describe('GET /dmc-apis/images', () => {
  it('lists the albums newest first (page 1, size 20 by default), with recentItems and mostShared beside them', async () => {
    const body = await list('/dmc-apis/images', ['data', 'meta', 'mostShared', 'recentItems'])
    expect(body.meta).toEqual({ page: 1, size: 20, total: 8, totalPages: 1 })
    expect(slugs(body.data)).toEqual(ALBUMS)
    const tasting = body.data[2]!
    expect(tasting).toMatchObject({ url: routes.media.images('the-tasting-room'), title: 'The Tasting Room in Colombo', image_count: 10 })
    expect(tasting.cover).toMatchObject({ url: expect.stringContaining('/api/media/file/'), alt: expect.any(String), width: 2400, height: 1600 })
    expect(Date.parse(String(tasting.date))).not.toBeNaN()
    for (const album of body.data) expect(album.image_count as number).toBeGreaterThanOrEqual(6)
    for (const album of body.data) expect(album.image_count as number).toBeLessThanOrEqual(12)

    expect(slugs(body.recentItems!)).toEqual(ALBUMS.slice(0, 5))
    // The most shared: counted share-link clicks, most first; albums nobody shared are not "most shared".
    expect(slugs(body.mostShared!)).toEqual([ALBUMS[6], ALBUMS[7]])
    expect(body.mostShared![0]).toMatchObject({ url: routes.media.images(ALBUMS[6]!), image_count: expect.any(Number) })
  })

  it('pages and translates', async () => {
    const page2 = await list('/dmc-apis/images?page=2&size=3', ['data', 'meta', 'mostShared', 'recentItems'])
    expect(page2.meta).toEqual({ page: 2, size: 3, total: 8, totalPages: 3 })
    expect(slugs(page2.data)).toEqual(ALBUMS.slice(3, 6))
    const past = await list('/dmc-apis/images?page=9', ['data', 'meta', 'mostShared', 'recentItems'])
    expect(past.data).toEqual([])
    const german = await list('/dmc-apis/images?lang=de', ['data', 'meta', 'mostShared', 'recentItems'])
    expect(german.data[0]!.title).toBe('Die Qualitätssaison in Uva')
  })

  it('answers 400 for a bad page, size or language', async () => {
    await expect400('/dmc-apis/images?page=0', /page must be a whole number/)
    await expect400('/dmc-apis/images?page=abc', /page must be a whole number/)
    await expect400('/dmc-apis/images?size=101', /size must be a whole number from 1 to 100/)
    await expect400('/dmc-apis/images?size=0', /size must be a whole number from 1 to 100/)
    await expect400('/dmc-apis/images?lang=fr', /lang must be one of en, de/)
  })
})

describe('GET /dmc-apis/images_by_name/{name}', () => {
  it('answers an album with its pictures, their originals, and the press-kit address', async () => {
    const { status, body } = await get('/dmc-apis/images_by_name/the-tasting-room')
    expect(status).toBe(200)
    const album = body.data as Item & { images: AlbumImage[]; download_url: string }
    expect(album).toMatchObject({ slug: 'the-tasting-room', url: routes.media.images('the-tasting-room'), title: 'The Tasting Room in Colombo', download_url: '/dmc-apis/images_download/the-tasting-room' })
    expect(album.images).toHaveLength(10)
    expect(album.images[0]).toMatchObject({
      id: expect.any(Number),
      url: expect.stringContaining('/api/media/file/dalumara-album-the-tasting-room-01.jpg'),
      width: 2400,
      height: 1600,
      alt: 'A row of white tasting cups filled with tea',
      caption: expect.stringContaining('The morning’s first bench'),
      filename: 'dalumara-album-the-tasting-room-01.jpg',
      mime_type: 'image/jpeg',
    })
    expect(album.images.every((image) => image.filesize > 0)).toBe(true)
    expect(new Set(album.images.map((image) => image.id)).size).toBe(10)
  })

  it('answers 404 for an unknown album', async () => {
    await expect404('/dmc-apis/images_by_name/no-such-album', 'no-such-album')
  })
})

describe('GET /dmc-apis/audio', () => {
  it('lists the recordings, newest year first, with their players’ sources and transcripts', async () => {
    const body = await list('/dmc-apis/audio')
    expect(body.meta).toEqual({ page: 1, size: 10, total: 10, totalPages: 1 })
    expect(slugs(body.data)).toEqual(AUDIO)
    const dawn = body.data.find((item) => item.slug === 'dawn-muster-at-kirikanda')!
    expect(dawn).toMatchObject({
      url: mediaItemUrl('audio', { slug: 'dawn-muster-at-kirikanda', year: 2025, sub_category: 'soundscapes' }),
      title: 'Dawn muster at Kirikanda',
      year: 2025,
      sub_category: 'soundscapes',
      audio_url: expect.stringContaining('/api/media/file/dalumara-audio-dawn-muster-at-kirikanda.mp3'),
      mime_type: 'audio/mpeg',
      duration_seconds: 80,
      transcript: expect.stringContaining('the bell rings twice'),
    })
    expect(dawn.url).toBe('/media/audios?year=2025&subCategory=soundscapes#audio-dawn-muster-at-kirikanda')
  })

  it('filters by year, by sub-category and by both, and pages', async () => {
    expect(slugs((await list('/dmc-apis/audio?year=2025')).data)).toEqual(['dawn-muster-at-kirikanda', 'tea-and-the-city'])
    expect(slugs((await list('/dmc-apis/audio?subCategory=soundscapes')).data)).toEqual(['dawn-muster-at-kirikanda', 'rain-on-the-tin-roof'])
    expect(slugs((await list('/dmc-apis/audio?year=2024&subCategory=soundscapes')).data)).toEqual(['rain-on-the-tin-roof'])
    expect((await list('/dmc-apis/audio?year=1999')).meta.total).toBe(0)
    const page2 = await list('/dmc-apis/audio?page=2&size=4')
    expect(page2.meta).toEqual({ page: 2, size: 4, total: 10, totalPages: 3 })
    expect(slugs(page2.data)).toEqual(AUDIO.slice(4, 8))
  })

  it('answers 400 for a bad page, size, year or an unknown sub-category', async () => {
    await expect400('/dmc-apis/audio?page=-1', /page must be a whole number/)
    await expect400('/dmc-apis/audio?size=500', /size must be a whole number from 1 to 100/)
    await expect400('/dmc-apis/audio?year=1899', /year must be a whole number from 1900 to 2100/)
    await expect400('/dmc-apis/audio?year=twenty', /year must be a whole number/)
    await expect400('/dmc-apis/audio?subCategory=podcasts', /subCategory must be one of interviews, talks, radio, soundscapes; "podcasts" is not/)
    await expect400('/dmc-apis/audio?subCategory=brand-films', /subCategory must be one of/)
  })
})

describe('GET /dmc-apis/video', () => {
  it('lists the videos, newest year first, with our own thumbnails (9 a page by default)', async () => {
    const body = await list('/dmc-apis/video')
    expect(body.meta).toEqual({ page: 1, size: 9, total: 10, totalPages: 2 })
    expect(slugs(body.data)).toEqual(VIDEO.slice(0, 9))
    expect(slugs((await list('/dmc-apis/video?page=2')).data)).toEqual(VIDEO.slice(9))
    const ids = seedVideoIds()
    for (const video of body.data) {
      expect(video.thumbnail).toMatchObject({ url: expect.stringContaining('/api/media/file/'), width: 1280, height: 720 })
      // Each plays its seeded film with English and German captions; the first ones a YouTube id of SEED_VIDEO_IDS instead.
      expect(video.video_url).toMatch(/\/api\/media\/file\/dalumara-film-[a-z-]+\.webm$/)
      expect((video.captions as { language: string; url: string }[]).map((c) => [c.language, /\.vtt$/.test(c.url)])).toEqual([['en', true], ['de', true]])
      if (video.youtube_id !== null) expect(ids).toContain(video.youtube_id)
      expect(video.url).toBe(mediaItemUrl('video', { slug: video.slug, year: video.year as number, sub_category: String(video.sub_category) }))
    }
    expect(body.data.filter((video) => video.youtube_id !== null)).toHaveLength(Math.min(ids.length, body.data.length))
  })

  it('filters by year and by sub-category', async () => {
    expect(slugs((await list('/dmc-apis/video?subCategory=estates')).data)).toEqual(['inside-the-withering-lofts', 'forest-corridors-film', 'monsoon-on-malhena-film'])
    expect(slugs((await list('/dmc-apis/video?year=2023')).data)).toEqual(['seventy-years-in-tea', 'tea-lounge-opening'])
    expect(slugs((await list('/dmc-apis/video?year=2022&subCategory=brand-films')).data)).toEqual(['from-leaf-to-cup'])
  })

  it('answers 400 for a bad page, size, year or an unknown sub-category', async () => {
    await expect400('/dmc-apis/video?page=0', /page must be a whole number/)
    await expect400('/dmc-apis/video?size=x', /size must be a whole number/)
    await expect400('/dmc-apis/video?year=2101', /year must be a whole number from 1900 to 2100/)
    await expect400('/dmc-apis/video?subCategory=interviews', /subCategory must be one of brand-films, how-to, estates, events/)
  })
})

describe('GET /dmc-apis/images_download/{name} (the press kit)', () => {
  let tasting: AlbumImage[]
  let uva: AlbumImage[]

  beforeAll(async () => {
    tasting = (await get('/dmc-apis/images_by_name/the-tasting-room')).body.data.images
    uva = (await get('/dmc-apis/images_by_name/uva-quality-season')).body.data.images
  })

  const download = (slug: string, query: string) => fetch(url(`/dmc-apis/images_download/${slug}?${query}`))

  async function stored(image: AlbumImage): Promise<Uint8Array> {
    const response = await fetch(url(new URL(image.url).pathname))
    expect(response.status).toBe(200)
    return new Uint8Array(await response.arrayBuffer())
  }

  it('streams a zip of the chosen originals, byte for byte, with their captions', async () => {
    const [first, , third] = tasting
    const response = await download('the-tasting-room', `ids=${first!.id},${third!.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="the-tasting-room-press-kit.zip"')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files)).toEqual([first!.filename, third!.filename, 'captions.txt'])
    expect(files[first!.filename]).toEqual(await stored(first!))
    expect(files[third!.filename]).toEqual(await stored(third!))
    const captions = new TextDecoder().decode(files['captions.txt'])
    expect(captions).toContain('The Tasting Room in Colombo')
    expect(captions).toContain(first!.caption!)
    expect(captions).toContain(`Alt text: ${third!.alt}`)
  })

  it(`lets one client download ${pressKitLimit().max} press kits a minute (each up to 100 MB), then answers 429 with Retry-After`, async () => {
    const [first] = tasting
    const client = () => ({ 'x-forwarded-for': `10.93.${(Date.now() >> 8) & 255}.${Math.floor(Math.random() * 250) + 1}` })
    const from = (headers: Record<string, string>) => fetch(url(`/dmc-apis/images_download/the-tasting-room?ids=${first!.id}`), { headers })
    await inOneRateWindow(async () => {
      const headers = client()
      for (let i = 0; i < pressKitLimit().max; i++) {
        const response = await from(headers)
        expect(response.status).toBe(200)
        await response.arrayBuffer()
      }
      const refused = await from(headers)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).error).toEqual({ code: 'rate_limited', message: expect.stringMatching(/^Too many requests; please try again in \d+ seconds$/) })
      const other = await from(client())
      expect(other.status).toBe(200)
      await other.arrayBuffer()
    })
  })

  it('takes repeated ids parameters (a form of checkboxes) and each picture once', async () => {
    const [first, second] = tasting
    const response = await download('the-tasting-room', `lang=en&country=GLOBAL&ids=${second!.id}&ids=${first!.id}&ids=${second!.id}`)
    expect(response.status).toBe(200)
    expect(Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())))).toEqual([second!.filename, first!.filename, 'captions.txt'])
  })

  it('answers 400 without ids, for malformed ids and for pictures of another album', async () => {
    await expect400('/dmc-apis/images_download/the-tasting-room', /ids is required/)
    await expect400('/dmc-apis/images_download/the-tasting-room?ids=', /ids is required/)
    await expect400('/dmc-apis/images_download/the-tasting-room?ids=abc', /ids must be picture ids/)
    await expect400('/dmc-apis/images_download/the-tasting-room?ids=1.5', /ids must be picture ids/)
    await expect400(`/dmc-apis/images_download/the-tasting-room?ids=${tasting[0]!.id},${uva[0]!.id}`, new RegExp(`Not pictures of this album: ${uva[0]!.id}$`))
    await expect400('/dmc-apis/images_download/the-tasting-room?ids=999999999', /Not pictures of this album: 999999999/)
  })

  it('answers 404 for an unknown album', async () => {
    await expect404(`/dmc-apis/images_download/no-such-album?ids=${tasting[0]!.id}`, 'no-such-album')
  })

  it('answers 413 with a clear message when the originals exceed the cap, and 200 just under it', async () => {
    const cap = inject('pressKitMaxBytes')
    const payload = await testPayload()
    // Noise does not compress: each picture is about 60 % of the cap, so one fits and two do not.
    const side = Math.round(Math.sqrt((cap * 0.6) / 3))
    const pictures = await Promise.all(
      [1, 2].map(async (n) => {
        const data = await sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 80 } } })
          .png({ compressionLevel: 0 })
          .toBuffer()
        const name = `${unique('press-kit-noise-')}-${n}.png`
        return payload.create({ collection: 'media', data: { alt: `Noise ${n}`, country: 'GLOBAL' }, file: { data, mimetype: 'image/png', name, size: data.length }, context: { disableRevalidate: true } })
      }),
    )
    for (const picture of pictures) expect(picture.filesize!).toBeGreaterThan(cap / 2)
    for (const picture of pictures) expect(picture.filesize!).toBeLessThan(cap)
    const slug = unique('press-kit-cap-')
    // In a country of its own, so the GLOBAL lists above stay as seeded.
    await payload.create({
      collection: 'image-albums',
      data: { slug, country: 'IS', title: 'Noise', date: '2001-01-01T00:00:00.000Z', cover: pictures[0]!.id, images: pictures.map((picture) => ({ image: picture.id })), _status: 'published' },
      context: { disableRevalidate: true },
    })

    const one = await download(slug, `country=IS&ids=${pictures[0]!.id}`)
    expect(one.status).toBe(200)
    expect(Object.keys(unzipSync(new Uint8Array(await one.arrayBuffer())))).toEqual([pictures[0]!.filename, 'captions.txt'])

    const both = await download(slug, `country=IS&ids=${pictures.map((picture) => picture.id).join(',')}`)
    expect(both.status).toBe(413)
    expect(both.headers.get('content-type')).toContain('application/json')
    expect(await both.json()).toEqual({ error: { code: 'too_large', message: expect.stringMatching(/^The chosen pictures come to .+; a download may hold at most 3 MB\. Please choose fewer pictures\.$/) } })
    // GLOBAL does not see Iceland's album.
    await expect404(`/dmc-apis/images_download/${slug}?ids=${pictures[0]!.id}`, slug)
  })
})

describe('the media pages', () => {
  const page = async (path: string) => {
    const response = await fetch(url(path))
    return { status: response.status, html: await response.text() }
  }

  it('lists the albums with links to each album, and serves an album with its press-kit form', async () => {
    const list = await page(routes.media.images())
    expect(list.status).toBe(200)
    for (const slug of ALBUMS) expect(list.html).toContain(`href="${routes.media.images(slug)}"`)
    const album = await page(routes.media.images('the-tasting-room'))
    expect(album.status).toBe(200)
    expect(album.html).toContain('action="/dmc-apis/images_download/the-tasting-room"')
    expect(album.html.match(/name="ids"/g)).toHaveLength(10)
    expect((await page(routes.media.images('no-such-album'))).status).toBe(404)
  })

  it('renders a filtered audio or video list from its address (no JavaScript needed)', async () => {
    const audio = await page(`${routes.media.audios}?subCategory=soundscapes`)
    expect(audio.status).toBe(200)
    expect(audio.html.match(/id="audio-[a-z0-9-]+"/g)).toEqual(['id="audio-dawn-muster-at-kirikanda"', 'id="audio-rain-on-the-tin-roof"'])
    expect(audio.html).toMatch(/<audio controls="" preload="metadata"/)
    const video = await page(`${routes.media.videos}?year=2023`)
    expect(video.status).toBe(200)
    expect(video.html.match(/id="video-[a-z0-9-]+"/g)).toEqual(['id="video-seventy-years-in-tea"', 'id="video-tea-lounge-opening"'])
    expect(video.html).not.toMatch(/<iframe/)
  })
})

describe('GET /dmc-apis/search_items with a media folder', () => {
  it('searches the albums, the audio or the videos alone', async () => {
    const albums = await list('/dmc-apis/search_items?searchType=images&searchTerm=tasting%20room')
    expect(albums.data[0]).toMatchObject({ url: routes.media.images('the-tasting-room'), title: 'The Tasting Room in Colombo' })
    expect(albums.data.every((item) => item.url.startsWith(`${routes.media.images()}/`))).toBe(true)

    const audio = await list('/dmc-apis/search_items?searchType=audios&searchTerm=muster%20bell')
    expect(audio.data.map((item) => item.url)).toContain(mediaItemUrl('audio', { slug: 'dawn-muster-at-kirikanda', year: 2025, sub_category: 'soundscapes' }))
    expect(audio.data.every((item) => item.url.startsWith(`${routes.media.audios}?`))).toBe(true)

    const video = await list('/dmc-apis/search_items?searchType=videos&searchTerm=withering%20lofts')
    expect(video.data.map((item) => item.url)).toEqual([mediaItemUrl('video', { slug: 'inside-the-withering-lofts', year: 2025, sub_category: 'estates' })])
  })
})
