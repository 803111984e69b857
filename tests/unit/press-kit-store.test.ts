import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStoredMedia, storedMediaExists } from '@/lib/press-kit/stored-file'

describe('reading stored originals from MEDIA_DIR', () => {
  const saved = { dir: process.env.MEDIA_DIR, bucket: process.env.S3_BUCKET }
  let dir: string

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'press-kit-'))
    writeFileSync(path.join(dir, 'estate.jpg'), Buffer.from('not really a jpeg'))
    writeFileSync(path.join(dir, '..', 'outside-press-kit.txt'), 'secret')
    process.env.MEDIA_DIR = dir
    delete process.env.S3_BUCKET
  })

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
    rmSync(path.join(dir, '..', 'outside-press-kit.txt'), { force: true })
    if (saved.dir === undefined) delete process.env.MEDIA_DIR
    else process.env.MEDIA_DIR = saved.dir
    if (saved.bucket !== undefined) process.env.S3_BUCKET = saved.bucket
  })

  it('reads a stored file', async () => {
    const chunks: Buffer[] = []
    for await (const chunk of await openStoredMedia({ filename: 'estate.jpg' })) chunks.push(Buffer.from(chunk))
    expect(Buffer.concat(chunks).toString()).toBe('not really a jpeg')
    expect(await storedMediaExists({ filename: 'estate.jpg' })).toBe(true)
  })

  it('knows a missing file, and never reads outside the folder', async () => {
    expect(await storedMediaExists({ filename: 'gone.jpg' })).toBe(false)
    expect(await storedMediaExists({ filename: '../outside-press-kit.txt' })).toBe(false)
    await expect(openStoredMedia({ filename: '../outside-press-kit.txt' })).rejects.toThrow('outside MEDIA_DIR')
  })
})

describe('reading stored originals from a bucket', () => {
  const names = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))

  beforeAll(() => {
    // Port 9 (discard) has no listener here: the bucket cannot be reached.
    Object.assign(process.env, { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })
  })

  afterAll(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it('fails when the bucket cannot be reached, rather than calling the file missing', async () => {
    await expect(storedMediaExists({ filename: 'estate.jpg', prefix: 'site' })).rejects.toThrow(/ECONNREFUSED|connect/i)
  })
})
