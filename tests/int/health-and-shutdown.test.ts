import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseEnv, root, serverEnv } from '../../scripts/runtime/env.mjs'
import { url } from './helpers'
import { waitForServer } from './instances'

/**
 * What a host relies on: the health checks, and a SIGTERM that lets the requests in flight finish. Both on an extra
 * instance over the suite's database with two lane places and no queue (so the lane is easily full) and a short deadline,
 * started as `next start` itself (no npx between), so its own exit code is what the test sees. The suite's servers run
 * the jobs queue; this one does not, so no job of theirs delays its shutdown.
 */
const port = Number(new URL(inject('secondBaseURL')).port) + 2
const extra = (p: string) => `http://127.0.0.1:${port}${p}`
const SHUTDOWN_TIMEOUT_MS = 3_000
let server: ChildProcess
const output: string[] = []

function startNext(): ChildProcess {
  const env = serverEnv(baseEnv({ ...inject('serverSettings'), NODE_ENV: 'production', MAX_CONCURRENT_REQUESTS: '2', MAX_QUEUED_REQUESTS: '0', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), JOBS_AUTORUN: 'false' }))
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)))
  return child
}

/** A raw connection: the test decides when each byte of a request is sent. */
function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Everything the server sends on a socket until it closes it. */
const received = (socket: net.Socket) =>
  new Promise<string>((resolve) => {
    let text = ''
    socket.on('data', (chunk) => (text += String(chunk)))
    socket.on('close', () => resolve(text))
    socket.on('error', () => resolve(text))
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('health checks', () => {
  it.each([
    ['/healthz', 'the process answers', { status: 'ok' }],
    ['/readyz', 'the database answers and every migration is applied', { status: 'ready' }],
  ])('%s answers 200 when %s, a tiny JSON, never cached, not routed as a page', async (path, _when, body) => {
    const response = await fetch(url(path))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(body)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('cdn-cache-control')).toBeNull()
  })
})

describe('an instance with its lane full, then stopped by SIGTERM', () => {
  beforeAll(async () => {
    server = startNext()
    // Ready: Payload started (its start holds the event loop for seconds on a busy machine, and would delay a SIGTERM).
    await waitForServer(extra('/readyz'), server)
  }, 200_000)

  afterAll(() => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
  })

  it('answers /healthz and /readyz while page requests are turned away as busy', async () => {
    // Searches render per request: two take the lane's places and, with no queue, the others are answered 503 at once.
    const searches = Array.from({ length: 12 }, (_, i) => fetch(extra(`/global-search-results?keyword=lane-${i}-${Date.now()}`)))
    const [health, ready] = await Promise.all([fetch(extra('/healthz')), fetch(extra('/readyz'))])
    // Each body is read to its end, or the page that was let in would keep the lane while it waits to be read.
    const statuses = await Promise.all(
      searches.map(async (pending) => {
        const search = await pending
        await search.arrayBuffer()
        return search.status
      }),
    )
    expect(statuses).toContain(503)
    expect(health.status).toBe(200)
    expect(ready.status).toBe(200)
  })

  it('finishes a request in flight with 200, refuses new connections, closes the database and exits 0 within the deadline', async () => {
    // A GraphQL read whose body is still arriving: the server has its headers, so it is in flight.
    const body = JSON.stringify({ query: '{ __typename }' })
    const inFlight = await connect()
    const answer = received(inFlight)
    inFlight.write(`POST /api/graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`)
    await sleep(200)
    // A request that never finishes: the deadline must end it rather than hold the process.
    const stuck = await connect()
    stuck.write(`POST /api/graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n{`)
    await sleep(500)

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    const signalled = performance.now()
    server.kill('SIGTERM')
    await sleep(500)
    await expect(connect()).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    inFlight.write(body.slice(10))
    expect(await answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*"__typename":"Query"/)
    expect(await exited).toBe(0)
    const took = performance.now() - signalled
    console.info(`[shutdown] exited ${Math.round(took)} ms after SIGTERM (deadline ${SHUTDOWN_TIMEOUT_MS} ms)`)
    expect(took).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100)
    // The app's own bound is the deadline plus 5 s for closing the database; the rest is slack for a busy machine.
    expect(took, output.join('').slice(-3000)).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 10_000)
    // On PostgreSQL a pool can still hold a connection of a cut request; its close is bounded and logged either way.
    expect(output.join('')).toMatch(/\[shutdown\] requests finished( and the database closed|; the database had not closed)/)
    stuck.destroy()
  }, 30_000)
})
