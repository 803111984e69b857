// `npm start`: build if needed, bring the database schema up to date and seed a new database
// (under one database lock, so several instances may start together), then serve on PORT (3000).
import { spawn, spawnSync } from 'node:child_process'
import { buildIfNeeded } from './build-if-needed.mjs'
import { clearRuntimeCache } from './clear-runtime-cache.mjs'
import { baseEnv, requireSecret, root, serverEnv } from './env.mjs'

requireSecret()
buildIfNeeded()

const env = baseEnv({ NODE_ENV: 'production' })
if (env.SEED !== 'false') {
  const seed = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/runtime/seed.ts'], { cwd: root, stdio: 'inherit', env })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}

const port = env.PORT || '3000'
clearRuntimeCache()
// No -H: with an explicit hostname Next.js treats the proxy's rewrite (built on "localhost") as
// external and tries to proxy it over the network.
const server = spawn('npx', ['next', 'start', '-p', port], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(env),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
