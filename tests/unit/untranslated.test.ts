import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { fieldPathWords, isFilled, localizedTopLevelFields, untranslatedFields } from '@/cms/translations/untranslated'

const paragraph = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: text ? [{ type: 'text', text }] : [] }] } })

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'path', type: 'text' },
  { name: 'body', type: 'richText', localized: true },
  { type: 'collapsible', label: 'More', fields: [{ name: 'intro', type: 'textarea', localized: true }] },
  { name: 'seo', type: 'group', fields: [{ name: 'meta_title', type: 'text', localized: true }, { name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'items', type: 'array', fields: [{ name: 'label', type: 'text', localized: true }, { name: 'url', type: 'text' }] },
  { name: 'contents', type: 'blocks', blocks: [{ slug: 'quote', fields: [{ name: 'quote', type: 'textarea', localized: true }] }] },
  { name: 'faq', type: 'array', localized: true, fields: [{ name: 'q', type: 'text' }] },
  { name: 'summary', type: 'text', localized: true, virtual: true },
]

/** A document as the Local API reads it with locale 'all'. */
const doc = {
  id: 1,
  title: { en: 'Assam', de: 'Assam' },
  path: '/assam',
  body: { en: paragraph('Malty'), de: paragraph('') },
  intro: { en: 'Bold', de: '   ' },
  seo: { meta_title: { en: 'Assam tea' }, image: 4 },
  items: [
    { id: 'a', label: { en: 'Leaf', de: 'Blatt' }, url: '/a' },
    { id: 'b', label: { en: 'Cup', de: null }, url: '/b' },
  ],
  contents: [{ id: 'c', blockType: 'quote', quote: { en: 'Strong', de: '' } }],
  faq: { en: [{ id: 'f', q: 'Why?' }], de: [] },
  summary: { en: 'x' },
}

describe('untranslatedFields', () => {
  it('lists the localized fields filled in English and empty in German, at any depth', () => {
    expect(untranslatedFields(fields, doc, 'de', 'en')).toEqual([
      ['body'],
      ['intro'],
      ['seo', 'meta_title'],
      ['items', 1, 'label'],
      ['contents', 0, 'quote'],
      ['faq'],
    ])
  })

  it('lists nothing for a fully translated document', () => {
    const translated = {
      ...doc,
      body: { en: paragraph('Malty'), de: paragraph('Malzig') },
      intro: { en: 'Bold', de: 'Kräftig' },
      seo: { meta_title: { en: 'Assam tea', de: 'Assam-Tee' } },
      items: [{ id: 'b', label: { en: 'Cup', de: 'Tasse' } }],
      contents: [{ id: 'c', blockType: 'quote', quote: { en: 'Strong', de: 'Stark' } }],
      faq: { en: [{ id: 'f', q: 'Why?' }], de: [{ id: 'g', q: 'Warum?' }] },
    }
    expect(untranslatedFields(fields, translated, 'de', 'en')).toEqual([])
  })

  it('does not ask for a translation of what English leaves empty', () => {
    expect(untranslatedFields(fields, { title: { en: '', de: '' }, intro: { en: null } }, 'de', 'en')).toEqual([])
  })
})

describe('isFilled', () => {
  it('tells empty rich text, blank text and empty rows from content', () => {
    expect(isFilled(paragraph(''))).toBe(false)
    expect(isFilled(paragraph(' '))).toBe(false)
    expect(isFilled(paragraph('Tea'))).toBe(true)
    expect(isFilled({ root: { type: 'root', children: [{ type: 'upload', value: 3 }] } })).toBe(true)
    expect(isFilled('  ')).toBe(false)
    expect(isFilled([])).toBe(false)
    expect(isFilled({ id: 'x', blockType: 'quote' })).toBe(false)
    expect(isFilled(0)).toBe(true)
    expect(isFilled(false)).toBe(false)
  })
})

describe('localizedTopLevelFields', () => {
  it('names the top-level fields that hold a localized field, through layout fields', () => {
    expect(localizedTopLevelFields(fields)).toEqual(['title', 'body', 'intro', 'seo', 'items', 'contents', 'faq'])
  })
})

describe('fieldPathWords', () => {
  const labelled: Field[] = [
    { name: 'title', type: 'text', label: { en: 'Title', de: 'Titel' } },
    { name: 'items', type: 'array', label: 'Explore tiles', fields: [{ type: 'row', fields: [{ name: 'link_text', type: 'text', label: { en: 'Link text', de: 'Linktext' } }] }] },
    { name: 'contents', type: 'blocks', label: 'Contents', blocks: [{ slug: 'quote', labels: { singular: { en: 'Quote', de: 'Zitat' }, plural: 'Quotes' }, fields: [{ name: 'quote', type: 'textarea', label: 'Quote text' }] }] },
  ]
  const data = { items: [{ link_text: {} }, { link_text: {} }], contents: [{ blockType: 'quote' }] }

  it('names each step by its label, rows counted from 1 and block rows by their block', () => {
    expect(fieldPathWords(labelled, data, ['items', 1, 'link_text'])).toBe('Explore tiles 2 › Link text')
    expect(fieldPathWords(labelled, data, ['contents', 0, 'quote'])).toBe('Contents › Quote 1 › Quote text')
    expect(fieldPathWords(labelled, data, ['contents', 0, 'quote'], 'de')).toBe('Contents › Zitat 1 › Quote text')
    expect(fieldPathWords(labelled, data, ['title'], 'de')).toBe('Titel')
  })

  it('shows a name the fields do not know as it is', () => {
    expect(fieldPathWords(labelled, data, ['gone'])).toBe('gone')
  })
})
