import { Zip, ZipPassThrough } from 'fflate'

/**
 * A zip archive written while it is sent, one entry after another, reading each file only when
 * the client is ready for more (the stream's pull): memory stays at a chunk or two whatever the
 * archive's size.
 *
 * Library: fflate (MIT, no dependencies, 8 kB, streaming `Zip`). Chosen over archiver, which pulls
 * in a dozen packages (readable-stream, glob, lazystream…) for features we do not need. Entries are
 * stored, not deflated (ZipPassThrough): photographs are compressed already, so deflating them
 * costs CPU for almost nothing.
 */
export type ZipEntry = { name: string; mtime?: Date; open: () => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array>> }

export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const pending: Uint8Array[] = []
  let failure: Error | null = null
  let finished = false
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error
    else pending.push(chunk)
    if (final) finished = true
  })

  async function* archive(): AsyncGenerator<Uint8Array> {
    for (const entry of entries) {
      const file = new ZipPassThrough(entry.name)
      if (entry.mtime) file.mtime = entry.mtime
      zip.add(file)
      for await (const chunk of await entry.open()) {
        file.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk))
        yield* drain()
      }
      file.push(new Uint8Array(0), true)
      yield* drain()
    }
    zip.end()
    yield* drain()
    if (!finished) throw new Error('The zip archive did not finish')
  }

  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure
    while (pending.length) yield pending.shift()!
  }

  const iterator = archive()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next()
        if (done) controller.close()
        else controller.enqueue(value)
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      zip.terminate()
      await iterator.return(undefined)
    },
  })
}
