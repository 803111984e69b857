import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { UPLOAD_COLLECTIONS } from '@/config/storage'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { userLogin } from './editor'
import { postJson, testPayload, unique, url } from './helpers'
import { inOneRateWindow } from './submissions'

/** The resident memory (MB) of the process listening on the integration server's port. */
function serverRssMB(): number {
  const port = new URL(inject('baseURL')).port
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(out)?.[1]
  if (!pid) throw new Error(`no process listens on port ${port}: ${out}`)
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(rss) / 1024
}

/** Sends `size` bytes of body with a declared length, in 1 MB chunks, and resolves with the status and body. */
function postLarge(path: string, size: number): Promise<{ status: number; body: string }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  return new Promise((resolve, reject) => {
    const request = http.request(url(path), { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': size } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part) => (body += part))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    let sent = 0
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += part.length
        if (!request.write(part)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

/**
 * A client on a raw connection: it sends the request line, `headers` and the first `sent` bytes of a body, then
 * (with `trickleMs`) one more byte at that interval. `answer` resolves with the first line the server writes
 * back and when it came, or with 'closed' if the connection closes with no answer.
 */
function rawClient(method: string, path: string, headers: Record<string, string | number>, { sent = '', trickleMs = 0 } = {}) {
  const { hostname, port } = new URL(url('/'))
  const socket = net.connect(Number(port), hostname)
  const started = performance.now()
  const lines = Object.entries({ host: `${hostname}:${port}`, ...headers }).map(([name, value]) => `${name}: ${value}`)
  socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${sent}`)
  const timer = trickleMs ? setInterval(() => socket.writable && socket.write('a'), trickleMs) : undefined
  let text = ''
  socket.on('data', (part) => (text += part.toString('latin1')))
  const answer = new Promise<{ status: string; afterMs: number; text: string }>((resolve) => {
    const done = () => resolve({ status: text.split('\r\n')[0] || 'closed', afterMs: performance.now() - started, text })
    socket.on('data', () => text.includes('\r\n\r\n') && done())
    socket.on('close', done)
    socket.on('error', done)
  })
  /** Everything the server wrote, once it closed the connection (a refusal closes it). */
  const whole = new Promise<string>((resolve) => socket.on('close', () => resolve(text)))
  const close = () => {
    clearInterval(timer)
    socket.destroy()
  }
  return { answer, whole, close }
}

/** Resolves with the client's answer, or 'none' if none came within `ms`. */
const answerWithin = (client: ReturnType<typeof rawClient>, ms: number) =>
  Promise.race([client.answer.then(({ status }) => status), new Promise<string>((resolve) => setTimeout(() => resolve('none'), ms))])

const MULTIPART = { 'content-type': 'multipart/form-data; boundary=----x', 'content-length': 40 * 1024 * 1024 }
const clients: ReturnType<typeof rawClient>[] = []
const client = (...args: Parameters<typeof rawClient>) => {
  const made = rawClient(...args)
  clients.push(made)
  return made
}
afterAll(() => clients.forEach(({ close }) => close()))

describe('large bodies: only a signed-in upload may send more than the API limit', () => {
  it('answers a 40 MB multipart body to login or to a media upload without credentials 413 at once, unread', async () => {
    for (const path of ['/api/users/login', '/api/media', '/api/pages', '/graphql']) {
      expect(await answerWithin(client('POST', path, MULTIPART, { sent: '------x\r\n' }), 3000), path).toBe('HTTP/1.1 413 Payload Too Large')
    }
    expect(await answerWithin(client('PATCH', '/api/media/1', MULTIPART), 3000)).toBe('HTTP/1.1 413 Payload Too Large')
  })

  it('answers a large upload with credentials that are not valid 401, and one by a user who may not upload 403, before reading it', async () => {
    const forged = client('POST', '/api/media', { ...MULTIPART, authorization: 'JWT not-a-token' })
    expect(await answerWithin(forged, 3000)).toBe('HTTP/1.1 401 Unauthorized')
    const cookie = client('PATCH', '/api/media/1', { ...MULTIPART, cookie: 'payload-token=not-a-token' })
    expect(await answerWithin(cookie, 3000)).toBe('HTTP/1.1 401 Unauthorized')
    const translator = await userLogin({ role: 'translator', languages: ['de'] })
    const refused = client('POST', '/api/media', { ...MULTIPART, authorization: `JWT ${translator.token}` })
    expect(await answerWithin(refused, 3000)).toBe('HTTP/1.1 403 Forbidden')
    expect(await refused.whole).toMatch(/not allowed/)
  })

  it('knows every collection that takes uploads', async () => {
    const payload = await testPayload()
    expect([...UPLOAD_COLLECTIONS].sort()).toEqual(payload.config.collections.filter((collection) => collection.upload).map(({ slug }) => slug).sort())
  })
})

describe('slow bodies', () => {
  it('keeps pages answering while ten clients trickle POST bodies at a byte a second, and cuts them off with 408', { timeout: 40_000 }, async () => {
    const page = url('/')
    await fetch(page)
    const alone = performance.now()
    expect((await fetch(page)).status).toBe(200)
    const aloneMs = performance.now() - alone
    const headers = { 'content-type': 'application/json', 'content-length': 1000 }
    const tricklers = Array.from({ length: 10 }, (_, i) =>
      client('POST', i % 2 ? '/dmc-apis/contact-us-submits' : '/api/users/login', headers, { sent: '{', trickleMs: 1000 }),
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const during = performance.now()
    expect((await fetch(page)).status).toBe(200)
    const duringMs = performance.now() - during
    console.log(`[slow bodies] a cached page: ${aloneMs.toFixed(0)} ms alone, ${duringMs.toFixed(0)} ms beside ten tricklers`)
    expect(duringMs).toBeLessThan(1000)
    // The body must arrive within BODY_TIMEOUT_MS (here 10 s): a trickler is answered 408 and its connection closed.
    const cut = await tricklers[0].answer
    expect(cut.status).toBe('HTTP/1.1 408 Request Timeout')
    expect(cut.afterMs).toBeGreaterThan(9000)
    expect(cut.afterMs).toBeLessThan(15_000)
    expect((await tricklers[1].answer).status).toBe('HTTP/1.1 408 Request Timeout')
  })
})

describe('the HTTP server in front of Next.js', () => {
  it('answers a 200 MB body to Payload’s login 413 naming the limit, without reading it into memory', async () => {
    const before = serverRssMB()
    const { status, body } = await postLarge('/api/users/login', 200 * 1024 * 1024)
    expect(status).toBe(413)
    expect(JSON.parse(body).errors[0].message).toMatch(/200 MB; the largest this API reads is 4 MB/)
    expect(serverRssMB() - before).toBeLessThan(50)
    // The connection and the server are fine afterwards.
    expect((await postJson('/api/users/login', { email: 'nobody@example.com', password: 'x' })).status).toBe(401)
  })

  it('answers a body of undeclared length to Payload 411', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@example.com","password":"x"}'))
        controller.close()
      },
    })
    const response = await fetch(url('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(411)
    expect((await response.json()).errors[0].message).toMatch(/Content-Length/)
  })

  it('counts a client by the address the trusted proxy saw, not by the X-Forwarded-For entries the client wrote', async () => {
    // The integration servers trust one proxy (the tests play it): the entry it appends is the client.
    const visitor = `10.66.${Date.now() & 255}.${Math.floor(Math.random() * 250) + 1}`
    const statuses: number[] = []
    await inOneRateWindow(async () => {
      for (let i = 0; i < 100; i++) {
        const forged = `198.51.100.${i}, ${visitor}`
        const response = await postJson(
          '/dmc-apis/contact-us-submits',
          {
            name: 'Amara Silva',
            email: `${unique('gate')}@example.com`,
            country: 'LK',
            phone: '077 123 4567',
            subject: 'Estate visit',
            message: 'Could we visit Kirikanda in March?',
            agreement: true,
            website: '',
          },
          { 'x-forwarded-for': forged },
        )
        statuses.push(response.status)
      }
    })
    const max = inject('rateLimitMax')
    expect(statuses.filter((s) => s === 201)).toHaveLength(max)
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - max)
  })
})
