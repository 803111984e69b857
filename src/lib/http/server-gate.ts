import http from 'node:http'
import { limits } from '@/site.config'
import { Lane } from './admission'
import { answer } from './answer'
import { planBody } from './body-limit'
import { clientAddress, recordPeerAddress } from './client-address'
import { refuseUnsupportedMethod } from './method-guard'
import { compressResponse } from './compress-responses'
import { measureKeptPagesByTheirBytes, writeCachedPagesEncoded } from './encoded-pages'
import { answerFromKept } from './page-answers'
import { servePrecompressed } from './precompressed-static'
import { moveChunksInRenderedPages } from './streamed-pages'
import { routeEarly } from './route-early'
import { BodyBudget, readBody, withBody } from './request-body'

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
 * Requests that pass without a lane place: cheap, and needed for the server to keep serving the rest (a
 * health check belongs here too). They still meet every other check of the gate.
 */
function passesWithoutLane(request: http.IncomingMessage, url: string): boolean {
  return SITE_INDEX.test(url) && isLoopback(request.socket.remoteAddress)
}

type Next = (request: http.IncomingMessage) => void

/**
 * What every request meets before Next.js: the peer address recorded, unsupported methods and
 * oversized bodies refused, the body read whole (see readBody), and only then the work admitted
 * through a lane (see Lane), so that under a crawl, a flood or clients that send slowly the server
 * answers 503 + Retry-After for what it cannot take on instead of running out of memory or places.
 */
function gate(work: Lane, budget: BodyBudget) {
  return (request: http.IncomingMessage, response: http.ServerResponse, next: Next) => {
    const url = request.url ?? '/'
    // A file is read from disk and written out (compressed when it was built, see servePrecompressed): it needs no
    // client address, no body check, no lane and no timing, so the most frequent request costs the gate two tests.
    if (STATIC.test(url)) {
      if (!refuseUnsupportedMethod(request, response) && !servePrecompressed(request, response, url)) handOver(request, response, 'file', next)
      return
    }
    const routed = routeEarly(request, response, url)
    // A page answered a moment ago is answered again as it was, as cheaply as a file.
    if (routed && answerFromKept(request, response)) return
    logIfSlow(request, response)
    const free = passesWithoutLane(request, url)
    recordPeerAddress(request)
    if (refuseUnsupportedMethod(request, response)) return
    const plan = planBody(request, response)
    if (!plan) return
    const admit = (ready: http.IncomingMessage, release: () => void) => {
      const start = () => {
        release()
        handOver(ready, response, routed ? 'cached page' : 'other', next)
      }
      if (free) return start()
      response.once('close', release)
      work.admit(request, response, start, () => {
        release()
        busy(request, response)
      })
    }
    if (plan.body !== 'read') return admit(request, () => {})
    const client = clientAddress(String(request.headers['x-forwarded-for']), limits.trustedProxyHops())
    void readBody(request, response, { limit: plan.limit, timeoutMs: limits.connections().bodyMs, budget, client }).then((read) => {
      if (!read) return
      // The client left as its body arrived: nothing to start.
      if (request.socket.destroyed) return read.release()
      admit(withBody(request, read.body), read.release)
    })
  }
}

/**
 * Hands an admitted request to Next.js, its answer compressed; a routed page's kept bytes are written past the
 * compression (see writeCachedPagesEncoded), and any other page's markup is changed before it (see
 * moveChunksInRenderedPages), so their wrappers go on last. A file is never a page: it gets neither.
 */
function handOver(request: http.IncomingMessage, response: http.ServerResponse, kind: 'file' | 'cached page' | 'other', next: Next) {
  compressResponse(request, response)
  if (kind === 'cached page') writeCachedPagesEncoded(request, response)
  else if (kind === 'other') moveChunksInRenderedPages(request, response)
  next(request)
}

function busy(request: http.IncomingMessage, response: http.ServerResponse) {
  request.resume()
  answer(request, response, 503, 'busy', `The server is busy; please try again in ${RETRY_AFTER_SECONDS} seconds.`, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  })
}

/** An answer that took longer than this is logged with its address, so an operator can see what stalls. */
const SLOW_MS = 5_000

function logIfSlow(request: http.IncomingMessage, response: http.ServerResponse) {
  const started = performance.now()
  const address = request.url?.slice(0, 200)
  response.once('close', () => {
    const ms = performance.now() - started
    if (ms < SLOW_MS) return
    const outcome = response.writableFinished ? String(response.statusCode) : 'client left'
    console.warn(`[slow request] ${(ms / 1000).toFixed(1)} s ${request.method} ${address} → ${outcome}`)
  })
}

/**
 * Node.js closes an idle keep-alive connection after 5 s, about when clients (undici: 4 s) still reuse it, so
 * a busy client's next request meets a closed socket (ECONNRESET, a lost request under a crawl). The
 * server keeps idle connections longer than the clients and load balancers in front of it do. A request must
 * be whole within `uploadMs` (Node.js answers 408): the gate holds the bodies it reads to a shorter bound.
 */
function setConnectionTimes(server: http.Server, { keepAliveMs, uploadMs }: { keepAliveMs: number; uploadMs: number }) {
  if (!server.listening || server.keepAliveTimeout === keepAliveMs) return
  server.keepAliveTimeout = keepAliveMs
  // Node.js's own advice: headersTimeout above keepAliveTimeout, or a slow next request is cut at its headers.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1000)
  server.requestTimeout = Math.max(uploadMs, server.headersTimeout)
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
  const check = gate(lane(), new BodyBudget(limits.bodyBufferBytes()))
  const times = limits.connections()
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args)
    setConnectionTimes(this, times)
    const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
    check(request, response, (ready) => emit.call(this, event, ready, response))
    return true
  }
  prototype[installed] = true
  measureKeptPagesByTheirBytes()
}
