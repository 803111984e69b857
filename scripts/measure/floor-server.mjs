// The floor beside our figures: an empty App Router app (scripts/measure/floor-app) built with the root's
// Next.js and React, served by `next start`. The bench and Lighthouse scripts measure it in the same run as ours.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { root } from '../runtime/env.mjs'
import { waitFor } from '../test/wait-for.mjs'

export const floorApp = path.join(root, 'scripts/measure/floor-app')
const next = path.join(root, 'node_modules/.bin/next')
// The fixture's own files, and the installed Next.js: an upgrade must rebuild the floor too.
const SOURCES = [path.join(floorApp, 'app'), path.join(floorApp, 'next.config.mjs'), path.join(root, 'node_modules/next/package.json')]

function newestSource(p) {
  const st = statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newestSource(path.join(p, name))))
}

function buildIfStale() {
  const buildId = path.join(floorApp, '.next/BUILD_ID')
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= Math.max(...SOURCES.map(newestSource))) return
  console.log('Building the floor app (scripts/measure/floor-app)…')
  // With webpack: Turbopack takes the nearest lockfile's folder (the project's) as its root and built the project's
  // src/instrumentation.ts (the gate) and proxy into this app too; the floor must be Next.js alone.
  const result = spawnSync(next, ['build', '--webpack'], { cwd: floorApp, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) throw new Error(`the floor app's build failed:\n${result.stdout}${result.stderr}`)
}

/** Builds the floor app when needed and serves it on `port`; resolves once it answers. */
export async function startFloorServer(port) {
  buildIfStale()
  // Next.js as it comes: no heap bounds, malloc settings or gate of ours, so what those cost shows against it.
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  // No -H, as for our server (scripts/test/bench-server.mjs).
  const server = spawn(next, ['start', '-p', String(port)], { cwd: floorApp, stdio: 'ignore', env, detached: true })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/`, server, 60_000)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}
