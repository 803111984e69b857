import type http from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'
import proxyAddr from 'proxy-addr'

/**
 * The client a request came from, as per-client limits count it (see `clientKey`). The HTTP server appends each connection's own peer address to
 * X-Forwarded-For before anything else reads it (see `recordPeerAddress`), so the header always ends
 * with an address nobody can forge; of the entries before it, only the last `trustedHops` were written
 * by proxies of ours (a load balancer appends the address it saw). A client that writes its own
 * X-Forwarded-For only adds entries further left, which are never read.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim())
  const peer = entries.pop() || ''
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': entries.join(', ') } }
  const address = proxyAddr(request as unknown as http.IncomingMessage, (_address, hop) => hop < trustedHops)
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? clientKey(address) : 'unknown'
}

/**
 * The client an address stands for, as per-client limits count it. An IPv6 host is usually given a whole
 * /64 by its provider, so each of its 2^64 addresses would be a new client: a /64 counts as one
 * (`2001:db8:1:2::/64`). IPv4, also written IPv4-mapped (`::ffff:192.0.2.1`), is the address itself.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped && isIPv4(mapped[1])) return mapped[1]
  return `${hextets(address).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; an embedded IPv4 tail is two groups. */
function hextets(address: string): string[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1]
  const hex = dotted ? address.slice(0, -dotted.length) + ipv4Hextets(dotted) : address
  const [head, tail] = hex.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...missing, ...right].map((group) => parseInt(group, 16).toString(16))
}

function ipv4Hextets(dotted: string): string {
  const [a, b, c, d] = dotted.split('.').map(Number)
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
}

/** Appends the connection's peer address to X-Forwarded-For, as a proxy in front would. */
export function recordPeerAddress(request: http.IncomingMessage) {
  const peer = request.socket.remoteAddress ?? 'unknown'
  const sent = request.headers['x-forwarded-for']
  const chain = Array.isArray(sent) ? sent.join(', ') : sent
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
}
