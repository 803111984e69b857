import { describe, expect, it } from 'vitest'
import { PUBLIC_READ_MAX } from '@/cms/public-api-guards'
import { editorToken } from './editor'
import { graphql, url } from './helpers'

/** Media has more published documents than the cap in the seed (the test checks that first). */
const COLLECTION = 'media'

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(`/api/${COLLECTION}?depth=0&${query}`), { headers })
  expect(response.status).toBe(200)
  return (await response.json()) as { docs: unknown[]; totalDocs: number; limit: number }
}

describe('anonymous reads through Payload’s REST and GraphQL are capped', () => {
  it.each([
    ['limit=0', 'limit=0'],
    ['a negative limit', 'limit=-1'],
    ['a huge limit', 'limit=100000'],
    ['pagination=false', 'pagination=false'],
  ])('%s gives one page of at most the cap', async (_case, query) => {
    const { docs, totalDocs } = await list(query)
    expect(totalDocs, 'the seed has more documents than the cap').toBeGreaterThan(PUBLIC_READ_MAX)
    expect(docs).toHaveLength(PUBLIC_READ_MAX)
  })

  it('leaves an ordinary limit alone', async () => {
    expect((await list('limit=7')).docs).toHaveLength(7)
  })

  it('caps GraphQL’s limit: -1 too', async () => {
    const { status, body } = await graphql('{ allMedia(limit: -1) { totalDocs docs { id } } }')
    expect(status).toBe(200)
    const result = body.data?.allMedia as { totalDocs: number; docs: unknown[] }
    expect(result.totalDocs).toBeGreaterThan(PUBLIC_READ_MAX)
    expect(result.docs).toHaveLength(PUBLIC_READ_MAX)
  })

  it('lets a signed-in editor list everything, as the admin may', async () => {
    const token = await editorToken()
    const { docs, totalDocs } = await list('limit=0', { Authorization: `JWT ${token}` })
    expect(docs).toHaveLength(totalDocs)
  })
})

describe('an id that is not a whole number', () => {
  it.each(['abc', 'a%2fb', '1e400', '%F0%9F%8D%B5'])('GET /api/pages/%s answers 404 with a JSON error, not 500', async (id) => {
    const response = await fetch(url(`/api/pages/${id}`))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('leaves /api/users/me (a named endpoint, not an id) alone', async () => {
    const response = await fetch(url('/api/users/me'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ user: null })
  })
})
