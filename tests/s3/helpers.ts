import { existsSync, readdirSync } from 'node:fs'
import { S3 } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { expect, inject } from 'vitest'

/** An absolute URL on the S3 suite's server. */
export const url = (path: string) => new URL(path, inject('s3BaseURL')).toString()

/** A value no other test used: emails, slugs. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

export const withToken = (token: string) => ({ authorization: `JWT ${token}` })

/** The bucket, read directly: what the site stored, whatever the site answers. */
export function bucket() {
  const { endpoint, name, prefix, accessKeyId, secretAccessKey } = inject('bucket')
  const client = new S3({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } })
  return {
    prefix,
    async read(key: string): Promise<Buffer | null> {
      try {
        const object = await client.getObject({ Bucket: name, Key: key })
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    remove: (key: string) => client.deleteObject({ Bucket: name, Key: key }),
  }
}

/** Files the server wrote to its local folders (MEDIA_DIR and the private uploads): none, on S3 storage. */
export const localFiles = () => inject('s3LocalDirs').flatMap((dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []))

async function login(email: string, password: string): Promise<string> {
  const response = await fetch(url('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(response.status).toBe(200)
  return (await response.json()).token
}

export const adminToken = () => login(inject('s3Admin').email, inject('s3Admin').password)

/** A new account with `role`, created by the admin over REST; returns its JWT. */
export async function tokenFor(role: 'editor' | 'marketEditor'): Promise<string> {
  const email = `${unique(role)}@example.com`
  const password = `pw-${unique('')}`
  const response = await fetch(url('/api/users'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withToken(await adminToken()) },
    body: JSON.stringify({ email, password, name: `Test ${role}`, role }),
  })
  expect(response.status).toBe(201)
  return login(email, password)
}

export type MediaDoc = { id: number; filename: string; prefix: string; url: string; filesize: number; thumbnailURL: string | null; sizes?: unknown }

/** A PNG of `side` pixels square, different each call (its colour is random). */
export async function picture(side: number): Promise<Buffer> {
  const background = `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}`
  return sharp({ create: { width: side, height: side, channels: 3, background } }).png().toBuffer()
}

/** Uploads a picture to the media library as the admin's upload form does. */
export async function uploadPicture(token: string, bytes: Buffer, name = `${unique('leaf')}.png`): Promise<MediaDoc> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A square of tea-leaf green' }))
  const response = await fetch(url('/api/media'), { method: 'POST', headers: withToken(token), body: form })
  const json = await response.json()
  expect(response.status, JSON.stringify(json.errors)).toBe(201)
  return json.doc
}
