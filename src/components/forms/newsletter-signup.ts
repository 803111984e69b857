import { en, type Dictionary } from '@/i18n/en'
import { retryMinutes } from './retry-after'

/**
 * The newsletter sign-up: its validation and its call to POST /dmc-apis/newsletter_subscription.
 * The form sits in every page's footer, so it carries no validation library: one address needs one
 * pattern (zod's own email pattern, kept equal by a unit test), and the API validates again on the server.
 */
export const NEWSLETTER_ENDPOINT = '/dmc-apis/newsletter_subscription'

type NewsletterText = Dictionary['newsletter']

/** zod's `z.regexes.email`, the pattern the API checks with (tests/unit/newsletter.test.ts compares them). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/** The trimmed address, or what is wrong with it in the page's language. */
export function checkEmail(value: string, t: NewsletterText = en.newsletter): { email: string } | { error: string } {
  const email = value.trim()
  if (!email) return { error: t.emailRequired }
  return EMAIL_PATTERN.test(email) ? { email } : { error: t.emailInvalid }
}

export const NETWORK_MESSAGE = en.newsletter.network

export type SubscribeOutcome = { ok: true } | { ok: false; message: string }

/**
 * Subscribes an address and says truthfully what happened. The old site answered every
 * failure with "Email already exists"; we deliberately report the real cause instead
 * (invalid address, rate limit, server or network failure). An address already subscribed is
 * answered as a new one, so the list cannot be probed.
 */
export async function subscribe(
  email: string,
  fetcher: typeof fetch = fetch,
  t: NewsletterText = en.newsletter,
  faults: Dictionary['faults'] = en.faults,
): Promise<SubscribeOutcome> {
  let response: Response
  try {
    response = await fetcher(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { email } }),
    })
  } catch {
    return { ok: false, message: t.network }
  }
  const body = await response.json().catch(() => null)
  if (response.ok && body?.success !== false) return { ok: true }
  // The database is down: nothing was stored, the address stays in the field, and the visitor learns when to retry.
  if (response.status === 503) return { ok: false, message: faults.newsletterUnavailable(retryMinutes(response)) }
  return { ok: false, message: errorMessage(body) ?? fallbackMessage(response.status, t) }
}

/** Reads `{ error: "…" }` (the newsletter contract) or `{ error: { message } }` (the API convention). */
function errorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error
  if (typeof error === 'string' && error.trim()) return error
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message.trim() ? message : undefined
}

function fallbackMessage(status: number, t: NewsletterText): string {
  if (status === 429) return t.tooManyAttempts
  if (status >= 500) return t.serverError
  return t.failed(status)
}
