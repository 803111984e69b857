import { describe, expect, it } from 'vitest'
import { url } from './helpers'

/**
 * HEAD on an upload (link checkers, download managers, `npm run crawl`): Payload's REST handler has no
 * HEAD endpoints, so it answered 404 for a file that exists. The route answers it as the GET would,
 * without the body (src/app/(payload)/api/[...slug]/route.ts).
 */
describe('HEAD /api/media/file/{name}', () => {
  it('answers like the GET, status and headers, with no body', async () => {
    const list = await fetch(url('/api/media?limit=1&depth=0&where[mimeType][equals]=application/pdf'))
    const [doc] = ((await list.json()) as { docs: { filename: string; filesize: number }[] }).docs
    expect(doc, 'the seed has a PDF upload').toBeTruthy()
    const address = url(`/api/media/file/${encodeURIComponent(doc!.filename)}`)
    const get = await fetch(address)
    const head = await fetch(address, { method: 'HEAD' })
    expect(get.status).toBe(200)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect(head.headers.get('accept-ranges')).toBe(get.headers.get('accept-ranges'))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    expect((await get.arrayBuffer()).byteLength).toBe(doc!.filesize)
  })

  it('still answers 404 for a path that is no endpoint', async () => {
    expect((await fetch(url('/api/no-such-collection/file/x.pdf'), { method: 'HEAD' })).status).toBe(404)
  })
})
