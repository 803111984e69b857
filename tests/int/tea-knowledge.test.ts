import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { EBook, Media, Page } from '@/payload-types'
import { groupGuideSections } from '@/blocks/BrewingGuide/rule-groups'
import { routes } from '@/routes'
import { seed } from '@/seed'
import { getSeedTestPayload } from './seed-helpers'

/** All About Tea's seeds and rules: the brewing guide's sections, the e-books with their files, and the book-source rule. */

type Block = NonNullable<Page['contents']>[number]

async function block<K extends Block['blockType']>(payload: Payload, path: string, type: K) {
  const { docs } = await payload.find({ collection: 'pages', depth: 1, locale: 'en', where: { path: { equals: path }, country: { equals: 'GLOBAL' } } })
  const found = docs[0]?.contents?.find((b): b is Extract<Block, { blockType: K }> => b.blockType === type)
  expect(found, `${path} has a ${type} block`).toBeTruthy()
  return found!
}

/** The seed's books (this file's own test books are named int-…). */
const seededBooks = async (payload: Payload) =>
  (await payload.find({ collection: 'e-books', depth: 1, locale: 'en', sort: 'order', pagination: false, where: { country: { equals: 'GLOBAL' } } })).docs.filter(
    (book) => !book.slug.startsWith('int-'),
  )

describe('All About Tea seeds', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await getSeedTestPayload()
    await seed(payload)
  }, 600_000)

  it('stores the brewing guide with content sections and seven rules, rule 1 in two sections', async () => {
    const guide = await block(payload, routes.allAboutTea.howToBrew, 'brewGuide')
    const parts = groupGuideSections(guide.sections ?? [])
    expect(parts.map((p) => p.kind)).toEqual(['content', 'rules', 'content'])
    const rules = parts[1]!.kind === 'rules' ? parts[1]!.groups : []
    expect(rules.map((g) => g.index)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(rules[0]!.sections.map((s) => s.header)).toEqual(['Start with fresh, cold water', 'Warm the pot first'])
    expect(rules[2]!.sections[0]!.sub_contents?.map((s) => s.header)).toEqual(['Black tea: 95 to 100 °C', 'Green tea: 70 to 80 °C', 'Herbal infusions: 100 °C'])
    for (const sub of rules[2]!.sections[0]!.sub_contents ?? []) expect((sub.image as Media).alt).toBeTruthy()
  })

  it('seeds the e-learning page and the e-books list page with its e-books block', async () => {
    const grid = await block(payload, routes.allAboutTea.schoolOfTeaELearning, 'cardGrid')
    expect(grid.items).toHaveLength(6)
    await block(payload, routes.allAboutTea.eBooks(), 'eBooks')
  })

  it('publishes six e-books in three sections, each with a cover and its own PDF, uploaded once even after a second seed', async () => {
    await seed(payload)
    const books = await seededBooks(payload)
    expect(books).toHaveLength(6)
    expect([...new Set(books.map((b) => b.section))]).toEqual(['Recipes and pairings', 'Stories from the tea country', 'Tea know-how'])
    for (const book of books) {
      expect(book._status, book.slug).toBe('published')
      expect((book.cover_image as Media).mimeType, book.slug).toMatch(/^image\//)
      expect((book.cover_image as Media).alt, book.slug).toMatch(/^Cover of “/)
      const file = book.book_file as Media
      expect(file.mimeType, book.slug).toBe('application/pdf')
      expect(file.filesize).toBeGreaterThan(500)
      expect((await payload.count({ collection: 'media', where: { filename: { equals: file.filename } } })).totalDocs, file.filename!).toBe(1)
    }
    expect(new Set(books.map((b) => (b.book_file as Media).id)).size).toBe(6)
  })

  it('refuses an e-book with neither a PDF nor an address, and takes one with an address only', async () => {
    const [first] = await seededBooks(payload)
    const data = {
      title: 'Integration book',
      slug: 'int-address-only',
      section: 'Tests',
      description: first!.description,
      cover_image: (first!.cover_image as Media).id,
      country: 'GLOBAL',
      _status: 'published',
    } as Omit<EBook, 'id' | 'createdAt' | 'updatedAt'>
    const context = { disableRevalidate: true }
    await expect(payload.create({ collection: 'e-books', data, context })).rejects.toThrow(/Link to the book/)
    await expect(payload.create({ collection: 'e-books', data: { ...data, book_url: '/not-absolute.pdf' }, context })).rejects.toThrow()
    const created = await payload.create({ collection: 'e-books', data: { ...data, book_url: 'https://books.example/int.pdf' }, context })
    expect(created.book_url).toBe('https://books.example/int.pdf')
    await payload.delete({ collection: 'e-books', id: created.id, context })
  })
})
