import { spawn } from 'node:child_process'
import { describe, expect, inject, it } from 'vitest'
import { pages } from '@/seed/content'
import { ensureMedia } from '@/seed/media'
import { upsertPage } from '@/seed/upsert'
import { baseEnv, root } from '../../scripts/runtime/env.mjs'
import { SEED_STEP } from '../../scripts/runtime/seed-step.mjs'
import { editorToken } from './editor'
import { testPayload, url } from './helpers'

/**
 * Operators start several instances at once on a new database (`npm start` on each). The suite's own two
 * servers were started so, together on its empty database (tests/int/global-setup.ts): they must not have
 * raced on creating the schema or on seeding it, and a restart must not bring back demo content an editor
 * deleted.
 */
const SEEDED = 'Seed complete'
const SKIPPED = 'Seed skipped: the database already has content'
/** A seeded page no other test reads; it is put back after the restart check. */
const doomed = pages.find((p) => p.path === '/privacy-and-terms/human-rights-policy' && (p.country ?? 'GLOBAL') === 'GLOBAL')!

describe('instances starting together on an empty database', () => {
  it('seed it once: one instance seeds, the other waits for the lock and finds content', () => {
    const outputs = inject('startOutputs')
    const said = (text: string) => outputs.filter((output) => output.includes(text)).length
    expect({ seeded: said(SEEDED), skipped: said(SKIPPED) }, outputs.join('\n――――\n')).toEqual({ seeded: 1, skipped: 1 })
  })

  it('hold each seeded page once', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true, country: true }, overrideAccess: true })
    const seededKeys = new Set(pages.map((p) => `${p.country ?? 'GLOBAL'} ${p.path}`))
    const seen = new Map<string, number>()
    for (const doc of docs) {
      const key = `${doc.country} ${doc.path}`
      if (seededKeys.has(key)) seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    expect([...seen].filter(([, count]) => count > 1)).toEqual([])
    expect(seen.size).toBeGreaterThan(pages.length / 2)
  })

  it('a restart does not bring back a page an editor deleted', async () => {
    const payload = await testPayload()
    const where = { path: { equals: doomed.path }, country: { equals: 'GLOBAL' } }
    const [page] = (await payload.find({ collection: 'pages', where, depth: 0, limit: 1, overrideAccess: true })).docs
    expect(page, `${doomed.path} is seeded`).toBeDefined()
    try {
      const deleted = await fetch(url(`/api/pages/${page!.id}`), { method: 'DELETE', headers: { authorization: `JWT ${await editorToken()}` } })
      expect(deleted.status).toBe(200)
      // What `npm start` runs before it serves.
      const restart = await runSeedStep()
      expect(restart.code, restart.output).toBe(0)
      expect(restart.output).toContain(SKIPPED)
      expect((await payload.count({ collection: 'pages', where, overrideAccess: true })).totalDocs).toBe(0)
    } finally {
      await upsertPage(payload, doomed, await ensureMedia(payload))
    }
  }, 180_000)
})

function runSeedStep(): Promise<{ code: number | null; output: string }> {
  const env = baseEnv({ ...inject('serverSettings'), NODE_ENV: 'production', SEED: 'true' })
  const child = spawn(SEED_STEP.command, SEED_STEP.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(String(chunk)))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: output.join('') })))
}
