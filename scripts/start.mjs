// `npm start`: build if needed, migrate and seed the database (idempotent), then serve on PORT (3000).
import { spawn, spawnSync } from 'node:child_process'
import { buildIfNeeded } from './build-if-needed.mjs'
import { baseEnv, root } from './env.mjs'

buildIfNeeded()

const env = baseEnv({ NODE_ENV: 'production' })
if (env.SEED !== 'false') {
  const seed = spawnSync('npx', ['tsx', '--conditions=production', 'scripts/seed.ts'], { cwd: root, stdio: 'inherit', env })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}

const port = env.PORT || '3000'
const server = spawn('npx', ['next', 'start', '-p', port, ...(env.HOSTNAME ? ['-H', env.HOSTNAME] : [])], {
  cwd: root,
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
