import type { Dictionary } from '@/i18n/en'
import { retryMinutes } from './retry-after'

export type SendOutcome = { ok: true; message: string } | { ok: false; message: string; fields?: Record<string, string> }

/**
 * Sends a public form (contact, CV) and says truthfully what happened: the API's success
 * message, its per-field messages (to mark each field), or the cause of the failure. A 503 (the
 * database is down: nothing was stored) says so and when to send again, from Retry-After.
 */
export async function sendForm(
  url: string,
  body: BodyInit,
  { forms: t, faults }: Pick<Dictionary, 'forms' | 'faults'>,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  const headers: HeadersInit = { Accept: 'application/json' }
  if (typeof body === 'string') headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetcher(url, { method: 'POST', headers, body })
  } catch {
    return { ok: false, message: t.network }
  }
  const json = (await response.json().catch(() => null)) as { message?: string; error?: { message?: string; fields?: Record<string, string> } } | null
  if (response.ok) return { ok: true, message: json?.message ?? '' }
  if (response.status === 429) return { ok: false, message: t.tooManyAttempts }
  if (response.status === 503) return { ok: false, message: faults.formUnavailable(retryMinutes(response)) }
  if (response.status >= 500 || !json?.error) return { ok: false, message: t.serverError }
  return { ok: false, message: json.error.fields ? t.fixFields : (json.error.message ?? t.serverError), fields: json.error.fields }
}
