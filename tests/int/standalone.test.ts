import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseEnv } from '../../scripts/runtime/env.mjs'
import { assembleStandalone, standaloneDir } from '../../scripts/runtime/standalone.mjs'
import { baseURL, testPayload } from './helpers'
import { stopInstance, waitForServer } from './instances'

/**
 * The production image's server without Docker: `.next/standalone` (the suite's build, completed as the Dockerfile
 * completes it) run as the image runs it, `node server.js` in that folder with the image's settings, on the suite's
 * seeded database. Only the files Next.js traced are there, so a missing native module (sharp, libsql) or file shows.
 */
const port = Number(new URL(inject('secondBaseURL')).port) + 3
const standalone = (p: string) => `http://127.0.0.1:${port}${p}`
let server: ChildProcess

beforeAll(async () => {
  assembleStandalone()
  const env = baseEnv({
    ...inject('serverSettings'),
    // As the Dockerfile's runtime stage sets them.
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '0.0.0.0',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    NODE_OPTIONS: `--max-old-space-size=448 --require=${path.join(standaloneDir, 'listen-backlog.cjs')} --require=${path.join(standaloneDir, 'heap-growth.cjs')}`,
    MALLOC_ARENA_MAX: '2',
  })
  server = spawn(process.execPath, ['server.js'], { cwd: standaloneDir, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
  await waitForServer(standalone('/healthz'), server)
}, 200_000)

afterAll(async () => {
  await stopInstance(server)
})

describe('the standalone server, as the image runs it', () => {
  it('holds the server and the files it traced, not the project', () => {
    for (const folder of ['docs', 'tests', 'scripts', 'data', 'src/seed', 'src/app']) expect(existsSync(path.join(standaloneDir, folder)), folder).toBe(false)
    for (const file of ['server.js', 'listen-backlog.cjs', 'heap-growth.cjs', '.next/static', 'src/lib/cache/shared-tags-cache-handler.mjs', 'node_modules/sharp']) {
      expect(existsSync(path.join(standaloneDir, file)), file).toBe(true)
    }
  })

  it('serves a page with its styles and scripts', async () => {
    const response = await fetch(standalone('/careers'))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<title[^>]*>[^<]*Careers/i)
    for (const asset of [/\/_next\/static\/[^"']+\.js/.exec(html)![0], /\/_next\/static\/[^"']+\.css/.exec(html)![0]]) {
      expect((await fetch(standalone(asset))).status, asset).toBe(200)
    }
  })

  it('answers an unknown path with the site’s 404 page', async () => {
    expect((await fetch(standalone('/no-such-page-here'))).status).toBe(404)
  })

  it('serves the admin, Payload’s REST API and the REST contract', async () => {
    const admin = await fetch(standalone('/admin'))
    expect(admin.status).toBe(200)
    expect(await admin.text()).toMatch(/payload/i)
    const api = await fetch(standalone('/api/pages?limit=1&depth=0'))
    expect(api.status).toBe(200)
    expect((await api.json()).docs).toHaveLength(1)
    expect((await fetch(standalone('/dmc-apis/languages-and-countries'))).status).toBe(200)
  })

  it('serves an upload and a picture size (sharp and the database driver are in the traced modules)', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true, where: { mimeType: { like: 'image/' } } })
    const file = new URL(docs[0]!.url!, baseURL()).pathname
    const upload = await fetch(standalone(file))
    expect(upload.status).toBe(200)
    expect(upload.headers.get('content-type')).toMatch(/^image\//)
    const size = await fetch(standalone(`/img/${file.split('/').pop()}/640.webp`))
    expect(size.status).toBe(200)
    expect(size.headers.get('content-type')).toBe('image/webp')
    expect((await size.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })

  it('reports ready', async () => {
    expect((await fetch(standalone('/readyz'))).status).toBe(200)
  })
})
