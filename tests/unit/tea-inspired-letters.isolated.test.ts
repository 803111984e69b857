import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { pickExcerptError } from '@/cms/collections/tea-inspired/Letters'
import { InspirationBookEntry } from '@/components/inspiration-books/InspirationBookEntry'
import { LetterArticle } from '@/components/letters/LetterArticle'
import { LetterPicks } from '@/components/letters/LetterPicks'
import { LettersArchive } from '@/components/letters/LettersArchive'
import { groupByDecade, letterDay } from '@/components/letters/letter-dates'
import { letterUrl } from '@/lib/tea-inspired/letter-links'
import type { InspirationBook, Letter, Media } from '@/payload-types'
import { routes } from '@/routes'

// The islands load through next/dynamic, which renders nothing outside Next.js: render the components themselves.
vi.mock('@/components/islands', async () => ({
  Carousel: (await import('@/components/carousel/Carousel')).Carousel,
  ScanViewer: (await import('@/components/letters/ScanViewer')).ScanViewer,
}))

const ZONE = 'Asia/Colombo'

const text = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: paragraphs.map((p) => ({ type: 'paragraph', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: p, format: 0, detail: 0, mode: 'normal', style: '' }] })),
  },
})

const media = (over: Partial<Media>) => ({ id: 1, alt: 'A picture', url: '/api/media/file/x.jpg', width: 900, height: 1200, updatedAt: '', createdAt: '', ...over }) as Media

const letter = (over: Partial<Letter>): Letter =>
  ({
    id: 1,
    title: 'Tea at sea',
    slug: 'tea-at-sea',
    writer: 'Tomasz Wierzbicki',
    writer_role: 'Ship’s cook',
    place: 'Gdynia, Poland',
    // Midnight in Colombo: still the evening before in UTC.
    date: '1992-08-01T18:30:00.000Z',
    text: text('Dear Mr Dalumara,', 'On a ship, tea is not a luxury.'),
    picked: false,
    country: 'GLOBAL',
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as Letter

describe('letter dates', () => {
  it('read the day, year and decade in the site’s time zone', () => {
    expect(letterDay('1992-08-01T18:30:00.000Z', ZONE)).toEqual({ iso: '1992-08-02', year: 1992, decade: 1990 })
    expect(letterDay('2009-12-31T19:00:00.000Z', ZONE)).toEqual({ iso: '2010-01-01', year: 2010, decade: 2010 })
    expect(letterDay('not a date', ZONE)).toBeNull()
  })

  it('group letters by decade, keeping their order', () => {
    const groups = groupByDecade([2023, 2020, 2013, 2009, 2004, 1999, 1996, 1992, 1987], (year) => year - (year % 10))
    expect(groups.map((g) => [g.decade, g.letters])).toEqual([
      [2020, [2023, 2020]],
      [2010, [2013]],
      [2000, [2009, 2004]],
      [1990, [1999, 1996, 1992]],
      [1980, [1987]],
    ])
  })
})

describe('an editors’ pick', () => {
  it('needs the line to quote; other letters do not', () => {
    expect(pickExcerptError(true, '')).toMatch(/needs the line to quote/)
    expect(pickExcerptError(true, '   ')).toMatch(/needs the line to quote/)
    expect(pickExcerptError(true, 'A line.')).toBeNull()
    expect(pickExcerptError(false, undefined)).toBeNull()
  })
})

describe('the letters archive', () => {
  it('shows a letter in full at its anchor, with writer, place and the day', () => {
    const html = renderToStaticMarkup(createElement(LetterArticle, { letter: letter({}), headingLevel: 'h3', locale: 'en', timeZone: ZONE }))
    expect(html).toMatch(/^<article id="letter-tea-at-sea" aria-labelledby="letter-tea-at-sea-title"/)
    expect(html).toMatch(/<h3 id="letter-tea-at-sea-title"[^>]*>Tea at sea<\/h3>/)
    expect(html).toContain('Tomasz Wierzbicki</span>, Ship’s cook, Gdynia, Poland')
    expect(html).toContain('<time dateTime="1992-08-02" class="whitespace-nowrap">2 August 1992</time>')
    expect(html).toContain('On a ship, tea is not a luxury.')
    expect(html).not.toContain('aria-haspopup')
  })

  it('puts a scan beside the letter as a button that opens it', () => {
    const scan = media({ alt: 'The letter: a page of handwriting', url: '/api/media/file/dalumara-letter-tea-at-sea.jpg' })
    const html = renderToStaticMarkup(createElement(LetterArticle, { letter: letter({ scan }), headingLevel: 'h3', locale: 'en', timeZone: ZONE }))
    expect(html).toContain('aria-label="Enlarge picture: The letter: a page of handwriting"')
    expect(html).toContain('aria-haspopup="dialog"')
    expect(html).toContain('The letter as it arrived')
  })

  it('groups the letters under decade headings, with links to each decade', () => {
    const letters = [letter({ slug: 'b', title: 'B', date: '2004-01-18T04:30:00.000Z' }), letter({ slug: 'a', title: 'A', date: '1987-03-14T04:30:00.000Z' })]
    const html = renderToStaticMarkup(createElement(LettersArchive, { letters, locale: 'en', timeZone: ZONE }))
    expect(html).toMatch(/<nav aria-label="Letters by decade"[^>]*><ul[^>]*><li><a href="#letters-2000s"[^>]*>The 2000s<\/a><\/li><li><a href="#letters-1980s"/)
    expect(html).toMatch(/<h2 id="letters-2000s"[^>]*>The 2000s<\/h2>.*id="letter-b".*<h2 id="letters-1980s"[^>]*>The 1980s<\/h2>.*id="letter-a"/)
    expect(html).toMatch(/<h3 id="letter-b-title"/)
  })
})

describe('the editors’ picks', () => {
  it('quote each pick in a carousel slide that links to the letter in the archive, never the full text', () => {
    const picks = [
      letter({ picked: true, excerpt: 'It is what keeps the night watch awake.' }),
      letter({ slug: 'forty-new-books', writer: 'Nimali Perera', writer_role: 'Aged 10', place: 'Deniyaya, Sri Lanka', date: '2009-05-11T04:30:00.000Z', picked: true, excerpt: 'The pluckers are the best.' }),
    ]
    const html = renderToStaticMarkup(createElement(LetterPicks, { letters: picks, title: 'In their own words', locale: 'en', timeZone: ZONE }))
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="Letters chosen by our editors"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('It is what keeps the night watch awake.')
    expect(html).toContain(`href="${letterUrl('tea-at-sea')}"`)
    expect(html).toContain(`href="${routes.teaInspired.letters}#letter-forty-new-books"`)
    expect(html).toContain('Read the whole letter<span class="sr-only"> from Nimali Perera</span>')
    expect(html).toContain('<time dateTime="2009">2009</time>')
    expect(html).toContain(`href="${routes.teaInspired.letters}"`)
    expect(html).not.toContain('On a ship, tea is not a luxury.')
    expect(html).not.toContain('<article')
  })

  it('leave out a pick without an excerpt, and render nothing without picks', () => {
    expect(renderToStaticMarkup(createElement(LetterPicks, { letters: [letter({ picked: true, excerpt: ' ' })], locale: 'en', timeZone: ZONE }))).toBe('')
  })
})

describe('an inspiration book', () => {
  const book = (over: Partial<InspirationBook>): InspirationBook =>
    ({
      id: 1,
      title: 'The Book of Tea',
      slug: 'the-book-of-tea',
      author: 'Kakuzō Okakura',
      year: 1906,
      description: 'A short essay about what a bowl of tea can teach.',
      cover_image: media({ alt: 'Our picture for The Book of Tea', width: 600, height: 800 }),
      country: 'GLOBAL',
      updatedAt: '',
      createdAt: '',
      ...over,
    }) as InspirationBook

  it('links to where it can be read, in a new tab that is announced', () => {
    const html = renderToStaticMarkup(createElement(InspirationBookEntry, { book: book({ book_url: 'https://www.gutenberg.org/ebooks/769', link_text: 'Read it free at Project Gutenberg' }), headingLevel: 'h2', locale: 'en' }))
    expect(html).toMatch(/^<article id="book-the-book-of-tea"/)
    expect(html).toContain('Kakuzō Okakura · 1906')
    expect(html).toContain('alt="Our picture for The Book of Tea"')
    expect(html).toMatch(/<a href="https:\/\/www.gutenberg.org\/ebooks\/769" target="_blank" rel="noopener"[^>]*>Read it free at Project Gutenberg<span class="sr-only"> \(The Book of Tea\)<\/span>/)
    expect(html).not.toContain('download=')
  })

  it('offers its PDF as a download that names the kind and size of the file', () => {
    const file = media({ url: 'http://localhost:3000/api/media/file/dalumara-book-x.pdf', filename: 'dalumara-book-x.pdf', mimeType: 'application/pdf', filesize: 2_400 })
    const html = renderToStaticMarkup(createElement(InspirationBookEntry, { book: book({ book_file: file }), headingLevel: 'h2', locale: 'en' }))
    expect(html).toContain('href="/api/media/file/dalumara-book-x.pdf" download="dalumara-book-x.pdf"')
    expect(html).toContain('Download<span class="sr-only"> The Book of Tea</span><span class="text-sm text-white/85"> (PDF, 2.4 kB)</span>')
    expect(html).not.toContain('target="_blank"')
  })
})
