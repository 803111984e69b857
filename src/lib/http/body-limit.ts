import type http from 'node:http'
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

/** Payload reads a whole body into memory before it checks access: its addresses get a byte limit first. */
const PAYLOAD_API = /^\/(api|graphql)(\/|$|\?)/
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses a body to Payload's REST or GraphQL that is larger than it may be (413, naming the limit), or
 * whose size is not declared (411): Node.js then delivers no more than the declared length, so nothing
 * downstream can be made to buffer more. Returns true when it answered.
 */
export function refuseOversizedBody(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (!WITH_BODY.has(request.method ?? '') || !PAYLOAD_API.test(request.url ?? '')) return false
  const declared = request.headers['content-length']
  if (declared === undefined) {
    if (request.headers['transfer-encoding'] === undefined) return false
    refuse(request, response, 411, 'length_required', 'Send the body with a Content-Length header.')
    return true
  }
  const size = Number(declared)
  const upload = /^multipart\//i.test(request.headers['content-type'] ?? '')
  const limit = upload ? UPLOAD_FACTOR * storageSettings().maxUploadBytes + FORM_OVERHEAD : limits.apiBodyBytes()
  if (size <= limit) return false
  const message = upload
    ? `The upload is ${megabytes(size)} MB; uploads are limited to ${megabytes(storageSettings().maxUploadBytes)} MB.`
    : `The request body is ${megabytes(size)} MB; the largest this API reads is ${megabytes(limit)} MB.`
  refuse(request, response, 413, 'body_too_large', message)
  return true
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, status: number, code: string, message: string) {
  const size = Number(request.headers['content-length'] ?? Infinity)
  const drain = size <= DRAIN_LIMIT
  answer(request, response, status, code, message, drain ? {} : { Connection: 'close' })
  if (drain) request.resume()
}

const megabytes = (bytes: number) => (Math.round((bytes / MB) * 10) / 10).toString()
