import type { Payload } from 'payload'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { SEED_CONTEXT } from './context'

/**
 * Seed documents that are not pictures: PDFs (reports here; certificates and e-books in ./pdf.ts),
 * the recordings (./recordings) and the films (./films). Like the pictures, each is uploaded to `media`
 * once, keyed by file name.
 */
export type SeedFile = {
  filename: string
  alt: string
  mimetype: string
  /** The bytes, or how to make them: called only when the file is not in `media` yet. */
  data: Buffer | (() => Promise<Buffer>)
}

/** A seed file whose bytes are already made. */
export type MadeFile = SeedFile & { data: Buffer }

/** Create-if-missing by file name; returns the media id. */
export async function ensureFile(payload: Payload, file: SeedFile): Promise<number> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: file.filename } },
    limit: 1,
    depth: 0,
    select: { filename: true },
  })
  if (docs[0]) return docs[0].id
  const data = typeof file.data === 'function' ? await file.data() : file.data
  const doc = await payload.create({
    collection: 'media',
    data: { alt: file.alt, country: DEFAULT_COUNTRY },
    file: { name: file.filename, data, mimetype: file.mimetype, size: data.length },
    locale: 'en',
    depth: 0,
    context: SEED_CONTEXT,
  })
  return doc.id
}

/** A one-page A4 PDF with a title and paragraphs of plain text (Latin-1), in Helvetica. */
export function pdfDocument(filename: string, title: string, paragraphs: string[], alt = title): MadeFile {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')
  const lines = [`BT /F1 20 Tf 56 780 Td (${escape(title)}) Tj ET`]
  let y = 740
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) {
      lines.push(`BT /F1 11 Tf 56 ${y} Td (${escape(line)}) Tj ET`)
      y -= 15
    }
    y -= 10
  }
  const stream = lines.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return { filename, alt, mimetype: 'application/pdf', data: Buffer.from(body, 'latin1') }
}

function wrap(text: string, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out
}
