import type * as z from 'zod/mini'
import { ApiError } from '../errors'

/** A 400 that names every invalid field, so a form can mark each one: `{error: {code, message, fields}}`. */
export class FieldErrors extends ApiError {
  constructor(readonly fields: Record<string, string>) {
    super(400, 'invalid_fields', Object.values(fields)[0] ?? 'The form is invalid')
  }
}

/** Validates with a shared form schema (src/lib/forms); the first message of each field. */
export function validateFields<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fields[field] ??= issue.message
  }
  throw new FieldErrors(fields)
}
