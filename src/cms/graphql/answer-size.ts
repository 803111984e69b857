import { limits } from '@/site.config'

/**
 * Payload's answer as sent to the client. The query's shape and list cost bound what Payload builds;
 * this is the last guard: an answer past GRAPHQL_MAX_ANSWER_MB is replaced by an error saying so
 * (long rich texts can make even a well-shaped answer large). With introspection off, graphql-js's
 * "Did you mean …?" hints are cut from error messages: they would list the schema's names that
 * introspection hides. graphql 16 has no switch for them, so the messages are edited here.
 */
export async function boundedAnswer(response: Response): Promise<Response> {
  const { maxAnswerBytes, introspection } = limits.graphql()
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxAnswerBytes) {
    await response.body?.cancel().catch(() => undefined)
    return tooLarge(maxAnswerBytes)
  }
  const text = await response.text()
  if (Buffer.byteLength(text) > maxAnswerBytes) return tooLarge(maxAnswerBytes)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (introspection || !text.includes('Did you mean')) return new Response(text, { status: response.status, headers })
  return new Response(withoutSuggestions(text), { status: response.status, headers })
}

/** An answer's text with every error message's suggestion removed. */
export function withoutSuggestions(text: string): string {
  let body: { errors?: { message?: unknown }[] }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return text
  }
  for (const error of body.errors ?? []) {
    if (typeof error.message === 'string') error.message = stripSuggestion(error.message)
  }
  return JSON.stringify(body)
}

/** graphql-js ends a message with " Did you mean …?" (fields, arguments, types, enum values). */
export const stripSuggestion = (message: string) => message.replace(/\s*Did you mean .*$/s, '')

function tooLarge(maxBytes: number): Response {
  return graphqlError(400, `The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: ask for fewer items (limit) or fields`)
}

/** GraphQL's error shape, never cached. */
export function graphqlError(status: number, messages: string | string[], headers: Record<string, string> = {}): Response {
  const errors = [messages].flat().map((message) => ({ message }))
  return Response.json({ errors }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}
