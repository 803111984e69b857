import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { BodyBudget, type ReadBody, readBody, withBody } from '@/lib/http/request-body'

/** A server that reads each body through readBody and answers with what a handler reads from the replayed request. */
async function server(options: { limit: number; timeoutMs: number; budget: BodyBudget }, keep: ReadBody[] = []) {
  const made = http.createServer(async (request, response) => {
    const read = await readBody(request, response, { ...options, client: String(request.headers['x-client'] ?? 'one') })
    if (!read) return
    keep.push(read)
    const replayed = withBody(request, read.body)
    const chunks: Buffer[] = []
    for await (const chunk of replayed) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    response.end(JSON.stringify({ method: replayed.method, url: replayed.url, type: replayed.headers['content-type'], body }))
  })
  await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve))
  servers.push(made)
  return `http://127.0.0.1:${(made.address() as AddressInfo).port}`
}

const servers: http.Server[] = []
afterEach(() => {
  for (const made of servers.splice(0)) {
    made.closeAllConnections()
    made.close()
  }
})

const roomy = () => ({ limit: 1000, timeoutMs: 2000, budget: new BodyBudget(10_000) })

describe('readBody and withBody', () => {
  it('hands on the request with its whole body, method, address and headers, and gives its bytes back on release', async () => {
    const options = roomy()
    const kept: ReadBody[] = []
    const base = await server(options, kept)
    const response = await fetch(`${base}/dmc-apis/x?y=1`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
    expect(await response.json()).toEqual({ method: 'PATCH', url: '/dmc-apis/x?y=1', type: 'application/json', body: '{"a":1}' })
    expect(options.budget.inUse).toBe(7)
    kept[0]!.release()
    kept[0]!.release()
    expect(options.budget.inUse).toBe(0)
  })

  it('reads a body of undeclared length up to the limit, and answers 413 past it', async () => {
    const base = await server(roomy())
    const stream = (text: string) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text))
          controller.close()
        },
      })
    const send = (text: string) => fetch(`${base}/`, { method: 'POST', body: stream(text), duplex: 'half' } as RequestInit)
    expect((await (await send('x'.repeat(1000))).json()).body).toHaveLength(1000)
    const refused = await send('x'.repeat(1001))
    expect(refused.status).toBe(413)
    expect(refused.headers.get('connection')).toBe('close')
  })

  it('answers 408 and closes the connection when the body has not arrived within the time', async () => {
    const base = await server({ ...roomy(), timeoutMs: 300 })
    const started = performance.now()
    const answer = await new Promise<{ status?: number; ms: number }>((resolve) => {
      const request = http.request(`${base}/`, { method: 'POST', headers: { 'content-length': 100 } }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }))
      })
      request.write('a few bytes, then nothing')
    })
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeGreaterThanOrEqual(290)
    expect(answer.ms).toBeLessThan(2000)
  })

  it('answers 503 with Retry-After when the bodies waiting fill the budget, and takes bodies again once they are released', async () => {
    const options = { ...roomy(), budget: new BodyBudget(1500, 1500) }
    const kept: ReadBody[] = []
    const base = await server(options, kept)
    const post = () => fetch(`${base}/`, { method: 'POST', body: 'x'.repeat(1000) })
    expect((await post()).status).toBe(200)
    const refused = await post()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    kept[0]!.release()
    expect((await post()).status).toBe(200)
  })

  it('gives back the bytes of a client that leaves before its body is whole', async () => {
    const options = roomy()
    const base = await server(options)
    const request = http.request(`${base}/`, { method: 'POST', headers: { 'content-length': 500 } })
    request.on('error', () => {})
    request.write('x'.repeat(200))
    await expect.poll(() => options.budget.inUse).toBe(200)
    request.destroy()
    await expect.poll(() => options.budget.inUse).toBe(0)
  })
  it('keeps a client to a quarter of the budget, leaving room for the others', async () => {
    const options = { ...roomy(), budget: new BodyBudget(4000) }
    const kept: ReadBody[] = []
    const base = await server(options, kept)
    const post = (client: string) => fetch(`${base}/`, { method: 'POST', headers: { 'x-client': client }, body: 'x'.repeat(600) })
    expect((await post('greedy')).status).toBe(200)
    expect((await post('greedy')).status).toBe(503)
    expect((await post('other')).status).toBe(200)
    kept[0]!.release()
    expect((await post('greedy')).status).toBe(200)
  })
})
