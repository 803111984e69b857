import { z } from 'zod'
import { badRequest } from './errors'
import { MAX_JSON_BYTES, readBodyBounded } from './submissions/read-body'

/**
 * Reads a POST body as JSON and validates it with a zod schema. A body past MAX_JSON_BYTES (16 KB;
 * no public JSON call sends more than a few hundred bytes) is a 413 before more of it is buffered;
 * malformed JSON or a wrong shape is a 400 whose message names the problem; nothing here can be a 500.
 * The content type is not checked: navigator.sendBeacon (the share counter) sends JSON as text/plain.
 */
export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const bytes = await readBodyBounded(request, MAX_JSON_BYTES, 'The request body is too large')
  let json: unknown
  try {
    json = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw badRequest('The request body must be valid JSON', 'invalid_json')
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw badRequest(issue?.message ?? 'The request body is invalid', 'invalid_body')
  }
  return result.data
}
