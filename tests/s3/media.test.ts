import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { mediaSrc } from '@/lib/media/media-url'
import { bucket, localFiles, picture, tokenFor, uploadPicture, url, withToken, type MediaDoc } from './helpers'

/** The media library on S3 storage: an editor's upload lands in the bucket, is served from it, and leaves it when deleted. */
let editor: string
let original: Buffer
let doc: MediaDoc

const keyOf = (filename: string) => `${bucket().prefix}/${filename}`

beforeAll(async () => {
  editor = await tokenFor('editor')
  original = await picture(800)
  doc = await uploadPicture(editor, original)
})

describe('media uploads on S3 storage', () => {
  it('stores the original in the bucket under the prefix, and no resized copies', async () => {
    expect(doc.prefix).toBe(bucket().prefix)
    expect(doc.sizes ?? {}).toEqual({})
    expect(await bucket().read(keyOf(doc.filename))).toEqual(original)
  })

  it('writes nothing to the local disk', () => {
    expect(localFiles()).toEqual([])
  })

  it('serves the original from the bucket at its /api/media/file URL', async () => {
    // The storage plugin adds the object's prefix, so Payload's file route finds the key without guessing.
    expect(mediaSrc(doc.url)).toBe(`/api/media/file/${doc.filename}?prefix=${bucket().prefix}`)
    const response = await fetch(url(mediaSrc(doc.url)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(original)
  })

  it('answers a range request (how browsers play audio and video) with just those bytes', async () => {
    const response = await fetch(url(mediaSrc(doc.url)), { headers: { range: 'bytes=0-99' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${original.length}`)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(original.subarray(0, 100))
  })

  it('gives the admin a thumbnail made from the original in the bucket and kept beside it', async () => {
    const response = await fetch(url(doc.thumbnailURL!))
    expect(response.status).toBe(200)
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 384 })
    expect(await bucket().read(keyOf(`_sizes/${doc.filename}/384.webp`))).not.toBeNull()
  })

  it('serves the size of the original the pages ask for', async () => {
    const response = await fetch(url(`/img/${encodeURIComponent(doc.filename!)}/640.webp`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640 })
  })

  it('answers 404 for a name the bucket does not hold', async () => {
    expect((await fetch(url('/api/media/file/no-such-picture.png'))).status).toBe(404)
  })

  it('removes the original and its sizes from the bucket when the record is deleted', async () => {
    const other = await uploadPicture(editor, await picture(500))
    expect((await fetch(url(`/img/${other.filename}/96.webp`))).status).toBe(200)
    expect(await bucket().read(keyOf(`_sizes/${other.filename}/96.webp`))).not.toBeNull()
    const response = await fetch(url(`/api/media/${other.id}`), { method: 'DELETE', headers: withToken(editor) })
    expect(response.status).toBe(200)
    expect(await bucket().read(keyOf(other.filename))).toBeNull()
    expect(await bucket().read(keyOf(`_sizes/${other.filename}/96.webp`))).toBeNull()
    expect((await fetch(url(`/api/media/file/${other.filename}`))).status).toBe(404)
    // With the prefix in the query Payload looks the record up first, and answers a missing one with 403.
    expect((await fetch(url(mediaSrc(other.url)))).status).toBe(403)
  })
})
