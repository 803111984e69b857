import { beforeAll, describe, expect, it } from 'vitest'
import { pdfFile } from '../int/cv-files'
import { adminToken, bucket, localFiles, tokenFor, unique, url, withToken } from './helpers'

/** CVs on S3 storage: the file goes to the bucket under cv-submissions/, readable through the site by admins only. */
type CvDoc = { id: number; filename: string; prefix: string; url: string }
let cv: CvDoc
const bytes = pdfFile()

beforeAll(async () => {
  const email = `${unique('applicant')}@example.com`
  const body = new FormData()
  for (const [key, value] of Object.entries({ name: 'Kasun Fernando', email, country: 'LK', phone: '071 555 0101', position: 'Trainee tea taster', consent: 'true' })) body.append(key, value)
  body.append('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf')
  const response = await fetch(url('/dmc-apis/submit_cv'), { method: 'POST', body })
  expect(response.status, await response.clone().text()).toBe(201)
  const found = await fetch(url(`/api/cv-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`), { headers: withToken(await adminToken()) })
  cv = (await found.json()).docs[0]
})

describe('CV files on S3 storage', () => {
  it('stores the file in the bucket under cv-submissions/', async () => {
    expect(cv.prefix).toBe(`${bucket().prefix}/cv-submissions`)
    expect(await bucket().read(`${bucket().prefix}/cv-submissions/${cv.filename}`)).toEqual(bytes)
    expect(localFiles()).toEqual([])
  })

  it('serves the file to an admin only', async () => {
    const { pathname, search } = new URL(cv.url)
    expect(pathname).toBe(`/api/cv-submissions/file/${cv.filename}`)
    for (const address of [pathname + search, pathname]) {
      const asAdmin = await fetch(url(address), { headers: withToken(await adminToken()) })
      expect(asAdmin.status, address).toBe(200)
      expect(Buffer.from(await asAdmin.arrayBuffer())).toEqual(bytes)
      expect((await fetch(url(address))).status, address).toBe(403)
      expect((await fetch(url(address), { headers: withToken(await tokenFor('editor')) })).status, address).toBe(403)
    }
  })

  it('is not reachable through the public media route', async () => {
    expect((await fetch(url(`/api/media/file/${cv.filename}`))).status).toBe(404)
    const nested = await fetch(url(`/api/media/file/cv-submissions%2F${cv.filename}`))
    expect(nested.status).not.toBe(200)
    expect(Buffer.from(await nested.arrayBuffer()).includes('%PDF-')).toBe(false)
  })

  it('removes the file from the bucket when an admin deletes the CV', async () => {
    const key = `${bucket().prefix}/cv-submissions/${cv.filename}`
    expect(await bucket().read(key)).not.toBeNull()
    const response = await fetch(url(`/api/cv-submissions/${cv.id}`), { method: 'DELETE', headers: withToken(await adminToken()) })
    expect(response.status).toBe(200)
    expect(await bucket().read(key)).toBeNull()
  })
})
