import { z } from 'zod'
import { badRequest } from './errors'

/** Bodies larger than this are refused before parsing; no public form sends more than a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * Reads a POST body as JSON and validates it with a zod schema. Malformed JSON, a wrong shape
 * or an oversized body is a 400 whose message names the problem; nothing here can be a 500.
 */
export async function parseJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw badRequest('The request body is too large', 'body_too_large')
  let json: unknown
  try {
    json = JSON.parse(text)
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
