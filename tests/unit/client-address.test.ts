import { describe, expect, it } from 'vitest'
import { clientAddress } from '@/lib/http/client-address'

// The server appends the socket's peer (here 198.51.100.9) to whatever X-Forwarded-For the request carried.
describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the client wrote', () => {
    expect(clientAddress('198.51.100.9', 0)).toBe('198.51.100.9')
    expect(clientAddress('203.0.113.7, 198.51.100.9', 0)).toBe('198.51.100.9')
    expect(clientAddress('1.1.1.1, 2.2.2.2, 198.51.100.9', 0)).toBe('198.51.100.9')
  })

  it('is the address the trusted load balancer appended, not what the client put before it', () => {
    // Client forged 1.1.1.1; the balancer appended 203.0.113.7 (the real client) and connected from 10.0.0.2.
    expect(clientAddress('1.1.1.1, 203.0.113.7, 10.0.0.2', 1)).toBe('203.0.113.7')
    expect(clientAddress('203.0.113.7, 10.0.0.2', 1)).toBe('203.0.113.7')
  })

  it('counts each trusted hop (a CDN, then a load balancer)', () => {
    expect(clientAddress('1.1.1.1, 203.0.113.7, 172.16.0.5, 10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('stops at the leftmost entry when fewer proxies wrote than are trusted', () => {
    expect(clientAddress('10.0.0.2', 3)).toBe('10.0.0.2')
  })

  it('calls anything that is not an address "unknown"', () => {
    expect(clientAddress('<script>, 10.0.0.2', 1)).toBe('unknown')
    expect(clientAddress(undefined, 0)).toBe('unknown')
  })
})
