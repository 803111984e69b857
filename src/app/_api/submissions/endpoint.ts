import { ValidationError } from 'payload'
import { ApiError, withApiErrors } from '@/lib/api/errors'
import { clientIp, formLimit, formRateLimit, tooManyRequests } from '../rate-limit'
import { discardBody } from '@/lib/api/submissions/read-body'
import { crossSiteRefused, isCrossSite } from '@/lib/api/cross-site'
import { storeThenNotify, type StoredSubmission } from '@/data/submissions'
import { FieldErrors } from '@/lib/api/submissions/validation'

/**
 * One mechanism for every public form that leaves a message with us (contact, CV). A form is a
 * declaration: how its body is read and what it stores; this runs the same steps for each:
 *
 * 0. a form sent from another site (src/lib/api/cross-site.ts) is refused: 403;
 * 1. per-IP rate limit (the database-backed limiter, RATE_LIMIT_MAX a minute per form): 429;
 * 2. the body, bounded in size: 413 when too large, 400/415 when unreadable;
 * 3. the honeypot: a hidden `website` field people never see. When it is filled we answer exactly
 *    as for a success and store nothing, so a bot learns nothing it could adapt to;
 * 4. validation of every field (zod, the same rules as the browser): 400 naming each bad field;
 * 5. store, then notify by email (store.ts): a mail failure never loses the stored message.
 * A database that is down answers 503 with Retry-After (errors.ts): nothing was stored, and the
 * form in the browser says so and keeps what the visitor typed.
 *
 * Answers: 201 `{success: true, message}`; errors `{success: false, error: {code, message, fields?}}`.
 */
export type SubmissionForm<Data> = {
  /** The path segment, for the rate-limit key and the logs. */
  name: string
  read: (request: Request) => Promise<{ fields: Record<string, unknown>; files?: Record<string, File> }>
  /** The largest body `read` accepts: a refused request's body is discarded up to a multiple of it. */
  maxBodyBytes: number
  /** Validates what was read (throws FieldErrors) and returns what to store. */
  validate: (input: { fields: Record<string, unknown>; files: Record<string, File> }) => Promise<Data>
  toSubmission: (data: Data) => StoredSubmission
  successMessage: string
  /** The form field of the stored upload, and what to say when the collection refuses the file. */
  fileField?: { name: string; invalid: string }
}

export const HONEYPOT_FIELD = 'website'

const noStore = { 'Cache-Control': 'no-store' }

export function submissionEndpoint<Data>(form: SubmissionForm<Data>) {
  return withApiErrors(
    form.name,
    async (request: Request) => {
      if (isCrossSite(request)) throw crossSiteRefused(await discardBody(request, form.maxBodyBytes))
      const limit = await formRateLimit(`${form.name}:${clientIp(request)}`, formLimit(), form.name)
      if (limit && !limit.allowed) {
        // Refused unread: the body is discarded first, so the connection stays usable (read-body.ts).
        throw tooManyRequests(limit, await discardBody(request, form.maxBodyBytes))
      }
      const { fields, files = {} } = await form.read(request)
      const honeypot = fields[HONEYPOT_FIELD]
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
        console.info(`[dmc-apis/${form.name}] honeypot filled; answered as a success and stored nothing`)
        return success(form.successMessage)
      }
      const data = await form.validate({ fields, files })
      await storeThenNotify(form.toSubmission(data)).catch((error: unknown) => {
        throw error instanceof ValidationError ? storeRefused(form, error) : error
      })
      return success(form.successMessage)
    },
    submissionErrorResponse,
  )
}

/**
 * The collection refused what passed our checks (Payload validates uploads further: a PDF without
 * its cross-reference table, say). That is the visitor's input, so a 400 naming the field, not a 500.
 */
function storeRefused({ fileField }: Pick<SubmissionForm<never>, 'fileField'>, error: ValidationError): FieldErrors {
  const fields: Record<string, string> = {}
  for (const { path, message } of error.data.errors) {
    const field = path === 'file' && fileField ? fileField.name : path
    fields[field] ??= path === 'file' && fileField ? fileField.invalid : message
  }
  return new FieldErrors(fields)
}

function success(message: string) {
  return Response.json({ success: true, message }, { status: 201, headers: noStore })
}

/** The forms' error shape: `{success: false, error: {code, message, fields?}}`. */
export function submissionErrorResponse(error: ApiError): Response {
  const fields = error instanceof FieldErrors ? { fields: error.fields } : {}
  return Response.json(
    { success: false, error: { code: error.code, message: error.message, ...fields } },
    { status: error.status, headers: { ...noStore, ...error.headers } },
  )
}

