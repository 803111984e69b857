import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EMAIL_PATTERN, NETWORK_MESSAGE, NEWSLETTER_ENDPOINT, checkEmail, subscribe } from '@/components/forms/newsletter-signup'
import { de } from '@/i18n/de'

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('newsletter validation', () => {
  it('requires an address and checks its form', () => {
    expect(checkEmail('')).toEqual({ error: 'Please enter your email address.' })
    expect(checkEmail('   ')).toEqual({ error: 'Please enter your email address.' })
    expect(checkEmail('tea@')).toMatchObject({ error: expect.stringMatching(/valid email address/) })
    expect(checkEmail('  leaf@example.com ')).toEqual({ email: 'leaf@example.com' })
    expect(checkEmail('tea@', de.newsletter)).toEqual({ error: de.newsletter.emailInvalid })
  })

  it('uses the pattern the API checks with (zod’s email pattern), so the form and the server agree', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source)
    const samples = ['leaf@example.com', 'a.b+c@tea.co.uk', 'a..b@x.io', '.a@x.io', 'a@x', 'a@-x.io', "o'neil@estate.lk", 'a@b.c']
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(z.email().safeParse(sample).success)
  })
})

describe('subscribe()', () => {
  it('posts {"data":{"email"}} as JSON to the newsletter endpoint', async () => {
    let seen: { url: string; init?: RequestInit } | undefined
    await subscribe('leaf@example.com', async (url, init) => {
      seen = { url: String(url), init }
      return new Response(JSON.stringify({ success: true }), { status: 201 })
    })
    expect(seen?.url).toBe(NEWSLETTER_ENDPOINT)
    expect(seen?.init?.method).toBe('POST')
    expect(JSON.parse(String(seen?.init?.body))).toEqual({ data: { email: 'leaf@example.com' } })
  })

  it('reports success on 201', async () => {
    expect(await subscribe('a@b.co', answer(201, { success: true }))).toEqual({ ok: true })
  })

  it('passes on the server’s own message for failures', async () => {
    expect(await subscribe('a@b.co', answer(429, { success: false, error: 'Too many requests; please try again in 60 seconds' }))).toEqual({
      ok: false,
      message: 'Too many requests; please try again in 60 seconds',
    })
    expect(await subscribe('a@b.co', answer(400, { success: false, error: 'data.email: Invalid email address' }))).toEqual({
      ok: false,
      message: 'data.email: Invalid email address',
    })
    expect(await subscribe('a@b.co', answer(500, { error: { code: 'internal', message: 'Database unavailable' } }))).toEqual({
      ok: false,
      message: 'Database unavailable',
    })
  })

  it('explains failures that carry no message', async () => {
    const r500 = await subscribe('a@b.co', answer(500, 'oops'))
    const r429 = await subscribe('a@b.co', answer(429, ''))
    const r418 = await subscribe('a@b.co', answer(418, {}))
    for (const r of [r500, r429, r418]) expect(r).toMatchObject({ ok: false })
    expect(r500).not.toEqual(r429)
  })

  it('treats a 2xx answer with success:false as a failure', async () => {
    expect(await subscribe('a@b.co', answer(200, { success: false, error: 'Not stored' }))).toEqual({ ok: false, message: 'Not stored' })
  })

  it('says the server could not be reached on a network failure', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await subscribe('a@b.co', offline)).toEqual({ ok: false, message: NETWORK_MESSAGE })
  })
})
