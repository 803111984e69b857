import { beforeAll, describe, expect, it } from 'vitest'
import { bookUrl, letterUrl } from '@/lib/tea-inspired/letter-links'
import { routes } from '@/routes'
import { teaInspiredLetterPages } from '@/seed/content/tea-inspired-letters'
import { inspirationBookSeeds } from '@/seed/inspiration-books'
import { letterSeeds } from '@/seed/letters'
import { url } from './helpers'

/**
 * Tea Inspired's letters and books over HTTP against the seeded server. One collection of letters
 * has two pages with different jobs: the archive (every letter in full, at its anchor) and the
 * curated page (the editors' picks as quotes in a carousel, linking into the archive). The books
 * page offers each book's download or link. Letters and books are in the site search.
 */

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0

/** A page's HTML without the empty comments React's streaming render puts between adjacent texts. */
async function page(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, body: (await response.text()).replace(/<!-- -->/g, '') }
}

const newestFirst = [...letterSeeds].sort((a, b) => b.date.localeCompare(a.date))
const picks = newestFirst.filter((seed) => seed.picked)
const notPicked = newestFirst.filter((seed) => !seed.picked)
const scanned = letterSeeds.filter((seed) => seed.scan)

let archive = ''
let curated = ''

beforeAll(async () => {
  ;[archive, curated] = await Promise.all([page(routes.teaInspired.letters), page(routes.teaInspired.inspiredLetters)].map(async (p) => (await p).body))
})

describe('the letters and books pages', () => {
  it.each(teaInspiredLetterPages.map((seed) => [seed.path, seed.copy.en.title] as const))('%s answers 200 with its title as the heading', async (path, title) => {
    const { status, body } = await page(path)
    expect(status, path).toBe(200)
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(title))}</h1>`))
  })

  it('seeds a mix of letters: several decades, picks with their excerpt, and scans', () => {
    expect(letterSeeds.length).toBeGreaterThanOrEqual(8)
    expect(new Set(letterSeeds.map((seed) => seed.date.slice(0, 3))).size).toBeGreaterThanOrEqual(4)
    expect(new Set(letterSeeds.map((seed) => seed.place.split(', ').at(-1))).size).toBeGreaterThanOrEqual(6)
    expect(picks.length).toBeGreaterThanOrEqual(3)
    for (const pick of picks) expect(pick.excerpt, pick.slug).toBeTruthy()
    expect(scanned.length).toBeGreaterThanOrEqual(2)
  })
})

describe('the letters archive', () => {
  it('shows every letter in full, newest first, each as an article at its anchor with writer, place and date', () => {
    const anchors = [...archive.matchAll(/<article id="letter-([a-z0-9-]+)"/g)].map((m) => m[1])
    expect(anchors).toEqual(newestFirst.map((seed) => seed.slug))
    for (const seed of letterSeeds) {
      expect(archive, seed.slug).toContain(html(seed.writer))
      expect(archive, seed.slug).toContain(html(seed.place))
      expect(archive, seed.slug).toMatch(new RegExp(`<time datetime="${seed.date}"`, 'i'))
    }
  })

  it('groups the letters by decade, with a link to each decade', () => {
    const decades = [...new Set(newestFirst.map((seed) => `${seed.date.slice(0, 3)}0`))]
    for (const decade of decades) {
      expect(archive).toContain(`href="#letters-${decade}s"`)
      expect(archive).toMatch(new RegExp(`<h2 id="letters-${decade}s"[^>]*>The ${decade}s</h2>`))
    }
  })

  it('shows each scan as a button that opens the lightbox, named by the scan’s text', () => {
    expect(count(archive, /aria-label="Enlarge picture: /)).toBe(scanned.length)
    for (const seed of scanned) {
      expect(archive, seed.slug).toMatch(new RegExp(`aria-haspopup="dialog" aria-label="Enlarge picture: ${escapeRegExp(html(seed.scan!.alt))}"`))
      expect(archive, seed.slug).toContain(`dalumara-letter-${seed.slug}.jpg`)
    }
  })

  it('has no carousel: it is the archive, not the selection', () => {
    expect(archive).not.toContain('aria-roledescription="carousel"')
  })
})

describe('the letters tea inspired (the editors’ picks)', () => {
  it('quotes each pick and links to its letter in the archive, whose anchor exists there', () => {
    for (const pick of picks) {
      expect(curated, pick.slug).toContain(html(pick.excerpt!))
      expect(curated, pick.slug).toContain(html(pick.writer))
      expect(curated, pick.slug).toContain(`href="${letterUrl(pick.slug)}"`)
      expect(archive, pick.slug).toContain(`id="letter-${pick.slug}"`)
    }
    expect(curated).toContain(`href="${routes.teaInspired.letters}"`)
  })

  it('leaves out the letters that are not picks', () => {
    for (const seed of notPicked) {
      expect(curated, seed.slug).not.toContain(html(seed.writer))
      expect(curated, seed.slug).not.toContain(`#letter-${seed.slug}"`)
    }
  })

  it('is built differently from the archive: quotes in a carousel, no letters in full', () => {
    expect(curated).toContain('aria-roledescription="carousel"')
    expect(count(curated, /aria-roledescription="slide"/)).toBe(picks.length)
    expect(count(curated, /<blockquote/)).toBeGreaterThanOrEqual(picks.length)
    expect(curated).not.toMatch(/<article id="letter-/)
    expect(curated).not.toContain('aria-label="Letters by decade"')
    // A sentence from the middle of a picked letter: the archive has it, the quotes do not.
    const forty = letterSeeds.find((seed) => seed.slug === 'forty-new-books')!
    const sentence = 'My favourite is the one about the whale who swims to Trincomalee.'
    expect(forty.text.join(' ')).toContain(sentence)
    expect(archive).toContain(sentence)
    expect(curated).not.toContain(sentence)
  })
})

describe('the inspiration books page', () => {
  let books = ''
  beforeAll(async () => {
    books = (await page(routes.teaInspired.books)).body
  })

  it('shows every book with its cover, in the editors’ order', () => {
    const anchors = [...books.matchAll(/<article id="book-([a-z0-9-]+)"/g)].map((m) => m[1])
    expect(anchors).toEqual(inspirationBookSeeds.map((seed) => seed.slug))
    for (const seed of inspirationBookSeeds) {
      expect(books, seed.slug).toContain(html(seed.title))
      expect(books, seed.slug).toContain(html(seed.description))
      expect(books, seed.slug).toContain(`alt="${html(seed.cover.alt)}"`)
    }
  })

  it('offers each of our own books as a PDF download that answers, naming its kind and size', async () => {
    const own = inspirationBookSeeds.filter((seed) => 'text' in seed.source)
    expect(own.length).toBeGreaterThanOrEqual(1)
    for (const seed of own) {
      const link = books.match(new RegExp(`<a href="([^"]*dalumara-book-${seed.slug}\\.pdf)" download="dalumara-book-${seed.slug}\\.pdf"[^>]*>Download<span class="sr-only"> ${escapeRegExp(html(seed.title))}</span><span[^>]*> \\(PDF, [\\d.]+ kB\\)</span>`))
      expect(link, seed.slug).toBeTruthy()
      const response = await fetch(url(link![1]!))
      expect(response.status, seed.slug).toBe(200)
      expect(response.headers.get('content-type'), seed.slug).toMatch(/application\/pdf/)
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })

  it('links each classic to where it can be read, in a new tab', () => {
    const linked = inspirationBookSeeds.filter((seed) => 'url' in seed.source)
    expect(linked.length).toBeGreaterThanOrEqual(1)
    for (const seed of linked) {
      const source = seed.source as { url: string; linkText: string }
      expect(source.url).toMatch(/^https:\/\//)
      expect(books, seed.slug).toMatch(new RegExp(`<a href="${escapeRegExp(source.url)}" target="_blank" rel="noopener"[^>]*>${escapeRegExp(html(source.linkText))}`))
    }
  })
})

describe('letters and books in the site search', () => {
  type Hit = { title: string; type: string; url: string }
  const search = async (keyword: string): Promise<Hit[]> => (await (await fetch(url(`/dmc-apis/general_search?keyword=${encodeURIComponent(keyword)}&size=50`))).json()).data

  it('finds a letter by its writer and leads to it in the archive', async () => {
    const hits = await search('Sivapragasam')
    expect(hits).toContainEqual(expect.objectContaining({ title: 'A bonus, and a question', type: 'Letter', url: letterUrl('a-bonus-and-a-question') }))
  })

  it('finds a book by its author and leads to it on the books page', async () => {
    const hits = await search('Okakura')
    expect(hits).toContainEqual(expect.objectContaining({ title: 'The Book of Tea', type: 'Book', url: bookUrl('the-book-of-tea') }))
  })
})
