import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { copyForOverride, rowIdMap } from '@/cms/market-override/copy'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'path', type: 'text' },
  { name: 'overrides', type: 'ui', admin: { components: { Field: 'x#X' } } },
  { name: 'flag', type: 'text', virtual: true },
  { type: 'row', fields: [{ name: 'intro', type: 'textarea', localized: true }] },
  { name: 'seo', type: 'group', fields: [{ name: 'meta_title', type: 'text', localized: true }] },
  {
    name: 'items',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', localized: true },
      { name: 'links', type: 'array', fields: [{ name: 'url', type: 'text' }] },
    ],
  },
  {
    name: 'contents',
    type: 'blocks',
    blocks: [{ slug: 'text', fields: [{ name: 'body', type: 'textarea', localized: true }] }],
  },
  { name: 'createdAt', type: 'date' },
  { name: 'updatedAt', type: 'date' },
  { name: '_status', type: 'select', options: ['draft', 'published'] },
]

const source = (language: 'en' | 'de') => ({
  id: 7,
  title: language === 'en' ? 'Our teas' : 'Unsere Tees',
  path: '/teas',
  flag: 'lk.svg',
  intro: language === 'en' ? 'Grown high' : null,
  seo: { meta_title: language === 'en' ? 'Teas' : 'Tees' },
  items: [{ id: 'row-a', label: language === 'en' ? 'One' : 'Eins', links: [{ id: 'row-b', url: '/a' }] }],
  contents: [{ id: 'block-c', blockType: 'text', blockName: 'Lead', body: language === 'en' ? 'Hello' : 'Hallo' }],
  createdAt: '2024-01-01',
  updatedAt: '2024-02-01',
  _status: 'published',
})

const counter = () => {
  let n = 0
  return () => `new-${++n}`
}

describe('copyForOverride', () => {
  it('copies the stored fields without id, dates, status, ui and virtual fields', () => {
    const copy = copyForOverride(fields, source('en'), rowIdMap(counter()))
    expect(copy).toEqual({
      title: 'Our teas',
      path: '/teas',
      intro: 'Grown high',
      seo: { meta_title: 'Teas' },
      // A row's own rows are copied (and numbered) before it.
      items: [{ id: 'new-2', label: 'One', links: [{ id: 'new-1', url: '/a' }] }],
      contents: [{ id: 'new-3', blockType: 'text', blockName: 'Lead', body: 'Hello' }],
    })
  })

  it('gives a row the same new id in every language, so the second save fills the first save’s rows', () => {
    const rowId = rowIdMap(counter())
    const en = copyForOverride(fields, source('en'), rowId)
    const de = copyForOverride(fields, source('de'), rowId)
    expect((de.items as { id: string }[])[0]!.id).toBe((en.items as { id: string }[])[0]!.id)
    expect((de.contents as { id: string; body: string }[])[0]).toEqual({ id: 'new-3', blockType: 'text', blockName: 'Lead', body: 'Hallo' })
    expect(JSON.stringify(de)).not.toContain('row-a')
  })

  it('never reuses a source row id (the copy’s rows are new rows)', () => {
    const copy = copyForOverride(fields, source('en'), rowIdMap(counter()))
    expect(JSON.stringify(copy)).not.toMatch(/row-|block-c/)
  })

  it('keeps fields the source lacks out of the copy', () => {
    expect(copyForOverride(fields, { path: '/x' }, rowIdMap(counter()))).toEqual({ path: '/x' })
  })
})

describe('rowIdMap', () => {
  it('maps each source id to one new id and rows without an id to fresh ones', () => {
    const rowId = rowIdMap(counter())
    expect([rowId('a'), rowId('b'), rowId('a'), rowId(undefined), rowId(undefined)]).toEqual(['new-1', 'new-2', 'new-1', 'new-3', 'new-4'])
  })
})
