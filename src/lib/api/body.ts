import { z } from 'zod'
import { badRequest } from './errors'
import { readJson } from './submissions/read-body'

/**
 * Reads a POST body as JSON (application/json only, at most MAX_JSON_BYTES: read-body.ts) and validates it
 * with a zod schema. A wrong type is a 415, a body past 16 KB a 413 before more of it is buffered, malformed
 * JSON or a wrong shape a 400 whose message names the problem; nothing here can be a 500.
 */
export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const result = schema.safeParse(await readJson(request))
  if (!result.success) {
    const issue = result.error.issues[0]
    throw badRequest(issue?.message ?? 'The request body is invalid', 'invalid_body')
  }
  return result.data
}
