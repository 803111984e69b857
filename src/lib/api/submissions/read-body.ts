import { ApiError, badRequest } from '../errors'

/** JSON forms send a few kilobytes at most. */
const MAX_JSON_BYTES = 16 * 1024

/**
 * Refused before the body is read to its end, so the connection is closed after the answer: the rest
 * of the upload may still be on its way, and a client must not send its next request down the same
 * connection (RFC 9112, 9.6). Keeping it open left a later request of that client to a reset.
 */
export const CLOSE_CONNECTION = { Connection: 'close' } as const

const tooLarge = (message: string) => new ApiError(413, 'body_too_large', message, CLOSE_CONNECTION)

/**
 * Reads a request body, refusing it as soon as it grows past `maxBytes`: first by its declared
 * Content-Length, then by counting what actually arrives (a client may send no length, or lie),
 * so an oversize upload costs a 413 and never more than `maxBytes` of memory.
 */
export async function readBodyBounded(request: Request, maxBytes: number, message: string): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(message)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(message)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** A JSON object body (the contact form). */
export async function readJsonFields(request: Request): Promise<{ fields: Record<string, unknown> }> {
  const bytes = await readBodyBounded(request, MAX_JSON_BYTES, 'The request body is too large')
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'))
  } catch {
    throw badRequest('The request body must be valid JSON', 'invalid_json')
  }
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
    throw new ApiError(415, 'unsupported_media_type', 'Send the form as multipart/form-data')
  }
  const bytes = await readBodyBounded(request, maxBytes, message)
  let form: FormData
  try {
    form = await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData()
  } catch {
    throw badRequest('The form data could not be read', 'invalid_body')
  }
  const fields: Record<string, unknown> = {}
  const files: Record<string, File> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value
    else files[name] = value
  }
  return { fields, files }
}
