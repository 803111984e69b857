import http from 'node:http'
import { answer } from './answer'

/**
 * Bytes of bodies the gate has read and not yet handed on, across all requests, with a ceiling, and a share of
 * it per client (a quarter), so that one client's stalled bodies cannot leave no room for everyone else's.
 */
export class BodyBudget {
  private used = 0
  private readonly byClient = new Map<string, number>()

  constructor(
    private readonly max: number,
    private readonly perClient = Math.floor(max / 4),
  ) {}

  take(client: string, bytes: number): boolean {
    const held = this.byClient.get(client) ?? 0
    if (this.used + bytes > this.max || held + bytes > this.perClient) return false
    this.used += bytes
    this.byClient.set(client, held + bytes)
    return true
  }

  give(client: string, bytes: number) {
    if (bytes === 0) return
    this.used -= bytes
    const held = (this.byClient.get(client) ?? 0) - bytes
    if (held > 0) this.byClient.set(client, held)
    else this.byClient.delete(client)
  }

  get inUse() {
    return this.used
  }
}

/** Seconds a client turned away for want of room is asked to wait. */
const RETRY_AFTER_SECONDS = 5

export type ReadBody = { body: Buffer; release: () => void }

/**
 * Reads a request's body whole before it takes any place in the server's work, so a client that sends it
 * slowly holds a socket and the bytes it sent, never a lane: at most `limit` bytes (413 past it), within
 * `timeoutMs` of its headers (408), its bytes counted in `budget` for `client` until `release` (503 +
 * Retry-After when full). Resolves with the body, or null when it answered or the client left; a refused client's
 * connection closes once the answer is written.
 */
export function readBody(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  { limit, timeoutMs, budget, client }: { limit: number; timeoutMs: number; budget: BodyBudget; client: string },
): Promise<ReadBody | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let released = false
    const release = () => {
      if (released) return
      released = true
      budget.give(client, size)
    }
    const settle = (result: ReadBody | null) => {
      clearTimeout(timer)
      request.off('data', onData).off('end', onEnd).off('close', onClose)
      resolve(result)
    }
    const refuse = (status: number, code: string, message: string, headers: Record<string, string> = {}) => {
      release()
      chunks.length = 0
      settle(null)
      // The rest of the body is read and dropped until the connection closes after the answer.
      request.resume()
      if (!response.headersSent && !response.destroyed) answer(request, response, status, code, message, { Connection: 'close', ...headers })
    }
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return refuse(413, 'body_too_large', `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB, the most this address reads.`)
      if (!budget.take(client, chunk.length)) {
        return refuse(503, 'busy', `The server is busy; please try again in ${RETRY_AFTER_SECONDS} seconds.`, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
      }
      size += chunk.length
      chunks.push(chunk)
    }
    const onEnd = () => settle({ body: Buffer.concat(chunks, size), release })
    // The client left before its body was whole: nothing to answer.
    const onClose = () => {
      release()
      settle(null)
    }
    const timer = setTimeout(() => refuse(408, 'request_timeout', `The request body did not arrive within ${Math.round(timeoutMs / 1000)} seconds.`), timeoutMs)
    request.on('data', onData).on('end', onEnd).on('close', onClose)
  })
}

/**
 * The request as Next.js is to see it, with its body already read: a fresh message on the same connection with
 * the same method, address and headers, whose stream yields `body` and ends. The original has been read to its
 * end, so Node.js's own bookkeeping for the connection (keep-alive, the next request) is unchanged.
 */
export function withBody(original: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const replayed = new http.IncomingMessage(original.socket)
  replayed.httpVersion = original.httpVersion
  replayed.httpVersionMajor = original.httpVersionMajor
  replayed.httpVersionMinor = original.httpVersionMinor
  replayed.method = original.method
  replayed.url = original.url
  replayed.headers = original.headers
  replayed.rawHeaders = original.rawHeaders
  replayed.trailers = original.trailers
  replayed.rawTrailers = original.rawTrailers
  replayed.complete = true
  if (body.length > 0) replayed.push(body)
  replayed.push(null)
  return replayed
}
