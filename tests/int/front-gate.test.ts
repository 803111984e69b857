import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { postJson, unique, url } from './helpers'
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
