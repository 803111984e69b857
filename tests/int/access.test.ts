import { beforeAll, describe, expect, it } from 'vitest'
import { createPage, graphql, postJson, testPayload, unique, url } from './helpers'

/**
 * Anonymous visitors (issue section 4, Access): read published content only; never create,
 * update or delete; never read users, newsletter subscribers or rate-limit counters.
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

describe('anonymous writes', () => {
  it.each([
    ['pages', { title: 'Injected', path: `${prefix}/injected` }],
    ['home', { country: 'FR' }],
    ['media', { alt: 'Injected' }],
    ['newsletter-subscribers', { email: 'sneaky@example.com' }],
    ['rate-limits', { key: 'x', count: 0, windowStart: 0 }],
    ['users', { email: 'intruder@example.com', password: 'password123' }],
    ['search', { title: 'Injected', doc: { relationTo: 'pages', value: 1 } }],
  ])('REST refuses to create %s', async (collection, data) => {
    const response = await postJson(`/api/${collection}`, data)
    expect([401, 403]).toContain(response.status)
  })

  it('REST refuses first-user registration on an installed site', async () => {
    const response = await postJson('/api/users/first-register', { email: 'owner@example.com', password: 'password123' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('REST refuses to update or delete a page', async () => {
    const patch = await fetch(url(`/api/pages/${publishedId}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Defaced' }),
    })
    expect([401, 403]).toContain(patch.status)
    const del = await fetch(url(`/api/pages/${publishedId}`), { method: 'DELETE' })
    expect([401, 403]).toContain(del.status)
    const bulk = await fetch(url(`/api/pages?where[path][like]=${prefix}`), { method: 'DELETE' })
    expect([200, 401, 403]).toContain(bulk.status)
    const payload = await testPayload()
    const page = await payload.findByID({ collection: 'pages', id: publishedId })
    expect(page.title).toBe('Published access page')
  })

  it.each([
    ['createPage', `mutation { createPage(data: { title: "Injected", path: "${prefix}/gql" }) { id } }`],
    ['updatePage', `mutation { updatePage(id: ID_PLACEHOLDER, data: { title: "Defaced" }) { id } }`],
    ['deletePage', `mutation { deletePage(id: ID_PLACEHOLDER) { id } }`],
    ['createNewsletterSubscriber', `mutation { createNewsletterSubscriber(data: { email: "gql@example.com" }) { id } }`],
  ])('GraphQL refuses %s', async (_name, mutation) => {
    const { body } = await graphql(mutation.replace('ID_PLACEHOLDER', String(publishedId)))
    expect(body.errors?.length).toBeGreaterThan(0)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'pages', id: publishedId })).title).toBe('Published access page')
    expect((await payload.find({ collection: 'pages', where: { path: { equals: `${prefix}/gql` } } })).totalDocs).toBe(0)
  })

  it('/dmc-apis offers no write methods on its read calls', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(url('/dmc-apis/general_search?keyword=tea'), { method })
      expect(response.status).toBe(405)
    }
    const del = await fetch(url('/dmc-apis/newsletter_subscription'), { method: 'DELETE' })
    expect(del.status).toBe(405)
  })
})

describe('private collections', () => {
  it.each(['users', 'newsletter-subscribers', 'rate-limits'])('REST refuses to list %s', async (collection) => {
    const response = await fetch(url(`/api/${collection}`))
    expect([401, 403]).toContain(response.status)
  })

  it.each([
    ['Users', '{ Users { docs { email } } }'],
    ['NewsletterSubscribers', '{ NewsletterSubscribers { docs { email } } }'],
    ['RateLimits', '{ RateLimits { docs { key } } }'],
  ])('GraphQL refuses to list %s', async (_name, query) => {
    const { body } = await graphql(query)
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(body.data ?? {})).not.toContain('@')
  })
})
