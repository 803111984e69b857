import { describe, expect, it } from 'vitest'
import { subscribe } from '@/components/forms/newsletter-signup'
import { retryMinutes } from '@/components/forms/retry-after'
import { sendForm } from '@/components/forms/send-form'
import { de } from '@/i18n/de'
import { en } from '@/i18n/en'

/** What the API answers while the database is down (src/lib/api/errors.ts). */
const unavailable = (body: unknown, retryAfter: string | null = '30') => async () =>
  new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }) },
  })

const formBody = { success: false, error: { code: 'service_unavailable', message: 'The service is temporarily unavailable; please try again in 30 seconds' } }

describe('a form sent while the database is down', () => {
  it('tells the visitor the message was not sent, that their input is kept, and when to send again', async () => {
    const outcome = await sendForm('/dmc-apis/contact-us-submits', '{}', en, unavailable(formBody))
    expect(outcome).toEqual({ ok: false, message: en.faults.formUnavailable(1) })
    expect(outcome.message).toMatch(/not sent/)
    expect(outcome.message).toMatch(/still here/)
  })

  it('speaks the page’s language', async () => {
    const outcome = await sendForm('/dmc-apis/submit_cv', new FormData(), de, unavailable(formBody, '180'))
    expect(outcome).toEqual({ ok: false, message: de.faults.formUnavailable(3) })
  })

  it('tells a newsletter visitor they are not subscribed yet', async () => {
    const outcome = await subscribe('leaf@example.com', unavailable({ success: false, error: formBody.error.message }), en.newsletter, en.faults)
    expect(outcome).toEqual({ ok: false, message: en.faults.newsletterUnavailable(1) })
  })
})

describe('retryMinutes()', () => {
  const withHeader = (value: string | null) => new Response(null, { status: 503, headers: value === null ? {} : { 'Retry-After': value } })

  it('reads seconds and HTTP dates, rounding up to whole minutes', () => {
    expect(retryMinutes(withHeader('30'))).toBe(1)
    expect(retryMinutes(withHeader('61'))).toBe(2)
    const now = Date.parse('2030-01-01T00:00:00Z')
    expect(retryMinutes(withHeader('Tue, 01 Jan 2030 00:05:00 GMT'), now)).toBe(5)
  })

  it('falls back to a minute, and never says more than an hour', () => {
    expect(retryMinutes(withHeader(null))).toBe(1)
    expect(retryMinutes(withHeader('soon'))).toBe(1)
    expect(retryMinutes(withHeader('86400'))).toBe(60)
  })
})
