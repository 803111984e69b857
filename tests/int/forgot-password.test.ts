import { describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_LIMITS } from '@/cms/hooks/forgot-password-limit'
import { graphql, postJson, unique } from './helpers'

const ENDPOINT = '/api/users/forgot-password'

let lastOctet = 0
const client = () => ({ 'x-forwarded-for': `10.91.${(Date.now() >> 8) & 255}.${++lastOctet}` })
const ask = (email: string, headers = client()) => postJson(ENDPOINT, { email }, headers)

/** The counters run per clock hour; a run that straddles the hour would be counted in two windows. */
async function withinOneHourWindow() {
  const msLeft = FORGOT_PASSWORD_LIMITS.perClient.windowMs - (Date.now() % FORGOT_PASSWORD_LIMITS.perClient.windowMs)
  if (msLeft < 20_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50))
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429)
  const body = (await response.json()) as { errors?: { message: string }[] }
  expect(body.errors?.[0]?.message).toMatch(/^Too many password reset requests; please try again in \d+ seconds$/)
}

describe('POST /api/users/forgot-password', () => {
  it(`sends an address at most ${FORGOT_PASSWORD_LIMITS.perAddress.max} resets an hour, from any number of clients (GraphQL too)`, async () => {
    await withinOneHourWindow()
    const email = `${unique('reset')}@example.com`
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perAddress.max; i++) expect((await ask(i % 2 ? email.toUpperCase() : email)).status).toBe(200)
    await expectRefused(await ask(email))
    const { body } = await graphql(`mutation { forgotPasswordUser(email: "${email}") }`)
    expect(body.errors?.[0]?.message).toMatch(/^Too many password reset requests/)
  })

  it(`lets one client ask for at most ${FORGOT_PASSWORD_LIMITS.perClient.max} resets an hour`, async () => {
    await withinOneHourWindow()
    const headers = client()
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.perClient.max; i++) expect((await ask(`${unique(`probe${i}-`)}@example.com`, headers)).status).toBe(200)
    await expectRefused(await ask(`${unique('probe-over')}@example.com`, headers))
    // Another client is not affected.
    expect((await ask(`${unique('probe-other')}@example.com`)).status).toBe(200)
  })
})
