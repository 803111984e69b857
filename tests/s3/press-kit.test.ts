import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, bucket, picture, unique, uploadPicture, url, withToken, type MediaDoc } from './helpers'

/** The album press kit on S3 storage: the zip holds the originals as the bucket stores them. */
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

describe('the press kit on S3 storage', () => {
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
