import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findList, findOne } from '@/data/content'
import type { Locale } from '@/config/variant'
import { createPage, testPayload, unique } from './helpers'

/**
 * The one read path (src/data/content.ts) on the real database: the country rule, the list rule
 * and the language fallback, as pages, /dmc-apis and search use them.
 */
const prefix = `/${unique('read')}`
const ids: number[] = []
const variant = (country: string, locale: Locale = 'en') => ({ country, locale })
const page = (path: string, country: string, locale: Locale = 'en') =>
  findOne({ collection: 'pages', variant: variant(country, locale), key: { field: 'path', value: `${prefix}/${path}` }, depth: 0 })
const titles = async (country: string) =>
  (await findList({ collection: 'pages', variant: variant(country), keyField: 'path', where: { path: { like: prefix } }, sort: 'path', depth: 0 })).docs.map(
    (d) => d.title,
  )

beforeAll(async () => {
  const payload = await testPayload()
  const make = async (slug: string, title: string, country = 'GLOBAL') =>
    ids.push((await createPage({ title, path: `${prefix}/${slug}`, country: country as 'GLOBAL' })).id)
  await make('assam', 'Assam at dawn')
  await make('kandy', 'Kandy hills')
  await make('kandy', 'Kandy hills, as Sri Lanka tells it', 'LK')
  await make('nuwara', 'Only in Sri Lanka', 'LK')
  await make('perth', 'Only in Australia', 'AU')
  // German for one page only: the others fall back to English.
  await payload.update({ collection: 'pages', id: ids[0], locale: 'de', data: { title: 'Assam im Morgengrauen' }, context: { disableRevalidate: true } })
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'pages', where: { id: { in: ids } }, context: { disableRevalidate: true } })
})

describe('reading one document by key', () => {
  it("answers the country's own record", async () => {
    expect((await page('kandy', 'LK'))?.title).toBe('Kandy hills, as Sri Lanka tells it')
  })

  it('falls back to GLOBAL, also for a country that is not a market', async () => {
    expect((await page('kandy', 'GLOBAL'))?.title).toBe('Kandy hills')
    expect((await page('kandy', 'DE'))?.title).toBe('Kandy hills')
  })

  it("never answers another country's record", async () => {
    expect(await page('perth', 'LK')).toBeNull()
    expect(await page('perth', 'GLOBAL')).toBeNull()
    expect((await page('perth', 'AU'))?.title).toBe('Only in Australia')
  })

  it('answers in the language asked for, with English filling gaps', async () => {
    expect((await page('assam', 'GLOBAL', 'de'))?.title).toBe('Assam im Morgengrauen')
    expect((await page('kandy', 'GLOBAL', 'de'))?.title).toBe('Kandy hills')
    expect((await page('assam', 'GLOBAL', 'en'))?.title).toBe('Assam at dawn')
  })
})

describe('reading a list', () => {
  it("shows a country its own items plus the GLOBAL items it has not overridden", async () => {
    expect(await titles('LK')).toEqual(['Assam at dawn', 'Kandy hills, as Sri Lanka tells it', 'Only in Sri Lanka'])
  })

  it('shows GLOBAL items only to GLOBAL and to countries without content', async () => {
    expect(await titles('GLOBAL')).toEqual(['Assam at dawn', 'Kandy hills'])
    expect(await titles('DE')).toEqual(['Assam at dawn', 'Kandy hills'])
  })

  it('counts the same items it lists', async () => {
    const { total, docs } = await findList({ collection: 'pages', variant: variant('LK'), keyField: 'path', where: { path: { like: prefix } }, size: 2, depth: 0 })
    expect(total).toBe(3)
    expect(docs).toHaveLength(2)
  })
})
