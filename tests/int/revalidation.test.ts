import { describe, expect, it } from 'vitest'
import { keyTag } from '@/config/cache-tags'
import { editorToken, publishPage, saveDocument } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * Publishing revalidates per document, and a draft save revalidates nothing. Every tag
 * revalidation is recorded in the `cache_revalidations` table (src/lib/cache/shared-tags-cache-handler.mjs),
 * so the table says exactly which tags a save expired.
 */
type Revalidations = Map<string, number>

async function revalidations(tags: string[]): Promise<Revalidations> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'cache-revalidations', where: { tag: { in: tags } }, limit: tags.length })
  return new Map(docs.map((row) => [row.tag, row.at]))
}

const POLL_MS = 200
const TIMEOUT_MS = 8_000

async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`${what} within ${TIMEOUT_MS} ms; last: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
}

/** Waits until every tag was revalidated after `since` (its time in the table, or absent = never). */
const waitForRevalidation = (tags: string[], since: Revalidations) =>
  poll(`${tags.join(', ')} revalidated`, () => revalidations(tags), (now) => tags.every((tag) => (now.get(tag) ?? 0) > (since.get(tag) ?? 0)))

const page = async (path: string) => {
  const response = await fetch(url(path))
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-nextjs-cache') }
}

const savePage = (token: string, id: number | string, data: Record<string, unknown>, options?: { draft?: boolean }) =>
  saveDocument(token, 'pages', id, data, options)

/**
 * Publishes a document of another collection (the GLOBAL home page, which no content page reads)
 * and waits until its revalidation is recorded. The server handles the saves one after another
 * and records revalidations as each save ends, so once this one is in the table, anything an
 * earlier save had expired would be there too.
 */
async function barrier(token: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'home', where: { country: { equals: 'GLOBAL' } }, limit: 1 })
  const home = docs[0]
  expect(home).toBeDefined()
  const tag = keyTag('home', home!.id)
  const before = await revalidations([tag])
  await saveDocument(token, 'home', home!.id, { _status: 'published' })
  await waitForRevalidation([tag], before)
}

describe('revalidation', () => {
  it('expires nothing on a draft save of a published page, and refreshes the page on publish', async () => {
    const token = await editorToken()
    const path = `/${unique('revalidate-')}`
    const published = `Estate notes ${unique('published-')}`
    const draft = `Estate notes ${unique('draft-')}`
    const doc = await publishPage(token, { title: published, path })
    const tags = [keyTag('pages', path), keyTag('pages', doc.id)]
    // Each instance expires a publish's tags once more 2 s after it (the cache handler's grace for renders
    // that read just before the commit): wait that out, or the second read below may be a fresh render.
    await new Promise((resolve) => setTimeout(resolve, 3_000))

    // Rendered once, then served from the cache.
    expect((await page(path)).html).toContain(published)
    const cached = await page(path)
    expect(cached.html).toContain(published)
    expect(cached.cache).toBe('HIT')
    const beforeDraft = await revalidations(tags)

    await savePage(token, doc.id, { title: draft, _status: 'draft' }, { draft: true })
    await barrier(token)
    expect(await revalidations(tags)).toEqual(beforeDraft)
    const afterDraft = await page(path)
    expect(afterDraft.cache).toBe('HIT')
    expect(afterDraft.html).toContain(published)
    expect(afterDraft.html).not.toContain(draft)

    await savePage(token, doc.id, { title: draft, _status: 'published' })
    await waitForRevalidation(tags, beforeDraft)
    await poll('the published title on the page', () => page(path), (now) => now.html.includes(draft))
  })

  it('expires the old and the new path when a published page moves, and the path when it is unpublished', async () => {
    const token = await editorToken()
    const oldPath = `/${unique('moving-')}`
    const newPath = `/${unique('moved-')}`
    const title = `Tasting room ${unique('')}`
    const doc = await publishPage(token, { title, path: oldPath })
    expect((await page(oldPath)).html).toContain(title)
    // Next.js stores a rendered page as its stream ends, so the request right after may still render it once more.
    await poll('the page to be served from the cache', () => page(oldPath), (now) => now.cache === 'HIT')

    const tags = [keyTag('pages', oldPath), keyTag('pages', newPath)]
    const beforeMove = await revalidations(tags)
    await savePage(token, doc.id, { path: newPath, _status: 'published' })
    await waitForRevalidation(tags, beforeMove)
    await poll('the old path to stop serving the page', () => page(oldPath), (now) => now.status === 404)
    // The proxy routes the new path once its site index has refreshed (about two seconds).
    await poll('the new path to serve the page', () => page(newPath), (now) => now.html.includes(title))

    const beforeUnpublish = await revalidations([keyTag('pages', newPath)])
    await savePage(token, doc.id, { _status: 'draft' })
    await waitForRevalidation([keyTag('pages', newPath)], beforeUnpublish)
    await poll('the unpublished page to disappear', () => page(newPath), (now) => now.status === 404)
  })
})
