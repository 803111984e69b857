import { ApiError, badRequest } from '../errors'
import { isJson, notJson } from '../cross-site'

/** JSON forms send a few kilobytes at most. */
export const MAX_JSON_BYTES = 16 * 1024

/**
 * A request refused before its body was read (too large, rate-limited) still has that body on the
 * wire. Left unread, it stalls the connection, and the client's next request on it ends in a reset;
 * closed at once, the client's upload fails before it can read our answer. So the rest of the body
 * is read and thrown away, up to four times the largest accepted body, and the connection stays
 * usable; a client that sends more than that gets its answer with `Connection: close` (RFC 9112, 9.6).
 */
export async function discardBody(request: Request, limit: number): Promise<Record<string, string>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit * DISCARD_FACTOR) return CLOSE
  return (await drain(request.body?.getReader(), limit * DISCARD_FACTOR)) ? {} : CLOSE
}

const DISCARD_FACTOR = 4
const CLOSE = { Connection: 'close' }

async function drain(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, budget: number): Promise<boolean> {
  if (!reader) return true
  let left = budget
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return true
    left -= value.byteLength
    if (left < 0) {
      await reader.cancel().catch(() => undefined)
      return false
    }
  }
}

/**
 * Reads a request body, refusing it as soon as it grows past `maxBytes`: first by its declared
 * Content-Length, then by counting what actually arrives (a client may send no length, or lie),
 * so an oversize upload costs a 413 and never more than `maxBytes` of memory (the rest is
 * discarded unbuffered, see discardBody).
 */
export async function readBodyBounded(request: Request, maxBytes: number, message: string): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(message, await discardBody(request, maxBytes))
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) throw tooLarge(message, (await drain(reader, maxBytes * DISCARD_FACTOR)) ? {} : CLOSE)
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const tooLarge = (message: string, headers: Record<string, string>) => new ApiError(413, 'body_too_large', message, headers)

/**
 * A JSON body, parsed. Only `application/json`: a body of another type is refused unread (415), since a
 * browser sends text/plain, urlencoded or multipart from any other site without asking, and JSON needs
 * its permission first (CORS), which this site never gives.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJson(request)) throw notJson(await discardBody(request, MAX_JSON_BYTES))
  const bytes = await readBodyBounded(request, MAX_JSON_BYTES, 'The request body is too large')
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    throw badRequest('The request body must be valid JSON', 'invalid_json')
  }
}

/** A JSON object body (the contact form). */
export async function readJsonFields(request: Request): Promise<{ fields: Record<string, unknown> }> {
  const json = await readJson(request)
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw badRequest('The request body must be a JSON object', 'invalid_body')
  return { fields: json as Record<string, unknown> }
}

/** A multipart/form-data body (the CV form): its text fields and its files, read within `maxBytes`. */
export async function readMultipartFields(
  request: Request,
  maxBytes: number,
  message: string,
): Promise<{ fields: Record<string, unknown>; files: Record<string, File> }> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    // Refused unread: discarded first, so the client can read the answer (discardBody).
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as multipart/form-data', await discardBody(request, maxBytes))
  }
  const bytes = await readBodyBounded(request, maxBytes, message)
  let form: FormData
  try {
    form = await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData()
  } catch {
    throw badRequest('The form data could not be read', 'invalid_body')
  }
  // No prototype: a part named `__proto__` or `constructor` is just an unknown field.
  const fields: Record<string, unknown> = Object.create(null)
  const files: Record<string, File> = Object.create(null)
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value
    else files[name] = value
  }
  return { fields, files }
}
