import { limits } from '@/site.config'
import { makeOneSize } from './make'
import { isUploadName, parseSizeName, type PictureSize } from './names'
import { ResizeBusy, ResizeQueue } from './resize-queue'
import { pictureStore } from './store'

const RETRY_AFTER_SECONDS = 5
/** The same address always holds the same picture: a replaced upload gets a new file name. */
const FOREVER = 'public, max-age=31536000, immutable'

let queue: ResizeQueue | undefined
function resizeQueue() {
  const { images, queued, queueWaitMs } = limits.load()
  queue ??= new ResizeQueue({ concurrency: images, queued, maxWaitMs: queueWaitMs })
  return queue
}

function text(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })
}

/**
 * `/img/{file}/{width}.{format}`: the size made ahead when the picture was uploaded, as a file. One not made
 * yet is made now (in the bounded resize queue) and kept, so it is made once; under a crowd of such
 * requests the queue answers 503 with Retry-After. Unknown files, widths and formats are 404s, made nowhere.
 */
export async function servePictureSize(file: string, name: string): Promise<Response> {
  const size = parseSizeName(name)
  if (!size || !isUploadName(file)) return text(404, 'No such picture size.')
  const type = size.format === 'jpg' ? 'image/jpeg' : 'image/webp'
  const picture = (await pictureStore().read(file, name)) ?? (await madeNow(file, size))
  if (picture instanceof Response) return picture
  return new Response(new Uint8Array(picture), { headers: { 'Content-Type': type, 'Content-Length': String(picture.length), 'Cache-Control': FOREVER } })
}

async function madeNow(file: string, size: PictureSize): Promise<Buffer | Response> {
  try {
    return (await resizeQueue().run(() => makeOneSize(file, size))) ?? text(404, 'No picture of that name.')
  } catch (error) {
    if (!(error instanceof ResizeBusy)) throw error
    return text(503, `The server is busy; please try again in ${RETRY_AFTER_SECONDS} seconds.`, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
  }
}
