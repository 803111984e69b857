import type { CollectionBeforeChangeHook, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { changedTexts, nextTranslationsDue, recordTranslationsDue } from '@/cms/translations/needs-update'

const paragraph = (text: string, format = 0) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text, format }] }] } })

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'path', type: 'text' },
  { name: 'body', type: 'richText', localized: true },
  { name: 'image', type: 'upload', relationTo: 'media', localized: true },
  { name: 'contents', type: 'blocks', blocks: [{ slug: 'quote', fields: [{ name: 'quote', type: 'textarea', localized: true }] }] },
]

/** One language's document, as a save in that language holds it. */
const english = {
  title: 'Assam',
  path: '/assam',
  body: paragraph('Malty'),
  image: 4,
  contents: [
    { id: 'a', blockType: 'quote', quote: 'Strong' },
    { id: 'b', blockType: 'quote', quote: 'Bright' },
  ],
}

describe('changedTexts', () => {
  it('names the translated fields whose text a save changes, rows by their ids', () => {
    const after = { ...english, title: 'Assam second flush', contents: [english.contents[0], { ...english.contents[1], quote: 'Brisk' }] }
    expect(changedTexts(fields, english, after)).toEqual(['title', 'contents.#b.quote'])
  })

  it('ignores what translators do not write: shared fields, pictures, formatting, moved rows, new rows and fields not sent', () => {
    const after = {
      path: '/assam-tea',
      image: 5,
      body: paragraph('Malty', 1),
      contents: [english.contents[1], english.contents[0], { id: 'c', blockType: 'quote', quote: 'New' }],
    }
    expect(changedTexts(fields, english, after)).toEqual([])
  })
})

describe('nextTranslationsDue', () => {
  it('makes an English change due in every other language, and a change in that language settles it', () => {
    const due = nextTranslationsDue(null, 'en', ['title', 'body'], ['en', 'de', 'fr'])
    expect(due).toEqual({ de: ['body', 'title'], fr: ['body', 'title'] })
    expect(nextTranslationsDue(due, 'de', ['title'], ['en', 'de', 'fr'])).toEqual({ de: ['body'], fr: ['body', 'title'] })
    expect(nextTranslationsDue({ de: ['title'] }, 'de', ['title'], ['en', 'de'])).toBeNull()
  })

  it('keeps what is due when a save changes nothing, and reads anything else as nothing due', () => {
    expect(nextTranslationsDue({ de: ['title'] }, 'en', [], ['en', 'de'])).toEqual({ de: ['title'] })
    expect(nextTranslationsDue('junk', 'en', [], ['en', 'de'])).toBeNull()
  })
})

describe('recordTranslationsDue', () => {
  const save = (locale: string, data: Record<string, unknown>, originalDoc: Record<string, unknown>, operation = 'update') =>
    (recordTranslationsDue as (args: unknown) => Record<string, unknown>)({ collection: { fields }, data, originalDoc, operation, req: { locale } } as Parameters<CollectionBeforeChangeHook>[0])

  it('records an English change against the document as it was, whatever the form sent', () => {
    const data = save('en', { ...english, title: 'Assam gold', translationsDue: null }, { ...english, translationsDue: { de: ['body'] } })
    expect(data.translationsDue).toEqual({ de: ['body', 'title'] })
  })

  it('settles the German fields a German save changes, and records nothing on create', () => {
    const german = { ...english, title: 'Assam', body: paragraph('Malzig'), translationsDue: { de: ['body', 'title'] } }
    expect(save('de', { ...german, body: paragraph('Kräftig malzig') }, german).translationsDue).toEqual({ de: ['title'] })
    expect(save('en', { title: 'New' }, {}, 'create').translationsDue).toBeUndefined()
  })
})
