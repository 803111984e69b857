import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PICTURE_WIDTHS } from '@/config/images'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { mediaUses, tableOf } from '@/cms/admin/media-usage'
import { editorToken } from './editor'
import { createPage, testPayload, unique, url } from './helpers'

/** Issue 11, media library: what an editor's upload through the admin's REST API meets. */
let token: string
const created: number[] = []

beforeAll(async () => {
  token = await editorToken()
})

afterAll(async () => {
  const payload = await testPayload()
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => {})
})

async function upload(file: Blob, name: string, alt?: string) {
  const form = new FormData()
  form.append('file', file, name)
  if (alt !== undefined) form.append('_payload', JSON.stringify({ alt }))
  const response = await fetch(url('/api/media'), { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  const json = (await response.json()) as { doc?: { id: number; filename?: string; focalX?: number; sizes?: Record<string, unknown>; thumbnailURL?: string | null }; errors?: { message: string; data?: unknown }[] }
  if (json.doc?.id) created.push(json.doc.id)
  return { status: response.status, json }
}

const picture = async (side: number, noise = false) =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: side, height: side, channels: 3, background: '#3a6b35', ...(noise ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 80 } } : {}) } })
        .png()
        .toBuffer(),
    ),
  ], { type: 'image/png' })

/** A PNG of about `megabytes` (random pixels do not compress), made from a little more raw data than that. */
async function noisePicture(megabytes: number): Promise<Blob> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 2.8))
  return picture(side, true)
}

describe('uploads to the media library', () => {
  it('takes a picture with alt text and a focal point, storing the original alone, with a thumbnail made on first request before its sizes are ready', async () => {
    const { status, json } = await upload(await picture(600), `${unique('leaf')}.png`, 'A green square standing in for a tea leaf')
    expect(status, JSON.stringify(json.errors)).toBe(201)
    expect(json.doc?.focalX).toBe(50)
    expect(json.doc?.sizes ?? {}).toEqual({})
    expect(json.doc?.thumbnailURL).toMatch(/^\/img\/leaf[^/]*\.png\/384\.webp$/)
    const thumbnail = await fetch(url(json.doc!.thumbnailURL!))
    expect(thumbnail.status).toBe(200)
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 384 })
  })

  it('makes every size of a new picture in the background, serves them as files, and deletes them with the picture', { timeout: 120_000 }, async () => {
    const { status, json } = await upload(await picture(900), `${unique('sizes')}.png`, 'A green square standing in for a tea garden')
    expect(status, JSON.stringify(json.errors)).toBe(201)
    const filename = json.doc!.filename!
    const sizes = path.join(inject('serverSettings').MEDIA_DIR!, '_sizes', filename)
    // The servers' queue looks every second here (a start-up sweep of the seed's pictures may run first, 50 s at
    // most); the upload answered before any size was made.
    await expect.poll(() => existsSync(path.join(sizes, 'complete')), { timeout: 90_000, interval: 250 }).toBe(true)
    const made = readdirSync(sizes).sort()
    for (const width of PICTURE_WIDTHS) {
      const response = await fetch(url(`/img/${filename}/${width}.webp`))
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: Math.min(width, 900) })
    }
    // A made-up query string is the same file, and no width the pages never ask for is made.
    expect((await fetch(url(`/img/${filename}/640.webp?x=1`))).status).toBe(200)
    expect((await fetch(url(`/img/${filename}/641.webp`))).status).toBe(404)
    expect((await fetch(url(`/img/${filename}/640.avif`))).status).toBe(404)
    expect(readdirSync(sizes).sort()).toEqual(made)

    const deleted = await fetch(url(`/api/media/${json.doc!.id}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    expect(deleted.status).toBe(200)
    expect(existsSync(sizes)).toBe(false)
    expect((await fetch(url(`/img/${filename}/640.webp`))).status).toBe(404)
  })

  it('refuses a picture without alt text, naming the field', async () => {
    const { status, json } = await upload(await picture(40), `${unique('no-alt')}.png`)
    expect(status).toBe(400)
    expect(JSON.stringify(json.errors)).toMatch(/alt/i)
  })

  it('refuses an SVG (it can carry script and would be served from the site’s own origin)', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' })
    const { status, json } = await upload(svg, `${unique('logo')}.svg`, 'A logo')
    expect(status).toBe(400)
    expect(json.errors?.[0]?.message).toMatch(/file type|not allowed|invalid/i)
  })

  it('takes a picture over Next.js’s 10 MB proxy body limit, within the setting', async () => {
    const limitMB = inject('mediaMaxUploadMB')
    const large = await noisePicture(15)
    expect(large.size, 'the picture is between 10 MB and the limit').toBeGreaterThan(10 * 1024 * 1024)
    expect(large.size).toBeLessThan(limitMB * 1024 * 1024)
    const { status, json } = await upload(large, `${unique('large')}.png`, 'Noise')
    expect(status, JSON.stringify(json.errors)).toBe(201)
  })

  it('refuses a file over the limit with a message that says how large it was and what the limit is', async () => {
    const limitMB = inject('mediaMaxUploadMB')
    const huge = await noisePicture(25)
    expect(huge.size, 'the picture is over the limit').toBeGreaterThan(limitMB * 1024 * 1024)
    const { status, json } = await upload(huge, `${unique('huge')}.png`, 'Noise')
    expect(status).toBe(413)
    expect(json.errors?.[0]?.message).toMatch(new RegExp(`is ${(huge.size / 1024 / 1024).toFixed(0)} MB; uploads are limited to ${limitMB} MB`))
  })
})

describe('where a picture is used', () => {
  it('finds every record that shows it, however deep the field: a group, a block, an array inside a block', async () => {
    const { status, json } = await upload(await picture(48), `${unique('used')}.png`, 'Tea pickers at dawn')
    expect(status).toBe(201)
    const media = json.doc!.id
    const shared = await createPage({ title: 'Shared picture', path: `/${unique('where-used-')}`, seo: { share_image: media } })
    const inBlock = await createPage({ title: 'Block picture', path: `/${unique('where-used-')}`, contents: [{ blockType: 'content', image: media }] } as never)
    const inSlide = await createPage({ title: 'Slide picture', path: `/${unique('where-used-')}`, contents: [{ blockType: 'slider', slides: [{ image: media }] }] } as never)
    await createPage({ title: 'No picture', path: `/${unique('where-used-')}` })

    const payload = await testPayload()
    const uses = await mediaUses(payload, media)
    expect([...(uses.get(tableOf(payload, 'pages')) ?? [])].sort()).toEqual([shared.id, inBlock.id, inSlide.id].sort())
    expect([...uses.keys()]).toEqual([tableOf(payload, 'pages')])
    for (const page of [shared, inBlock, inSlide]) await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true, context: { disableRevalidate: true } })
    expect((await mediaUses(payload, media)).size).toBe(0)
  })
})
