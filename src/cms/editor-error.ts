import { APIError } from 'payload'

/**
 * An error whose message the editor sees in the admin (and an API client in the JSON). Payload shows a
 * message only for an error with a name, and the production bundle minifies class names away, so the
 * name is set here.
 */
export function editorError(message: string, status: number, name: string): APIError {
  const error: APIError = new APIError(message, status, null, true)
  error.name = name
  return error
}

/** A save the editor's role may not make, with the reason. */
export const forbidden = (message: string): APIError => editorError(message, 403, 'Forbidden')
