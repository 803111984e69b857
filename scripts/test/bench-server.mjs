// The server the load scripts measure (bench.mjs, stress.mjs): the production build, built if needed, on a
// freshly seeded temporary SQLite database (or BENCH_DATABASE_URL), started with the production settings.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from '../runtime/build-if-needed.mjs'
import { processTree } from '../measure/server-cpu.mjs'
import { seedDatabase } from './seeded-database.mjs'
import { clearRuntimeCache } from '../runtime/clear-runtime-cache.mjs'
import { baseEnv, root, serverEnv } from '../runtime/env.mjs'

export function startBenchServer(port, { seedEnv = {} } = {}) {
  buildIfNeeded()
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-bench-'))
  const env = baseEnv({
    NODE_ENV: 'production',
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    ...seedEnv,
  })
  seedDatabase(env)
  clearRuntimeCache()
  // No -H: with an explicit hostname Next.js treats the proxy's rewrite (built on "localhost") as
  // external and tries to proxy it over the network.
  const server = spawn('npx', ['next', 'start', '-p', port], { cwd: root, stdio: 'ignore', env: serverEnv(env), detached: true })
  // The database and media folder (~70 MB) go with the server.
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  return { server, stop, base: `http://127.0.0.1:${port}` }
}

/** The resident memory (MB) of the largest process under `pid` (npx → next start → next-server): the server. */
export function serverRssMB(pid) {
  let kb = 0
  for (const p of processTree(pid)) {
    try {
      kb = Math.max(kb, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0))
    } catch {}
  }
  return Math.round(kb / 1024)
}
