import { describe, expect, inject, it } from 'vitest'
import { firstUserIsAdmin } from '@/cms/collections/Users'
import { storeThenNotify } from '@/data/submissions'
import { graphql, postJson, testPayload, unique, url } from './helpers'
import { fromNewAddress, inOneRateWindow, storedRows, tokenFor, withToken } from './submissions'

const ENDPOINT = '/dmc-apis/contact-us-submits'

const validMessage = (email = `${unique('writer')}@example.com`) => ({
  name: '  Amara Silva ',
  email,
  country: 'LK',
  phone: '077 123 4567',
  subject: 'Estate visit',
  message: 'Could we visit Kirikanda with a group of six in March?',
  agreement: true,
  website: '',
})

const send = (body: unknown, headers: Record<string, string> = fromNewAddress()) => postJson(ENDPOINT, body, headers)

describe('POST /dmc-apis/contact-us-submits', () => {
  it('stores the message (trimmed, the phone with the country dial code) and answers 201 with a message', async () => {
    const body = validMessage()
    const response = await send(body)
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ success: true, message: expect.stringMatching(/reached us/) })
    const [row, ...rest] = await storedRows('contact-submissions', body.email)
    expect(rest).toHaveLength(0)
    expect(row).toMatchObject({
      name: 'Amara Silva',
      country: 'LK',
      phone: '+94 77 123 4567',
      subject: 'Estate visit',
      message: body.message,
      agreement: true,
      // No SMTP in tests: Payload's console adapter logs the mail, which counts as sent.
      notification: 'sent',
    })
  })

  it('keeps an international number as typed', async () => {
    const body = { ...validMessage(), phone: '+44 20 7946 0000' }
    expect((await send(body)).status).toBe(201)
    expect((await storedRows('contact-submissions', body.email))[0]?.phone).toBe('+44 20 7946 0000')
  })

  it('answers 400 naming every invalid field, and stores nothing', async () => {
    const email = `${unique('bad')}@example.com`
    const response = await send({ email: `${email}x@`, country: '', phone: '12', agreement: false, website: '' })
    expect(response.status).toBe(400)
    const { success, error } = await response.json()
    expect(success).toBe(false)
    expect(error.code).toBe('invalid_fields')
    expect(error.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address, like name@example.com.',
      country: 'Please select your country.',
      phone: 'Please enter a phone number of 4 to 15 digits.',
      subject: 'Please enter a subject.',
      message: 'Please write your message.',
      agreement: 'Please tick the box to agree before sending.',
    })
    expect(error.message).toBe(error.fields.name)
    expect(await storedRows('contact-submissions', `${email}x@`)).toHaveLength(0)
  })

  it.each([
    ['a country code not in the list', { country: 'XX' }, 'country'],
    ['the placeholder country', { country: '' }, 'country'],
    ['an unticked agreement', { agreement: false }, 'agreement'],
    ['a text agreement', { agreement: 'yes' }, 'agreement'],
    ['letters in the phone', { phone: 'call me maybe' }, 'phone'],
    ['an over-long message', { message: 'x'.repeat(5001) }, 'message'],
  ])('answers 400 for %s', async (_case, change, field) => {
    const body = { ...validMessage(), ...change }
    const response = await send(body)
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).error.fields)).toEqual([field])
    expect(await storedRows('contact-submissions', body.email)).toHaveLength(0)
  })

  it('answers 400 for malformed JSON or a body that is not an object, and 413 for an oversized body', async () => {
    for (const body of ['{"name": ', '[1,2]', '"text"']) {
      const response = await send(body)
      expect(response.status).toBe(400)
      expect((await response.json()).error.message).toMatch(/JSON/)
    }
    const huge = await send({ ...validMessage(), message: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
  })

  it('takes JSON only: the same message as text/plain or a form (which any site may post through a visitor’s browser) is a 415, stored nowhere', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const body = validMessage()
      const response = await send(JSON.stringify(body), { ...fromNewAddress(), 'content-type': type })
      expect(response.status).toBe(415)
      expect((await response.json()).error).toEqual({ code: 'unsupported_media_type', message: 'Send the body as application/json' })
      expect(await storedRows('contact-submissions', body.email)).toHaveLength(0)
    }
  })

  it('refuses a message a browser sends from another site with 403, and takes one from this site', async () => {
    const foreign = validMessage()
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
      const response = await send(foreign, { ...fromNewAddress(), ...headers })
      expect(response.status).toBe(403)
      expect((await response.json()).error).toEqual({ code: 'cross_site', message: 'This form can only be sent from this site' })
    }
    expect(await storedRows('contact-submissions', foreign.email)).toHaveLength(0)
    const own = await send(validMessage(), { ...fromNewAddress(), 'sec-fetch-site': 'same-origin', origin: new URL(url('/')).origin })
    expect(own.status).toBe(201)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const body = { ...validMessage(), website: 'https://spam.example' }
    const response = await send(body)
    expect(response.status).toBe(201)
    expect((await response.json()).success).toBe(true)
    expect(await storedRows('contact-submissions', body.email)).toHaveLength(0)
  })

  it('answers GET with 405 and a message', async () => {
    const response = await fetch(url(`${ENDPOINT}?name=a&email=b`))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect((await response.json()).error.message).toMatch(/POST/)
  })

  it('answers 429 with Retry-After once an address exceeds the limit, and stores nothing then', async () => {
    const max = inject('rateLimitMax')
    const headers = fromNewAddress()
    const email = `${unique('flood')}@example.com`
    await inOneRateWindow(async () => {
      // Honeypot requests count like any other and keep the table clean.
      for (let i = 0; i < max; i++) expect((await send({ ...validMessage(), website: 'bot' }, headers)).status).toBe(201)
      const response = await send(validMessage(email), headers)
      expect(response.status).toBe(429)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await response.json()).error.message).toMatch(/^Too many requests/)
    })
    expect(await storedRows('contact-submissions', email)).toHaveLength(0)
    // Another address is not affected.
    expect((await send(validMessage(email))).status).toBe(201)
  }, 90_000)
})

describe('store first, then email', () => {
  const submission = (email: string) => ({
    collection: 'contact-submissions' as const,
    data: { name: 'Order Test', email, country: 'LK', phone: '+94 11 000 0000', subject: 'Order', message: 'Stored first', agreement: true },
    notification: { subject: 'Contact form: Order', text: 'Stored first' },
  })

  it('has the message in the database when the email is sent', async () => {
    const email = `${unique('order')}@example.com`
    let rowsWhenSending = -1
    const result = await storeThenNotify(submission(email), async () => {
      rowsWhenSending = (await storedRows('contact-submissions', email)).length
    })
    expect(rowsWhenSending).toBe(1)
    expect(result.notification).toBe('sent')
    expect((await storedRows('contact-submissions', email))[0]?.notification).toBe('sent')
  })

  it('keeps the message, marked failed, when the email fails', async () => {
    const email = `${unique('mailfail')}@example.com`
    const result = await storeThenNotify(submission(email), async () => {
      throw new Error('SMTP connection refused')
    })
    expect(result.notification).toBe('failed')
    const rows = await storedRows('contact-submissions', email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ message: 'Stored first', notification: 'failed' })
  })
})

describe('who can read contact messages', () => {
  it('visitors and editors cannot, over REST or GraphQL; admins can', async () => {
    const body = validMessage()
    expect((await send(body)).status).toBe(201)
    const [row] = await storedRows('contact-submissions', body.email)

    const admin = await tokenFor('admin')
    for (const token of [undefined, await tokenFor('editor')]) {
      expect((await fetch(url('/api/contact-submissions'), { headers: withToken(token) })).status).toBe(403)
      expect((await fetch(url(`/api/contact-submissions/${row!.id}`), { headers: withToken(token) })).status).toBe(403)
    }
    const anonymous = await graphql('{ ContactSubmissions { docs { id email message } } }')
    expect(anonymous.body.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(JSON.stringify(anonymous.body.data ?? {})).not.toContain(body.email)
    // Visitors cannot write either, except through the form endpoint.
    expect((await postJson('/api/contact-submissions', { ...body, email: `${unique('direct')}@example.com` })).status).toBe(403)

    const list = await fetch(url(`/api/contact-submissions?where[email][equals]=${encodeURIComponent(body.email)}`), { headers: withToken(admin) })
    expect(list.status).toBe(200)
    expect((await list.json()).docs.map((d: { id: number }) => d.id)).toEqual([row!.id])
    const viaGraphql = await fetch(url('/graphql'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...withToken(admin) },
      body: JSON.stringify({ query: `{ ContactSubmission(id: ${row!.id}) { email } }` }),
    })
    expect((await viaGraphql.json()).data.ContactSubmission.email).toBe(body.email)
  })

  it('makes the first account an admin, and only that one', async () => {
    const hook = (totalDocs: number) =>
      firstUserIsAdmin({
        data: { email: 'first@example.com', role: 'editor' },
        operation: 'create',
        req: { payload: { count: async () => ({ totalDocs }) } },
      } as never)
    expect(await hook(0)).toMatchObject({ role: 'admin' })
    expect(await hook(3)).toMatchObject({ role: 'editor' })
  })

  it('editors cannot make themselves admins', async () => {
    const payload = await testPayload()
    await tokenFor('admin')
    const editor = await tokenFor('editor')
    const me = await (await fetch(url('/api/users/me'), { headers: withToken(editor) })).json()
    const response = await fetch(url(`/api/users/${me.user.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...withToken(editor) },
      body: JSON.stringify({ role: 'admin' }),
    })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: me.user.id })).role).toBe('editor')
  })
})
