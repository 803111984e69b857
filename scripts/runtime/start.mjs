// `npm start`: build if needed while the database schema is brought up to date and a new database is seeded
// (under one database lock, so several instances may start together), then serve on PORT (3000).
// The build and the seed need nothing from each other, so they run side by side; each line they print is
// marked with its source, and the time each took is printed before the server starts.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { buildInBackground } from './build-if-needed.mjs'
import { clearRuntimeCache } from './clear-runtime-cache.mjs'
import { baseEnv, requireSecret, root, serverEnv } from './env.mjs'
import { SEED_STEP } from './seed-step.mjs'

requireSecret()
const started = Date.now()
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`
const printer = (label) => (line) => console.log(`${label} │ ${line}`)

const env = baseEnv({ NODE_ENV: 'production' })

/** Runs a command with its lines marked; resolves with its exit code. */
function run(label, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', printer(label))
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const timings = []
const build = buildInBackground(printer('build')).then((built) => built && timings.push(`build ${seconds()}`))
// SEED=false: no seed run at all; the server's own start-up migrates (src/payload.config.ts onInit).
const seed =
  env.SEED === 'false'
    ? Promise.resolve()
    : run('seed ', SEED_STEP.command, SEED_STEP.args).then((code) => {
        if (code !== 0) {
          console.error(`The database could not be prepared (seed exited with ${code}); see the seed │ lines above.`)
          process.exit(code)
        }
        timings.push(`database ${seconds()}`)
      })
try {
  await Promise.all([build, seed])
} catch (error) {
  console.error(`The production build failed (${error.message}); see the build │ lines above.`)
  process.exit(1)
}
if (timings.length) console.log(`Prepared in ${seconds()} (${timings.join(', ')})`)

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
