import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { graphql, unique, url } from './helpers'
import { compoundFile, docxFile, pdfFile } from './cv-files'
import { fromNewAddress, inOneRateWindow, storedRows, tokenFor, withToken } from './submissions'

const ENDPOINT = '/dmc-apis/submit_cv'
const FIVE_MB = 5 * 1024 * 1024

type CvFields = Partial<Record<'name' | 'email' | 'country' | 'phone' | 'position' | 'consent' | 'website', string>>

const validFields = (email = `${unique('applicant')}@example.com`): CvFields => ({
  name: 'Kasun Fernando',
  email,
  country: 'LK',
  phone: '071 555 0101',
  position: 'Trainee tea taster',
  consent: 'true',
})

function form(fields: CvFields, file?: { bytes: Buffer; name: string; type?: string }) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value)
  if (file) body.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name)
  return body
}

const send = (body: FormData, headers: Record<string, string> = fromNewAddress()) => fetch(url(ENDPOINT), { method: 'POST', body, headers })

/** The private upload folder of the integration server (global-setup sets MEDIA_DIR). */
const cvDir = () => path.join(process.env.MEDIA_DIR!, '..', 'private-uploads', 'cv-submissions')
const storedFiles = () => (existsSync(cvDir()) ? readdirSync(cvDir()) : [])

describe('POST /dmc-apis/submit_cv', () => {
  it.each([
    ['a PDF', pdfFile(), 'cv.pdf', 'application/pdf', 'pdf'],
    ['a DOCX', docxFile(), 'Lebenslauf.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['a DOC (Word compound file)', compoundFile('WordDocument'), 'cv.doc', 'application/msword', 'doc'],
    // The type comes from the bytes: a PDF named .txt and sent as text/plain is still a PDF.
    ['a PDF with a misleading name and type', pdfFile(), 'notes.txt', 'application/pdf', 'pdf'],
  ])('stores %s privately with the applicant’s details and answers 201', async (_case, bytes, name, mime, ext) => {
    const fields = validFields()
    const response = await send(form(fields, { bytes, name, type: name.endsWith('.txt') ? 'text/plain' : undefined }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true, message: expect.stringMatching(/people team/) })
    const [row, ...rest] = await storedRows('cv-submissions', fields.email!)
    expect(rest).toHaveLength(0)
    expect(row).toMatchObject({
      name: 'Kasun Fernando',
      phone: '+94 71 555 0101',
      position: 'Trainee tea taster',
      consent: true,
      mimeType: mime,
      filesize: bytes.length,
      notification: 'sent',
    })
    // Our own file name, never the visitor's.
    expect(row!.filename).toMatch(new RegExp(`^cv-\\d+(-\\d+)?\\.${ext}$`))
    expect(storedFiles()).toContain(row!.filename)
  })

  it.each([
    ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0480000000049454e44ae426082', 'hex'), 'cv.pdf'],
    ['plain text named .docx', Buffer.from('I am a CV, honestly.'), 'cv.docx'],
    ['an Excel compound file named .doc', compoundFile('Workbook'), 'cv.doc'],
  ])('rejects %s with 400 and a clear message, storing nothing', async (_case, bytes, name) => {
    const fields = validFields()
    const before = storedFiles().length
    const response = await send(form(fields, { bytes, name, type: 'application/pdf' }))
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.fields).toEqual({ cv: 'Please choose a PDF, DOC or DOCX file.' })
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
    expect(storedFiles()).toHaveLength(before)
  })

  it('refuses an oversize upload by its Content-Length with 413, storing nothing', async () => {
    const fields = validFields()
    const bytes = Buffer.concat([pdfFile(), Buffer.alloc(FIVE_MB + 70 * 1024)])
    const response = await send(form(fields, { bytes, name: 'cv.pdf', type: 'application/pdf' }))
    expect(response.status).toBe(413)
    expect((await response.json()).error.message).toBe('The file is larger than 5 MB. Please choose a smaller one.')
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  })

  it('refuses an oversize upload sent without a length by counting what arrives', async () => {
    const fields = validFields()
    const encoded = new Response(form(fields, { bytes: Buffer.concat([pdfFile(), Buffer.alloc(FIVE_MB + 70 * 1024)]), name: 'cv.pdf' }))
    const type = encoded.headers.get('content-type')!
    const response = await fetch(url(ENDPOINT), {
      method: 'POST',
      // A stream has no length: the body goes out chunked.
      body: encoded.body,
      headers: { 'content-type': type, ...fromNewAddress() },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  })

  it('rejects a file just over 5 MB inside an acceptable body with 400', async () => {
    const fields = validFields()
    const bytes = Buffer.concat([pdfFile(), Buffer.alloc(FIVE_MB)])
    const response = await send(form(fields, { bytes, name: 'cv.pdf', type: 'application/pdf' }))
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields.cv).toMatch(/larger than 5 MB/)
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  })

  it('answers 400 naming every missing field and the missing file', async () => {
    const response = await send(form({ email: 'not-an-address', country: 'ZZ', consent: 'false' }))
    expect(response.status).toBe(400)
    expect((await response.json()).error.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      country: 'Please select your country.',
      phone: 'Please enter your phone number.',
      position: 'Please tell us which position interests you.',
      consent: 'Please agree to the privacy policy before sending.',
      cv: 'Please choose your CV file.',
    })
  })

  it('answers 415 for a body that is not multipart, and GET with 405', async () => {
    const json = await fetch(url(ENDPOINT), { method: 'POST', headers: { 'content-type': 'application/json', ...fromNewAddress() }, body: '{}' })
    expect(json.status).toBe(415)
    expect((await fetch(url(ENDPOINT))).status).toBe(405)
  })

  it('refuses a CV a browser sends from another site with 403 (multipart needs no permission to cross sites), storing nothing', async () => {
    const fields = validFields()
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
      const response = await send(form(fields, { bytes: pdfFile(), name: 'cv.pdf' }), { ...fromNewAddress(), ...headers })
      expect(response.status).toBe(403)
      expect((await response.json()).error.code).toBe('cross_site')
    }
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const fields = { ...validFields(), website: 'http://spam.example' }
    const response = await send(form(fields, { bytes: pdfFile(), name: 'cv.pdf' }))
    expect(response.status).toBe(201)
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  })

  it('answers 429 once an address exceeds the limit', async () => {
    const max = inject('rateLimitMax')
    const headers = fromNewAddress()
    const fields = validFields()
    await inOneRateWindow(async () => {
      for (let i = 0; i < max; i++) expect((await send(form({ website: 'bot' }), headers)).status).toBe(201)
      const response = await send(form(fields, { bytes: pdfFile(), name: 'cv.pdf' }), headers)
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    })
    expect(await storedRows('cv-submissions', fields.email!)).toHaveLength(0)
  }, 90_000)
})

describe('who can read CVs', () => {
  it('visitors and editors cannot read the records or the files (REST, GraphQL, file URL); admins can', async () => {
    const fields = validFields()
    expect((await send(form(fields, { bytes: pdfFile(), name: 'cv.pdf' }))).status).toBe(201)
    const [row] = await storedRows('cv-submissions', fields.email!)
    const fileUrl = url(`/api/cv-submissions/file/${row!.filename}`)

    const admin = await tokenFor('admin')
    for (const token of [undefined, await tokenFor('editor')]) {
      expect((await fetch(url('/api/cv-submissions'), { headers: withToken(token) })).status).toBe(403)
      expect((await fetch(url(`/api/cv-submissions/${row!.id}`), { headers: withToken(token) })).status).toBe(403)
      expect((await fetch(fileUrl, { headers: withToken(token) })).status).toBe(403)
    }
    // Not through the public media route either.
    const viaMedia = await fetch(url(`/api/media/file/${row!.filename}`))
    expect(viaMedia.status).not.toBe(200)
    expect(Buffer.from(await viaMedia.arrayBuffer()).includes('%PDF-')).toBe(false)
    const anonymous = await graphql('{ CvSubmissions { docs { id email url } } }')
    expect(anonymous.body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(JSON.stringify(anonymous.body.data ?? {})).not.toContain(fields.email!)

    const file = await fetch(fileUrl, { headers: withToken(admin) })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const record = await fetch(url(`/api/cv-submissions/${row!.id}`), { headers: withToken(admin) })
    expect(record.status).toBe(200)
    expect((await record.json()).email).toBe(fields.email)
  })
})
