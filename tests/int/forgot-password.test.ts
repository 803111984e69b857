import { describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_LIMITS } from '@/cms/hooks/forgot-password-limit'
import { LOGIN_LIMITS } from '@/cms/hooks/login-limit'
import { graphql, postJson, testPayload, unique } from './helpers'

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
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
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

describe('POST /api/users/login', () => {
  const LOGIN = '/api/users/login'
  const login = (email: string, password: string, headers = client()) => postJson(LOGIN, { email, password }, headers)

  /** An editor account with a known password, made through the Local API. */
  async function editor() {
    const email = `${unique('login')}@example.com`
    const password = `pw-${unique('')}`
    await (await testPayload()).create({ collection: 'users', data: { email, password, name: 'Login test', role: 'editor' } })
    return { email, password }
  }

  /** Runs `run` inside one window of a fixed-window counter, waiting for the next one when this one is nearly over. */
  async function withinWindow(windowMs: number, run: () => Promise<void>) {
    const msLeft = windowMs - (Date.now() % windowMs)
    if (msLeft < 60_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50))
    await run()
  }

  const failure = async (response: Response) => ({ status: response.status, body: await response.json() })

  it('answers every failure alike, and locks no account: anyone could keep its editor out so', async () => {
    const { email, password } = await editor()
    const unknown = await failure(await login(`${unique('nobody')}@example.com`, 'wrong-password'))
    expect(unknown).toEqual({ status: 401, body: { errors: [{ message: expect.any(String) }] } })
    // More wrong passwords than Payload's default lockout (5) allowed, each from its own client.
    for (let i = 0; i < 7; i++) expect(await failure(await login(email, `wrong-${i}`))).toEqual(unknown)
    expect((await login(email, password)).status).toBe(200)
  })

  it('takes as long to refuse an unknown address as a wrong password, so timing tells no account apart', async () => {
    const { email } = await editor()
    const timed = async (address: string) => {
      const started = performance.now()
      expect((await login(address, 'wrong-password')).status).toBe(401)
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await timed(email))
      unknown.push(await timed(`${unique('nobody')}@example.com`))
    }
    expect(median(unknown), `unknown ${unknown.map(Math.round)} ms, known ${known.map(Math.round)} ms`).toBeGreaterThan(median(known) * 0.6)
  })

  it(`refuses a client after ${LOGIN_LIMITS.perClient.max} failed logins with 429 and Retry-After, its successes not counted; other clients go on`, async () => {
    await withinWindow(LOGIN_LIMITS.perClient.windowMs, async () => {
      const { email, password } = await editor()
      const headers = client()
      // Successes give their attempt back: an office behind one address logs in as often as it needs.
      for (let i = 0; i < 3; i++) expect((await login(email, password, headers)).status).toBe(200)
      const wrong = await Promise.all(Array.from({ length: LOGIN_LIMITS.perClient.max }, (_, i) => login(`${unique(`guess${i}-`)}@example.com`, 'wrong', headers)))
      expect(wrong.map((response) => response.status)).toEqual(Array(LOGIN_LIMITS.perClient.max).fill(401))
      const refused = await login(email, password, headers)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await refused.json()).errors?.[0]?.message).toMatch(/^Too many failed logins; please try again in \d+ seconds$/)
      expect((await login(email, password)).status).toBe(200)
    })
  }, 60_000)

  it(`refuses an account after ${LOGIN_LIMITS.perAccount.max} failed logins from any number of clients`, async () => {
    await withinWindow(LOGIN_LIMITS.perAccount.windowMs, async () => {
      const { email, password } = await editor()
      for (let batch = 0; batch < LOGIN_LIMITS.perAccount.max / 10; batch++) {
        const wrong = await Promise.all(Array.from({ length: 10 }, () => login(email.toUpperCase(), 'wrong')))
        expect(wrong.map((response) => response.status)).toEqual(Array(10).fill(401))
      }
      expect((await login(email, password)).status).toBe(429)
      // Another account from the same clients' range is not affected.
      const other = await editor()
      expect((await login(other.email, other.password)).status).toBe(200)
    })
  }, 120_000)
})
