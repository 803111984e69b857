import type http from 'node:http'
import proxyAddr from 'proxy-addr'

/**
 * The address a request came from. The HTTP server appends each connection's own peer address to
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
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : 'unknown'
}

/** Appends the connection's peer address to X-Forwarded-For, as a proxy in front would. */
export function recordPeerAddress(request: http.IncomingMessage) {
  const peer = request.socket.remoteAddress ?? 'unknown'
  const sent = request.headers['x-forwarded-for']
  const chain = Array.isArray(sent) ? sent.join(', ') : sent
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
}
