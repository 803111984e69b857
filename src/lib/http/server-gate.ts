import http from 'node:http'
import { limits } from '@/site.config'
import { Lane } from './admission'
import { answer } from './answer'
import { refuseOversizedBody } from './body-limit'
import { recordPeerAddress } from './client-address'
import { refuseUnsupportedMethod } from './method-guard'

/** Seconds a turned-away client is asked to wait. */
const RETRY_AFTER_SECONDS = 5

/**
 * Files served from disk as they are: cheap, and what a page needs to finish loading. A picture's size not
 * made yet waits in its own bounded resize queue (src/lib/media/sizes/serve.ts), not in a lane.
 */
const STATIC = /^\/(_next\/static|img)\/|^\/(healthz|readyz)(\?|$)/ // and the health checks: they must answer while the lanes are full
/** The proxy reads the site index from this same server; it must never wait behind the requests that need it. */
const SITE_INDEX = /^\/site-index\.json(\?|$)/

function lane() {
  const { requests, queued, queueWaitMs } = limits.load()
  return new Lane({ concurrency: requests, queued, maxWaitMs: queueWaitMs })
}

function isLoopback(address: string | undefined) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/**
 * What every request meets before Next.js: the peer address recorded, unsupported methods and
 * oversized API bodies refused, and the work admitted through a lane (see Lane), so that under a
 * crawl or a flood the server answers 503 + Retry-After for what it cannot take on instead of
 * running out of memory or answering nothing.
 */
function gate(work: Lane) {
  return (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => {
    const url = request.url ?? '/'
    // A file is read from disk and written out: it needs no client address, no body check, no lane and no
    // timing, so the most frequent request costs the gate two tests.
    if (STATIC.test(url)) {
      if (!refuseUnsupportedMethod(request, response)) next()
      return
    }
    logIfSlow(request, response)
    const internal = SITE_INDEX.test(url) && isLoopback(request.socket.remoteAddress)
    recordPeerAddress(request)
    if (refuseUnsupportedMethod(request, response) || refuseOversizedBody(request, response)) return
    if (internal) return next()
    work.admit(request, response, next, () => {
      request.resume()
      answer(request, response, 503, 'busy', `The server is busy; please try again in ${RETRY_AFTER_SECONDS} seconds.`, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      })
    })
  }
}

/** An answer that took longer than this is logged with its address, so an operator can see what stalls. */
const SLOW_MS = 5_000

function logIfSlow(request: http.IncomingMessage, response: http.ServerResponse) {
  const started = performance.now()
  response.once('close', () => {
    const ms = performance.now() - started
    if (ms < SLOW_MS) return
    const outcome = response.writableFinished ? String(response.statusCode) : 'client left'
    console.warn(`[slow request] ${(ms / 1000).toFixed(1)} s ${request.method} ${request.url?.slice(0, 200)} → ${outcome}`)
  })
}

/**
 * Node.js closes an idle keep-alive connection after 5 s, about when clients (undici: 4 s) still reuse it, so
 * a busy client's next request meets a closed socket (ECONNRESET; a crawl lost hundreds of requests so). The
 * server keeps idle connections longer than the clients and load balancers in front of it do.
 */
function keepConnectionsOpen(server: http.Server, keepAliveMs: number) {
  if (!server.listening || server.keepAliveTimeout === keepAliveMs) return
  server.keepAliveTimeout = keepAliveMs
  // Node.js's own advice: headersTimeout above keepAliveTimeout, or a slow next request is cut at its headers.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1000)
  // Shutting down (SIGTERM): close() ends the idle connections, but one busy at that moment would then
  // stay open the whole keep-alive time and hold the process; from now on an idle connection closes at once.
  const close = server.close
  server.close = function (this: http.Server, ...args: Parameters<http.Server['close']>) {
    this.keepAliveTimeout = 1
    return close.apply(this, args)
  }
}

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
const installed = Symbol.for('dalumara.serverGate')

/**
 * Installs the gate on every HTTP server of this process (the one `next start` made included:
 * listeners are called through `Server.prototype.emit`). Idempotent.
 */
export function installServerGate(): void {
  const prototype = http.Server.prototype as unknown as { emit: Emit; [installed]?: true }
  if (prototype[installed]) return
  const emit = prototype.emit
  const check = gate(lane())
  const { keepAliveMs } = limits.connections()
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args)
    keepConnectionsOpen(this, keepAliveMs)
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
    check(request, response, () => emit.call(this, event, ...args))
    return true
  }
  prototype[installed] = true
}
