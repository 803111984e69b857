import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { brandName } from '@/site.config'
import type { SeedFile } from './files'

/**
 * The seed's designed PDFs (pdf-lib, standard fonts): a certificate with its schedule, and an
 * e-book with a cover, contents and a page per chapter. Each is drawn only when its file is
 * uploaded (ensureFile calls `data`); plain one-page documents come from ./files.ts.
 */
const A4: [number, number] = [595.28, 841.89]
const MARGIN = 64
const INK = rgb(0.13, 0.16, 0.14)
const GREEN = rgb(0.12, 0.32, 0.22)
const GOLD = rgb(0.72, 0.55, 0.2)

type Fonts = { body: PDFFont; bold: PDFFont; serif: PDFFont; serifBold: PDFFont; italic: PDFFont }

async function open(title: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setAuthor(brandName)
  doc.setCreator(`${brandName} website seed`)
  const fonts: Fonts = {
    body: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  }
  return { doc, fonts }
}

/** The standard fonts speak WinAnsi: Latin-1 and typographic quotes and dashes; anything else becomes "?". */
const WIN_ANSI_EXTRA = '‘’“”–—…•€™'
const encodable = (text: string) => [...text.replace(/\*\*/g, '')].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_EXTRA.includes(c) ? c : '?')).join('').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of encodable(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** Writes paragraphs down the page from y, starting new pages as needed; returns the page and y it ended on. */
function flow(doc: PDFDocument, page: PDFPage, y: number, paragraphs: string[], font: PDFFont, size = 11.5, newPage: () => PDFPage = () => doc.addPage(A4)) {
  const width = page.getWidth() - 2 * MARGIN
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, font, size, width)) {
      if (y < MARGIN + size) {
        page = newPage()
        y = page.getHeight() - MARGIN
      }
      page.drawText(line, { x: MARGIN, y, size, font, color: INK })
      y -= size * 1.45
    }
    y -= size * 0.8
  }
  return { page, y }
}

const centred = (page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) => {
  const line = encodable(text)
  page.drawText(line, { x: (page.getWidth() - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color })
}

function footer(page: PDFPage, fonts: Fonts, text: string, number: number) {
  page.drawLine({ start: { x: MARGIN, y: 44 }, end: { x: page.getWidth() - MARGIN, y: 44 }, thickness: 0.5, color: GOLD })
  page.drawText(encodable(text), { x: MARGIN, y: 30, size: 8.5, font: fonts.body, color: INK })
  const n = String(number)
  page.drawText(n, { x: page.getWidth() - MARGIN - fonts.body.widthOfTextAtSize(n, 8.5), y: 30, size: 8.5, font: fonts.body, color: INK })
}

const DEMO = `Demonstration document for the ${brandName} website. ${brandName} and the bodies named here are fictional.`

const seedPdf = (filename: string, alt: string, draw: () => Promise<Uint8Array>): SeedFile => ({
  filename,
  alt,
  mimetype: 'application/pdf',
  data: async () => Buffer.from(await draw()),
})

export type CertificateSeed = {
  title: string
  /** Who issued it: the auditing body or the prize's organiser. */
  issuer: string
  /** To whom, and for what. */
  holder: string
  scope: string
  /** The schedule's findings and conditions, one paragraph each. */
  details: string[]
  date: string
  kind: 'Certificate' | 'Award'
}

/** A certificate: a bordered page with the seal, holder, scope and issuer, and a second page with the schedule. */
export function certificatePdf(filename: string, seed: CertificateSeed, alt = `${seed.title} (PDF)`): SeedFile {
  return seedPdf(filename, alt, async () => {
    const { doc, fonts } = await open(seed.title)
    const [w, h] = [A4[1], A4[0]]
    const page = doc.addPage([w, h])
    page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: rgb(0.99, 0.97, 0.92) })
    page.drawRectangle({ x: 24, y: 24, width: w - 48, height: h - 48, borderColor: GREEN, borderWidth: 6 })
    page.drawRectangle({ x: 36, y: 36, width: w - 72, height: h - 72, borderColor: GOLD, borderWidth: 1.5 })
    for (const [x, y] of [[52, 52], [w - 52, 52], [52, h - 52], [w - 52, h - 52]]) page.drawCircle({ x: x!, y: y!, size: 6, color: GOLD })
    centred(page, seed.issuer.toUpperCase(), h - 96, fonts.bold, 12, GREEN)
    centred(page, seed.kind, h - 150, fonts.serifBold, 44)
    centred(page, seed.kind === 'Award' ? 'is presented to' : 'is hereby granted to', h - 190, fonts.italic, 14)
    centred(page, seed.holder, h - 226, fonts.serifBold, 22, GREEN)
    centred(page, seed.title, h - 262, fonts.serif, 18)
    wrap(seed.scope, fonts.body, 11, w - 300).forEach((line, i) => centred(page, line, h - 300 - i * 16, fonts.body, 11))
    // The seal: rings, a star of rays and the issuer's initials.
    const seal = { x: w - 170, y: 120 }
    page.drawCircle({ ...seal, size: 54, color: GOLD })
    page.drawCircle({ ...seal, size: 46, borderColor: rgb(1, 0.95, 0.8), borderWidth: 1.5 })
    for (let i = 0; i < 24; i++) page.drawLine({ start: seal, end: { x: seal.x + 40 * Math.cos((i * Math.PI) / 12), y: seal.y + 40 * Math.sin((i * Math.PI) / 12) }, thickness: 0.6, color: rgb(0.85, 0.7, 0.35) })
    page.drawCircle({ ...seal, size: 26, color: GREEN })
    const initials = seed.issuer.split(/\s+/).filter((word) => /^[A-Z]/.test(word)).map((word) => word[0]).join('').slice(0, 4)
    page.drawText(initials, { x: seal.x - fonts.serifBold.widthOfTextAtSize(initials, 16) / 2, y: seal.y - 6, size: 16, font: fonts.serifBold, color: rgb(1, 0.95, 0.8) })
    // Date and signature lines.
    page.drawLine({ start: { x: 110, y: 118 }, end: { x: 330, y: 118 }, thickness: 0.8, color: INK })
    page.drawText(encodable(`For ${seed.issuer}`), { x: 110, y: 102, size: 10, font: fonts.body, color: INK })
    page.drawText(encodable(`Date of issue: ${seed.date}`), { x: 110, y: 80, size: 10, font: fonts.body, color: INK })
    centred(page, DEMO, 48, fonts.italic, 8.5)

    const schedule = doc.addPage(A4)
    schedule.drawText('SCHEDULE', { x: MARGIN, y: A4[1] - 60, size: 10, font: fonts.bold, color: GREEN })
    schedule.drawText(encodable(seed.title), { x: MARGIN, y: A4[1] - 92, size: 20, font: fonts.serifBold, color: INK })
    const facts = [`Holder: ${seed.holder}`, `Issued by: ${seed.issuer}`, `Scope: ${seed.scope}`, `Date of issue: ${seed.date}`]
    const { page: last, y } = flow(doc, schedule, A4[1] - 130, facts, fonts.body, 11)
    last.drawText('Findings and conditions', { x: MARGIN, y: y - 10, size: 14, font: fonts.serifBold, color: GREEN })
    flow(doc, last, y - 36, [...seed.details, DEMO], fonts.body, 11)
    footer(schedule, fonts, `${seed.issuer} · ${seed.title}`, 2)
    return doc.save()
  })
}

export type BookSeed = { title: string; author: string; summary: string; intro: string[]; chapters: string[] }

/** The chapter's heading: the words before its first colon when they are short, else "Chapter n". */
const chapterHeading = (text: string, n: number) => {
  const lead = text.match(/^([^:.]{3,48}):\s/)?.[1]
  return lead ?? `Chapter ${n}`
}

/** An e-book: a cover, an introduction with the contents, a page per chapter and a closing page. */
export function bookPdf(filename: string, seed: BookSeed, alt = `${seed.title} (PDF)`): SeedFile {
  return seedPdf(filename, alt, async () => {
    const { doc, fonts } = await open(seed.title)
    const cover = doc.addPage(A4)
    cover.drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: GREEN })
    cover.drawRectangle({ x: 40, y: 40, width: A4[0] - 80, height: A4[1] - 80, borderColor: GOLD, borderWidth: 2 })
    wrap(seed.title, fonts.serifBold, 34, A4[0] - 160).forEach((line, i) => centred(cover, line, A4[1] - 260 - i * 42, fonts.serifBold, 34, rgb(1, 0.97, 0.9)))
    centred(cover, seed.author, A4[1] - 400, fonts.italic, 16, rgb(0.95, 0.87, 0.6))
    wrap(seed.summary, fonts.body, 12, A4[0] - 200).forEach((line, i) => centred(cover, line, 260 - i * 18, fonts.body, 12, rgb(1, 0.97, 0.9)))
    centred(cover, brandName.toUpperCase(), 90, fonts.bold, 12, GOLD)

    const headings = seed.chapters.map((text, i) => chapterHeading(text, i + 1))
    const intro = doc.addPage(A4)
    intro.drawText('Introduction', { x: MARGIN, y: A4[1] - 90, size: 22, font: fonts.serifBold, color: GREEN })
    const { page, y: end } = flow(doc, intro, A4[1] - 126, seed.intro, fonts.serif, 12.5)
    let y = end
    page.drawText('Contents', { x: MARGIN, y: y - 10, size: 16, font: fonts.serifBold, color: GREEN })
    y -= 40
    headings.forEach((heading, i) => {
      page.drawText(encodable(`${i + 1}.  ${heading}`), { x: MARGIN, y, size: 12, font: fonts.serif, color: INK })
      page.drawText(String(i + 3), { x: A4[0] - MARGIN - 12, y, size: 12, font: fonts.serif, color: INK })
      y -= 20
    })

    seed.chapters.forEach((text, i) => {
      const chapter = doc.addPage(A4)
      chapter.drawText(`${i + 1}`, { x: MARGIN, y: A4[1] - 96, size: 40, font: fonts.serifBold, color: GOLD })
      wrap(headings[i]!, fonts.serifBold, 22, A4[0] - 2 * MARGIN).forEach((line, j) => chapter.drawText(line, { x: MARGIN, y: A4[1] - 136 - j * 28, size: 22, font: fonts.serifBold, color: GREEN }))
      const body = headings[i]!.startsWith('Chapter ') ? text : text.slice(headings[i]!.length + 1).trim()
      flow(doc, chapter, A4[1] - 190, [body.charAt(0).toUpperCase() + body.slice(1)], fonts.serif, 13)
    })

    const colophon = doc.addPage(A4)
    colophon.drawText('About this book', { x: MARGIN, y: A4[1] - 90, size: 18, font: fonts.serifBold, color: GREEN })
    flow(doc, colophon, A4[1] - 126, [`${seed.title}, by ${seed.author}. Published by ${brandName} as a free e-book.`, `A demonstration e-book for the ${brandName} website; ${brandName} and the people in it are fictional.`], fonts.serif, 12)
    doc.getPages().forEach((p, i) => i > 0 && footer(p, fonts, `${seed.title} · ${seed.author}`, i + 1))
    return doc.save()
  })
}
