// Builds the production bundle unless .next already holds a build of exactly these sources.
// `npm run build` runs this with --force, so its build carries the stamp `npm start` checks.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { root } from './env.mjs'
import { addCompileHints } from './compile-hints.mjs'
import { pruneLoadableManifests } from './prune-loadable-manifests.mjs'
import { precompressStaticNow } from './precompress-static.mjs'
import { assembleStandalone } from './standalone.mjs'

const INPUTS = ['src', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs']

function hashInputs() {
  const hash = createHash('sha256')
  const walk = (p) => {
    if (!existsSync(p)) return
    const st = statSync(p)
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(path.join(p, name))
    } else {
      hash.update(path.relative(root, p))
      hash.update(readFileSync(p))
    }
  }
  for (const input of INPUTS) walk(path.join(root, input))
  return hash.digest('hex')
}

/** What a build needs to know: whether .next holds a build of these sources, and the stamp to write after one. */
function buildState() {
  const stamp = path.join(root, '.next', 'source-hash')
  const current = hashInputs()
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === current
  const done = (print) => {
    const pruned = pruneLoadableManifests(path.join(root, '.next'))
    if (pruned.length) print(`Took ${pruned.length} chunk(s) the build did not write out of the routes' preload lists (prune-loadable-manifests.mjs)`)
    const hinted = addCompileHints(path.join(root, '.next'))
    print(`Marked ${hinted} first-load chunk(s) for compiling while they stream in (compile-hints.mjs)`)
    precompressStaticNow(path.join(root, '.next', 'static'), print)
    assembleStandalone()
    writeFileSync(stamp, current)
  }
  return { built, done }
}

// No PAYLOAD_SECRET and no database: a build needs neither (the app uses a throw-away secret).
const buildEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' })

export function buildIfNeeded({ force = false } = {}) {
  const { built, done } = buildState()
  if (built && !force) return false
  console.log('Building the production bundle (next build)…')
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: buildEnv() })
  if (result.status !== 0) process.exit(result.status ?? 1)
  done(console.log)
  return true
}

/**
 * The same, without waiting: `npm start` builds while it seeds (neither needs the other). The build's
 * lines go through `print`; the promise settles when the build is done (false: nothing to build).
 */
export function buildInBackground(print) {
  const { built, done } = buildState()
  if (built) return Promise.resolve(false)
  print('Building the production bundle (next build)…')
  const child = spawn('npx', ['next', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: buildEnv() })
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', print)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`next build exited with ${code}`))
      done(print)
      resolve(true)
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') })
