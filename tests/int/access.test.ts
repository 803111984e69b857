import { beforeAll, describe, expect, it } from 'vitest'
import { createPage, graphql, testPayload, unique, url } from './helpers'

/**
 * Anonymous reads of pages, where a published page has a newer unpublished edit. The walk over every
 * collection and global with every verb (writes, private collections, never-published drafts, the
 * /dmc-apis POSTs) is tests/int/access-walk.test.ts.
 */
const prefix = `/${unique('access')}`
let publishedId: number
let draftId: number

beforeAll(async () => {
  const payload = await testPayload()
  // A real installation has an editor; without one Payload would offer first-user registration.
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs === 0) {
    await payload.create({ collection: 'users', data: { email: `${unique('editor')}@example.com`, password: unique('pw-') } })
  }
  const published = await createPage({ title: 'Published access page', path: `${prefix}/published` })
  publishedId = published.id
  // A newer, unpublished edit of the published page.
  await payload.update({
    collection: 'pages',
    id: publishedId,
    draft: true,
    data: { title: 'Secret draft title' },
    context: { disableRevalidate: true },
  })
  const draft = await createPage({ title: 'Draft access page', path: `${prefix}/draft` }, { draft: true })
  draftId = draft.id
})

const restPages = async (query: string) => {
  const response = await fetch(url(`/api/pages?${query}`))
  expect(response.status).toBe(200)
  return (await response.json()) as { docs: { id: number; title: string }[] }
}

describe('anonymous reads of pages', () => {
  it('REST lists published pages only, with their published content', async () => {
    const { docs } = await restPages(`where[path][like]=${prefix}&limit=10`)
    expect(docs.map((d) => d.id)).toEqual([publishedId])
    expect(docs[0].title).toBe('Published access page')
  })

  it('REST does not reveal drafts, even when asked for them', async () => {
    const { docs } = await restPages(`where[path][like]=${prefix}&draft=true&limit=10`)
    expect(docs.map((d) => d.id)).not.toContain(draftId)
    expect(docs.map((d) => d.title)).not.toContain('Secret draft title')
    expect((await fetch(url(`/api/pages/${draftId}`))).status).toBe(404)
    expect((await fetch(url(`/api/pages/${draftId}?draft=true`))).status).toBe(404)
  })

  it('GraphQL lists published pages only', async () => {
    const query = `query ($p: String) { Pages(where: { path: { like: $p } }) { docs { id title } } }`
    const { body } = await graphql(query, { p: prefix })
    expect(body.errors).toBeUndefined()
    const docs = (body.data?.Pages as { docs: { id: number; title: string }[] }).docs
    expect(docs.map((d) => d.id)).toEqual([publishedId])
    expect(docs[0].title).toBe('Published access page')

    const drafts = await graphql(`query ($p: String) { Pages(draft: true, where: { path: { like: $p } }) { docs { id title } } }`, { p: prefix })
    const draftDocs = (drafts.body.data?.Pages as { docs: { id: number; title: string }[] } | undefined)?.docs ?? []
    expect(draftDocs.map((d) => d.id)).not.toContain(draftId)
    expect(draftDocs.map((d) => d.title)).not.toContain('Secret draft title')

    const single = await graphql(`query ($id: Int!) { Page(id: $id) { id title } }`, { id: draftId })
    expect(single.body.data?.Page ?? null).toBeNull()
  })
})
