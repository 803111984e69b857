import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseEnv, root, serverEnv } from '../../scripts/runtime/env.mjs'
import { stopInstance, waitForServer } from './instances'

/**
 * A production server on an empty database, as an operator first starts one without ADMIN_EMAIL and without
 * SITE_URL: whoever comes first must not become its admin, and its admin's session cookie must not work
 * from another site's pages.
 */
const port = Number(new URL(inject('secondBaseURL')).port) + 2
const at = (pathname: string) => `http://127.0.0.1:${port}${pathname}`
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-first-user-'))
let server: ChildProcess
const output: string[] = []

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = baseEnv({ ...inject('serverSettings'), DATABASE_URL: `file:${path.join(dir, 'empty.db')}`, MEDIA_DIR: path.join(dir, 'media') })
  for (const name of ['SITE_URL', 'NEXT_PUBLIC_SITE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name]
  server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: root,
    env: serverEnv({ ...env, NODE_ENV: 'production' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)))
  // Any REST call starts Payload, which migrates the empty database and then prints the token.
  await waitForServer(at('/api/users/me'), server)
}, 200_000)

afterAll(async () => {
  await stopInstance(server)
  rmSync(dir, { recursive: true, force: true })
})

const register = (body: Record<string, unknown>) =>
  fetch(at('/api/users/first-register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('the first account of a production database', () => {
  let cookie: string

  it('says on the first-user screen that the account becomes the admin, and offers no role', async () => {
    const html = await (await fetch(at('/admin/create-first-user'))).text()
    expect(html).toContain('This first account is the site’s administrator')
    // The form's state travels in the page: the role field's condition keeps it off the form.
    expect(html).toMatch(/\\?"role\\?":\{\\?"passesCondition\\?":false/)
  })

  it('needs the setup token the server printed in its log; with it, the account is created as admin', async () => {
    // The log is written by a worker thread: the line may arrive a little after the answer.
    let token: string | undefined
    for (let waited = 0; !token && waited < 30_000; waited += 250) {
      token = /setup token in its form: ([A-Za-z0-9_-]+)/.exec(output.join(''))?.[1]
      if (!token) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(token, output.join('').slice(-4000)).toBeDefined()
    const account = { email: 'first@example.com', password: 'first-admin-password' }
    for (const given of [undefined, '', 'not-the-token', `${token}x`]) {
      const refused = await register({ ...account, setupToken: given })
      expect(refused.status).toBe(403)
      expect((await refused.json()).errors?.[0]?.message).toMatch(/setup token the server printed in its log/)
    }
    const created = await register({ ...account, setupToken: token })
    expect(created.status).toBe(200)
    expect((await created.json()).user).toMatchObject({ email: account.email, role: 'admin' })
    cookie = /payload-token=[^;]+/.exec(created.headers.get('set-cookie') ?? '')![0]
    // Once an account exists, the token opens nothing.
    expect((await register({ email: 'second@example.com', password: 'second-password', setupToken: token })).status).toBe(403)
  })

  it('gets a session cookie that requests from another site cannot use (CSRF origins set without SITE_URL)', async () => {
    const me = async (headers: Record<string, string>) => (await (await fetch(at('/api/users/me'), { headers: { cookie, ...headers } })).json()).user
    expect(await me({ origin: `http://127.0.0.1:${port}` })).toMatchObject({ email: 'first@example.com' })
    expect(await me({ 'sec-fetch-site': 'same-origin' })).toMatchObject({ email: 'first@example.com' })
    expect(await me({ origin: 'https://elsewhere.example' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
  })

  it('shows the admin with Payload’s own avatar: nothing asks gravatar.com for a hash of the editor’s address', async () => {
    const admin = await fetch(at('/admin'), { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(admin.status).toBe(200)
    const html = await admin.text()
    expect(html, 'the signed-in admin, in editors’ words').toContain('Pictures and files')
    expect(html).not.toContain('gravatar')
  })
})
