import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, bucket, picture, unique, uploadPicture, url, withToken, type MediaDoc } from './helpers'

/** An image album on S3 storage: its page's pictures load from the bucket, and the press kit zips the originals as stored. */
let slug: string
let pictures: MediaDoc[]

beforeAll(async () => {
  const admin = await adminToken()
  pictures = [await uploadPicture(admin, await picture(300)), await uploadPicture(admin, await picture(320)), await uploadPicture(admin, await picture(340))]
  slug = unique('press-day')
  const response = await fetch(url('/api/image-albums'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withToken(admin) },
    body: JSON.stringify({
      title: 'Press day at the estate',
      slug,
      date: '2026-05-01T00:00:00.000Z',
      country: 'GLOBAL',
      _status: 'published',
      cover: pictures[0]!.id,
      images: pictures.map((media, n) => ({ image: media.id, caption: `Picture ${n + 1}` })),
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
})

const download = (ids: number[]) => fetch(url(`/dmc-apis/images_download/${slug}?ids=${ids.join(',')}`))
const original = async (media: MediaDoc) => new Uint8Array((await bucket().read(`${bucket().prefix}/${media.filename}`))!)

/** Polls a site path until it answers 200 (the proxy learns of a new album within about two seconds). */
async function page(path: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(url(path))
    if (response.status === 200) return response.text()
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${path} did not answer 200`)
}

describe('an image album on S3 storage', () => {
  it('renders its page with pictures and original-file links that load from the bucket', async () => {
    const html = await page(`/media/images/${slug}`)
    const addresses = [...html.matchAll(/(?:src|href)="(\/(?:_next\/image|api\/media\/file)[^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
    for (const media of pictures) expect(addresses.some((address) => address.includes(encodeURIComponent(media.filename)) || address.includes(media.filename)), media.filename).toBe(true)
    for (const address of new Set(addresses)) {
      const response = await fetch(url(address), { headers: { accept: 'image/webp,*/*' } })
      expect(response.status, address).toBe(200)
      expect(response.headers.get('content-type'), address).toMatch(/^image\//)
    }
  })

  it('zips the chosen originals read from the bucket, byte for byte', async () => {
    const [first, , third] = pictures
    const response = await download([third!.id, first!.id])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files)).toEqual([third!.filename, first!.filename, 'captions.txt'])
    expect(files[third!.filename]).toEqual(await original(third!))
    expect(files[first!.filename]).toEqual(await original(first!))
  })

  it('answers 500 file_missing, before sending a byte, when an original is gone from the bucket', async () => {
    const second = pictures[1]!
    await bucket().remove(`${bucket().prefix}/${second.filename}`)
    const response = await download([second.id])
    expect(response.status).toBe(500)
    expect((await response.json()).error.code).toBe('file_missing')
  })
})
