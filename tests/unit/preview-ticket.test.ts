import { describe, expect, it } from 'vitest'
import { issueTicket, validTicket } from '@/lib/preview/ticket'

const SECRET = 'a-secret-for-this-test-only'
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('the preview ticket', () => {
  it('is valid with the secret that signed it, until it expires', async () => {
    const expiresAt = inAnHour()
    const ticket = await issueTicket(SECRET, expiresAt)
    expect(await validTicket(SECRET, ticket)).toBe(true)
    expect(await validTicket(SECRET, ticket, (expiresAt + 1) * 1000)).toBe(false)
    expect(await validTicket('another-secret', ticket)).toBe(false)
  })

  it('refuses a forged, altered or missing value', async () => {
    const ticket = await issueTicket(SECRET, inAnHour())
    const [expiry, signature] = ticket.split('.')
    expect(await validTicket(SECRET, `${Number(expiry) + 1000}.${signature}`)).toBe(false)
    expect(await validTicket(SECRET, `${expiry}.${'A'.repeat(43)}`)).toBe(false)
    for (const value of [undefined, '', 'x', `${expiry}.`, `${expiry}.${signature}=`, `-1.${signature}`]) {
      expect(await validTicket(SECRET, value)).toBe(false)
    }
  })
})
