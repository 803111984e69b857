import type http from 'node:http'
import { UPLOAD_COLLECTIONS } from '@/config/storage'
import { limits, storageSettings } from '@/site.config'
import { answer } from './answer'

const MB = 1024 * 1024
/** What a multipart form adds around the file itself (field values, boundaries). */
const FORM_OVERHEAD = MB
/**
 * Payload's own upload check names a file's size when it is up to twice the media limit
 * (src/cms/uploads/upload-limits.ts); only a body larger than that is refused here.
 */
const UPLOAD_FACTOR = 2
/** A refused body is read and dropped up to this many bytes, so the client can read our answer; past it the connection closes. */
const DRAIN_LIMIT = 256 * MB
/**
 * The largest body a page or a /dmc-apis call takes: the careers form's CV (5 MB with its fields,
 * src/lib/api/submissions/cv-file.ts); Next.js's server actions (the admin's) take 1 MB.
 */
export const SITE_BODY_BYTES = 8 * MB

/** Payload reads a whole body into memory before it checks access: its addresses get a byte limit first. */
const PAYLOAD_API = /^\/(api|graphql)(\/|$|\?)/

/**
 * What the gate does with a request's body: there is `none`; it is `read` whole (at most `limit` bytes) before
 * the request takes a lane place; or, for a signed-in upload larger than the API limit, it `stream`s on to
 * Payload, where src/cms/rest-multipart.ts checks the credentials before reading a byte.
 */
export type BodyPlan = { body: 'none' } | { body: 'read'; limit: number } | { body: 'stream' }

/**
 * Decides what to do with a request's body, refusing one larger than its address takes (413, naming the limit)
 * and one to Payload whose size is not declared (411): Node.js then delivers no more than the declared length,
 * so nothing downstream can be made to buffer more. Returns null when it answered.
 */
export function planBody(request: http.IncomingMessage, response: http.ServerResponse): BodyPlan | null {
  const declared = request.headers['content-length']
  const chunked = request.headers['transfer-encoding'] !== undefined
  if (!chunked && (declared === undefined || Number(declared) === 0)) return { body: 'none' }
  const size = Number(declared ?? 0)
  const url = request.url ?? '/'
  if (!PAYLOAD_API.test(url)) {
    if (size <= SITE_BODY_BYTES) return { body: 'read', limit: SITE_BODY_BYTES }
    return refuse(request, response, 413, 'body_too_large', `The request body is ${megabytes(size)} MB; the largest this site reads is ${megabytes(SITE_BODY_BYTES)} MB.`)
  }
  if (declared === undefined) return refuse(request, response, 411, 'length_required', 'Send the body with a Content-Length header.')
  const apiLimit = limits.apiBodyBytes()
  if (size <= apiLimit) return { body: 'read', limit: apiLimit }
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '')
  if (multipart && uploadOperation(request.method, url) && carriesCredentials(request)) {
    const { maxUploadBytes } = storageSettings()
    if (size <= UPLOAD_FACTOR * maxUploadBytes + FORM_OVERHEAD) return { body: 'stream' }
    return refuse(request, response, 413, 'body_too_large', `The upload is ${megabytes(size)} MB; uploads are limited to ${megabytes(maxUploadBytes)} MB.`)
  }
  const upload = multipart ? ' (a larger upload needs a signed-in user)' : ''
  return refuse(request, response, 413, 'body_too_large', `The request body is ${megabytes(size)} MB; the largest this API reads is ${megabytes(apiLimit)} MB${upload}.`)
}

/**
 * The upload a request makes, if it is one: the create (POST /api/<collection>) or the update
 * (PATCH /api/<collection>/<id>) of a collection that takes uploads.
 */
export function uploadOperation(method: string | undefined, url: string): { collection: string; operation: 'create' | 'update' } | null {
  const [api, collection, id, rest] = url.split('?')[0]!.split('/').slice(1)
  if (api !== 'api' || !collection || !UPLOAD_COLLECTIONS.includes(collection) || rest !== undefined) return null
  if (method === 'POST' && id === undefined) return { collection, operation: 'create' }
  if (method === 'PATCH' && id) return { collection, operation: 'update' }
  return null
}

/** A Payload session cookie or an Authorization header (a JWT or an API key): whether they are valid is Payload's to say. */
function carriesCredentials(request: http.IncomingMessage): boolean {
  return Boolean(request.headers.authorization) || /(^|;\s*)payload-token=/.test(request.headers.cookie ?? '')
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, status: number, code: string, message: string): null {
  const size = Number(request.headers['content-length'] ?? Infinity)
  const drain = size <= DRAIN_LIMIT
  answer(request, response, status, code, message, drain ? {} : { Connection: 'close' })
  if (drain) request.resume()
  return null
}

const megabytes = (bytes: number) => (Math.round((bytes / MB) * 10) / 10).toString()
