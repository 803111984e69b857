import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { zipStream } from '@/lib/press-kit/zip-stream'

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
  return new Uint8Array(Buffer.concat(chunks))
}

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff)

/** A file read in several chunks, as a disk or bucket stream delivers it. */
const chunked = (data: Uint8Array, size = 1000) =>
  async function* () {
    for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size)
  }

describe('zipStream (the press kit’s archive)', () => {
  it('writes every entry, byte for byte, into a valid zip', async () => {
    const a = bytes(5_000, 1)
    const b = bytes(123, 7)
    const zip = await collect(
      zipStream([
        { name: 'estate-dawn.jpg', open: async () => chunked(a)() },
        { name: 'tasting-room.webp', mtime: new Date('2025-03-01T10:00:00Z'), open: async () => chunked(b, 50)() },
        { name: 'captions.txt', open: async () => [new TextEncoder().encode('Captions')] },
      ]),
    )
    const files = unzipSync(zip)
    expect(Object.keys(files)).toEqual(['estate-dawn.jpg', 'tasting-room.webp', 'captions.txt'])
    expect(files['estate-dawn.jpg']).toEqual(a)
    expect(files['tasting-room.webp']).toEqual(b)
    expect(new TextDecoder().decode(files['captions.txt'])).toBe('Captions')
  })

  it('reads a file only when the reader asks for more', async () => {
    const opened: string[] = []
    const stream = zipStream(
      ['one.jpg', 'two.jpg'].map((name) => ({
        name,
        open: async () => {
          opened.push(name)
          return chunked(bytes(10, 0))()
        },
      })),
    )
    const reader = stream.getReader()
    await reader.read()
    expect(opened).toEqual(['one.jpg'])
    await reader.cancel()
  })

  it('errors the stream when a file cannot be read', async () => {
    const stream = zipStream([
      {
        name: 'broken.jpg',
        open: async () => {
          throw new Error('gone')
        },
      },
    ])
    await expect(collect(stream)).rejects.toThrow('gone')
  })
})
