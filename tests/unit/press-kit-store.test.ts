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
