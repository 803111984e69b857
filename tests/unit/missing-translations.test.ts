import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { RECORDS_PER_COLLECTION, missingTranslations } from '@/cms/translations/missing'

type Args = { collection: string; where?: unknown; locale?: string; limit?: number; select?: Record<string, boolean> }

/** A Payload stand-in: one content collection (news), one that is not (markets are read for their languages). */
function fakePayload(newsDocs: Record<string, unknown>[], totalDocs = newsDocs.length) {
  const calls: Args[] = []
  const payload = {
    config: {
      collections: [
        {
          slug: 'news',
          custom: { contentKey: 'slug' },
          admin: { useAsTitle: 'title' },
          labels: { plural: 'News' },
          fields: [
            { name: 'title', type: 'text', localized: true },
            { name: 'slug', type: 'text' },
            { name: 'body', type: 'textarea', localized: true },
            { name: 'country', type: 'select', options: [] },
          ],
        },
        { slug: 'users', admin: {}, fields: [{ name: 'bio', type: 'text', localized: true }] },
      ],
    },
    find: async (args: Args) => {
      calls.push(args)
      if (args.collection === 'markets') {
        return { docs: [{ code: 'GLOBAL', languages: ['en', 'de'] }, { code: 'LK', languages: ['en'] }, { code: 'DE', languages: ['de', 'en'] }] }
      }
      if (args.collection === 'news') return { docs: newsDocs, totalDocs }
      throw new Error(`read ${args.collection}`)
    },
  }
  return { payload: payload as unknown as Payload, calls }
}

const news = (id: number, country: string, de: string | null) => ({ id, slug: `n-${id}`, country, title: { en: `News ${id}`, de }, body: { en: 'Text', de } })

describe('missingTranslations', () => {
  it('lists the published records untranslated in each language their market offers, read in every locale', async () => {
    const { payload, calls } = fakePayload([news(1, 'GLOBAL', null), news(2, 'GLOBAL', 'Übersetzt'), news(3, 'LK', null), news(4, 'DE', null)])
    const { byLocale, cut } = await missingTranslations(payload, null, ['de'])
    expect(byLocale).toEqual([
      {
        locale: 'de',
        records: [
          { collection: 'news', collectionLabel: 'News', id: 1, title: 'News 1', country: 'GLOBAL', fields: ['title', 'body'], outdated: [] },
          { collection: 'news', collectionLabel: 'News', id: 4, title: 'News 4', country: 'DE', fields: ['title', 'body'], outdated: [] },
        ],
      },
    ])
    expect(cut).toEqual([])
    const read = calls.find((c) => c.collection === 'news')!
    expect(read).toMatchObject({ locale: 'all', where: { _status: { equals: 'published' } }, limit: RECORDS_PER_COLLECTION })
    expect(Object.keys(read.select!).sort()).toEqual(['body', 'country', 'slug', 'title', 'translationsDue'])
    expect(calls.some((c) => c.collection === 'users'), 'only content collections are read').toBe(false)
  })

  it('lists the translated fields whose English changed since, in words; a due field left empty counts as untranslated', async () => {
    const due = { translationsDue: { de: ['body', 'title'] } }
    const { payload } = fakePayload([
      { ...news(1, 'GLOBAL', 'Übersetzt'), ...due },
      { ...news(2, 'GLOBAL', 'Übersetzt'), ...due, title: { en: 'News 2', de: null } },
      news(3, 'GLOBAL', 'Übersetzt'),
    ])
    const [{ records }] = (await missingTranslations(payload, null, ['de'])).byLocale
    expect(records.map(({ id, fields, outdated }) => ({ id, fields, outdated }))).toEqual([
      { id: 1, fields: [], outdated: ['title', 'body'] },
      { id: 2, fields: ['title'], outdated: ['body'] },
    ])
  })

  it('says which collections had more published records than it read', async () => {
    const { payload } = fakePayload([news(1, 'GLOBAL', 'Ja')], RECORDS_PER_COLLECTION + 7)
    expect((await missingTranslations(payload, null, ['de'])).cut).toEqual([{ collectionLabel: 'News', total: RECORDS_PER_COLLECTION + 7 }])
  })
})
