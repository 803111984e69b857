import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { pages } from '@/seed/content'
import { clearRuntimeCache } from '../../scripts/runtime/clear-runtime-cache.mjs'
import { root } from '../../scripts/runtime/env.mjs'
import { unique } from './helpers'

/**
 * Operators start several instances at once on a new database (`npm start` on each): they must
 * not race on creating the schema or seeding it, and a restart must not bring back demo content
 * an editor deleted. Runs `node scripts/runtime/start.mjs` itself, on a fresh empty database of the
 * suite's dialect (a new database in the same PostgreSQL cluster, or a new SQLite file), with
 * the production build global-setup made.
 */
const ports = [Number(process.env.INT_PORT || 3250) + 2, Number(process.env.INT_PORT || 3250) + 3]
const admin = { email: 'race-editor@example.com', password: 'race-editor-password' }
/** A seeded page the editor deletes between starts. */
const doomed = pages.find((p) => (p.country ?? 'GLOBAL') === 'GLOBAL')!

type Instance = { process: ChildProcess; output: string[]; baseURL: string }

describe('instances starting together on an empty database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-start-'))
  let database: { url: string; drop: () => Promise<void> }
  const running: Instance[] = []

  beforeAll(async () => {
    database = await emptyDatabase(inject('databaseUrl'), dir)
  })

  afterAll(async () => {
    await Promise.all(running.map(stop))
    await database?.drop()
    rmSync(dir, { recursive: true, force: true })
    // These servers cached pages of another database in the build folder the suite's servers share.
    clearRuntimeCache()
  })

  function start(port: number): Instance {
    const output: string[] = []
    const child = spawn('node', ['scripts/runtime/start.mjs'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        MEDIA_DIR: path.join(dir, 'media'),
        PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        PAYLOAD_SECRET: 'concurrent-start-test-secret',
        SEED: 'true',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    })
    child.stdout!.on('data', (chunk) => output.push(String(chunk)))
    child.stderr!.on('data', (chunk) => output.push(String(chunk)))
    const instance = { process: child, output, baseURL: `http://127.0.0.1:${port}` }
    running.push(instance)
    return instance
  }

  it('both serve the seeded site, and a restart does not bring back a page an editor deleted', async () => {
    const instances = ports.map(start)
    for (const instance of instances) await waitForHome(instance)
    for (const instance of instances) expect(instance.process.exitCode, instance.output.join('')).toBeNull()

    const [first] = instances
    const token = await login(first.baseURL)
    const found = await findPages(first.baseURL, token)
    // Seeded exactly once, although both instances ran the seed step.
    expect(found.map((p) => p.id)).toHaveLength(1)
    const deleted = await fetch(`${first.baseURL}/api/pages/${found[0].id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    expect(deleted.status).toBe(200)

    await Promise.all(running.splice(0).map(stop))
    const restarted = start(ports[0])
    await waitForHome(restarted)
    expect(await findPages(restarted.baseURL, await login(restarted.baseURL))).toEqual([])
  }, 420_000)
})

/** A new empty database beside the suite's: same PostgreSQL cluster, or a SQLite file in `dir`. */
async function emptyDatabase(suiteUrl: string, dir: string) {
  if (!/^postgres(ql)?:\/\//.test(suiteUrl)) return { url: `file:${path.join(dir, 'race.db')}`, drop: async () => {} }
  const name = unique('dalumara_start_')
  const admin = new pg.Client({ connectionString: suiteUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const url = new URL(suiteUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

async function waitForHome(instance: Instance, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) {
      throw new Error(`start.mjs exited with code ${instance.process.exitCode}:\n${instance.output.join('')}`)
    }
    try {
      if ((await fetch(`${instance.baseURL}/`)).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${instance.baseURL}/ did not answer 200 within ${timeoutMs / 1000} s:\n${instance.output.join('')}`)
}

async function login(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function findPages(baseURL: string, token: string): Promise<{ id: string | number }[]> {
  const query = new URLSearchParams({ 'where[path][equals]': doomed.path, 'where[country][equals]': 'GLOBAL', depth: '0' })
  const response = await fetch(`${baseURL}/api/pages?${query}`, { headers: { authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { id: string | number }[] }).docs
}

/**
 * start.mjs runs `next start` (through npx) as a child: end the whole process group, and wait
 * until none of it is left, so that the port is free again for the restart.
 */
async function stop(instance: Instance) {
  const pid = instance.process.pid
  if (!pid || !groupAlive(pid)) return
  process.kill(-pid, 'SIGTERM')
  const deadline = Date.now() + 60_000
  while (groupAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`start.mjs (process group ${pid}) did not end within 60 s of SIGTERM`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}
