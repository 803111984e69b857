import type { PayloadRequest } from 'payload'
import { editorError } from '../editor-error'

/** Refuses an attempt over a limit: 429 with Retry-After (Payload sends `req.responseHeaders` with its error answer). */
export function tooManyAttempts(req: PayloadRequest, message: string, retryAfterSeconds: number): never {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  throw editorError(message, 429, 'TooManyRequests')
}
