import { describe, expect, it } from 'vitest'
import { clientAddress, clientKey } from '@/lib/http/client-address'

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

describe('clientKey', () => {
  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(clientKey('2001:db8:1:2::1')).toBe(key)
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key)
    expect(clientKey('2001:db8:1:2:0:0:0:9')).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('is the address itself for IPv4, also when written IPv4-mapped', () => {
    expect(clientKey('198.51.100.9')).toBe('198.51.100.9')
    expect(clientKey('::ffff:198.51.100.9')).toBe('198.51.100.9')
    expect(clientKey('::FFFF:198.51.100.9')).toBe('198.51.100.9')
  })

  it('is what clientAddress returns, so every rate limit counts the /64', () => {
    expect(clientAddress('2001:db8:1:2::1', 0)).toBe('2001:db8:1:2::/64')
    expect(clientAddress('2001:db8:1:2::aaaa', 0)).toBe(clientAddress('2001:db8:1:2::bbbb', 0))
    expect(clientAddress('1.1.1.1, 2001:db8:5:6::7, 10.0.0.2', 1)).toBe('2001:db8:5:6::/64')
    expect(clientAddress('::ffff:203.0.113.7', 0)).toBe('203.0.113.7')
  })
})
