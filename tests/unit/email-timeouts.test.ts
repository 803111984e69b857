import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailAdapter } from '@/cms/email'

/** A mail server that accepts connections and never says a word. */
let server: Server
const sockets: Socket[] = []
const saved = { ...process.env }

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(typeof address === 'object' && address ? address.port : 0), SMTP_TIMEOUT_MS: '300' })
})

afterAll(async () => {
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_TIMEOUT_MS']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

describe('sending mail to a mail server that hangs', () => {
  it('fails within SMTP_TIMEOUT_MS instead of holding the request (nodemailer waits 30 s for a greeting)', async () => {
    const adapter = (await emailAdapter()!)({ payload: {} as never })
    const started = Date.now()
    await expect(adapter.sendEmail({ to: 'editor@example.com', subject: 'Hello', text: 'Hello' })).rejects.toThrow(/greeting|timeout/i)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(sockets.length).toBeGreaterThan(0)
  })
})
