import * as z from 'zod/mini'

/**
 * The newsletter sign-up: its validation and its call to POST /dmc-apis/newsletter_subscription.
 * zod/mini keeps the form's client bundle small; the API validates again on the server.
 */
export const NEWSLETTER_ENDPOINT = '/dmc-apis/newsletter_subscription'

export const newsletterSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim()),
    z.email({
      error: (issue) => (issue.input === '' ? 'Please enter your email address.' : 'Please enter a valid email address, like name@example.com.'),
    }),
  ),
})
export type NewsletterValues = z.infer<typeof newsletterSchema>

export const SUCCESS_MESSAGE = 'Subscribed successfully!'
export const DUPLICATE_MESSAGE = 'Email already exists'
export const NETWORK_MESSAGE = 'Could not reach the server. Please try again.'

export type SubscribeOutcome = { ok: true } | { ok: false; message: string }

/**
 * Subscribes an address and says truthfully what happened. The old site answered every
 * failure with "Email already exists"; we deliberately report the real cause instead
 * (duplicate, invalid address, rate limit, server or network failure).
 */
export async function subscribe(email: string, fetcher: typeof fetch = fetch): Promise<SubscribeOutcome> {
  let response: Response
  try {
    response = await fetcher(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ data: { email } }),
    })
  } catch {
    return { ok: false, message: NETWORK_MESSAGE }
  }
  const body = await response.json().catch(() => null)
  if (response.ok && body?.success !== false) return { ok: true }
  if (response.status === 409) return { ok: false, message: DUPLICATE_MESSAGE }
  return { ok: false, message: errorMessage(body) ?? fallbackMessage(response.status) }
}

/** Reads `{ error: "…" }` (the newsletter contract) or `{ error: { message } }` (the API convention). */
function errorMessage(body: unknown): string | undefined {
  const error = (body as { error?: unknown } | null)?.error
  if (typeof error === 'string' && error.trim()) return error
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message.trim() ? message : undefined
}

function fallbackMessage(status: number): string {
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.'
  if (status >= 500) return 'The server could not subscribe you just now. Please try again later.'
  return `Subscription failed (error ${status}). Please try again.`
}
