import { describe, expect, it } from 'vitest'
import { userLogin } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * Version history with restore (issue 11): every save of a public record keeps a version, and
 * restoring one (the admin's "Restore this version", Payload's POST /api/{collection}/versions/{id})
 * brings its content back: on the live site too when it is restored as published.
 */
async function rest(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

type Version = { id: number | string; version: Record<string, unknown> }

async function versionsOf(token: string, collection: string, id: number | string): Promise<Version[]> {
  const { status, json } = await rest(token, 'GET', `/api/${collection}/versions?where[parent][equals]=${id}&sort=createdAt&limit=50&depth=0`)
  expect(status).toBe(200)
  return json.docs
}

async function waitForText(path: string, text: string): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < 10_000) {
    if ((await (await fetch(url(path))).text()).includes(text)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${path} did not show "${text}"`)
}

describe('version history', () => {
  it('restores an earlier version of a page, and the site shows it again', async () => {
    const { token } = await userLogin({ role: 'editor' })
    const path = `/${unique('versions-')}`
    const first = `The first harvest ${unique('')}`
    const second = `The second harvest ${unique('')}`
    const created = await rest(token, 'POST', '/api/pages', { title: first, path, country: 'GLOBAL', _status: 'published' })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    expect((await rest(token, 'PATCH', `/api/pages/${id}`, { title: second, _status: 'published' })).status).toBe(200)
    await waitForText(path, second)

    const earlier = (await versionsOf(token, 'pages', id)).find((v) => v.version.title === first)
    expect(earlier, 'the first version is kept').toBeTruthy()
    expect(earlier!.version.savedBy, 'a version names who saved it').toBe('Test Editor')
    const restored = await rest(token, 'POST', `/api/pages/versions/${earlier!.id}`)
    expect(restored.status).toBe(200)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'pages', id, depth: 0 })).title).toBe(first)
    await waitForText(path, first)
  })

  it('keeps the history of media (alt text) and markets, and restores it', async () => {
    const admin = await userLogin({ role: 'admin' })
    const payload = await testPayload()
    // A market of its own (disabled, so no visitor or other test sees it) to rename.
    const existing = (await payload.find({ collection: 'markets', where: { code: { equals: 'NO' } }, limit: 1, depth: 0 })).docs[0]
    const market =
      existing ?? (await payload.create({ collection: 'markets', data: { code: 'NO', name: 'Norway', languages: ['en'], sort: 98, enabled: false }, context: { disableRevalidate: true } }))
    // Each save keeps the state it wrote: two renames, then the first one comes back.
    const interim = `Norway and Svalbard ${unique('')}`
    expect((await rest(admin.token, 'PATCH', `/api/markets/${market.id}`, { name: interim })).status).toBe(200)
    expect((await rest(admin.token, 'PATCH', `/api/markets/${market.id}`, { name: `Norge ${unique('')}` })).status).toBe(200)
    const kept = (await versionsOf(admin.token, 'markets', market.id)).find((v) => v.version.name === interim)
    expect(kept, 'the replaced name is kept').toBeTruthy()
    expect((await rest(admin.token, 'POST', `/api/markets/versions/${kept!.id}`)).status).toBe(200)
    expect((await payload.findByID({ collection: 'markets', id: market.id, depth: 0 })).name).toBe(interim)

    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0, sort: '-id' })).docs[0]!
    const alt = media.alt
    expect((await rest(admin.token, 'PATCH', `/api/media/${media.id}`, { alt: `${alt} (draft wording)` })).status).toBe(200)
    expect((await rest(admin.token, 'PATCH', `/api/media/${media.id}`, { alt })).status).toBe(200)
    const mediaVersions = await versionsOf(admin.token, 'media', media.id)
    const wording = mediaVersions.find((v) => v.version.alt === `${alt} (draft wording)`)
    expect(wording, 'the replaced alt text is kept').toBeTruthy()
    expect((await rest(admin.token, 'POST', `/api/media/versions/${wording!.id}`)).status).toBe(200)
    expect((await payload.findByID({ collection: 'media', id: media.id, depth: 0 })).alt).toBe(`${alt} (draft wording)`)
    await payload.update({ collection: 'media', id: media.id, data: { alt }, overrideAccess: true })
  })
})
