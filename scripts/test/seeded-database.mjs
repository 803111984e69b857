// A freshly seeded temporary database for a test or measuring server. Seeding SQLite takes minutes (590
// documents and 539 pictures through Payload's upload pipeline), and one `npm test` starts several servers on
// the same sources: the first seed of these sources and seed settings is kept in the system's temp directory
// and later servers get a copy of it (a few seconds). Each server still has a database and media folder of
// its own, so what one suite writes never reaches another. PostgreSQL URLs are always seeded afresh.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root } from '../runtime/env.mjs'
import { SEED_STEP } from '../runtime/seed-step.mjs'

/** The settings the seed reads (src/config/seed.ts); anything else in the environment does not change what it writes. */
const SEED_SETTINGS = ['SEED', 'SEED_VIDEO_IDS', 'SEED_PRODUCTS', 'SEED_PICTURE_SIZES', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']
const SQLITE_SUFFIXES = ['', '-wal', '-shm']
const PREFIX = 'dalumara-seeded-'
/** Seeds kept at most: earlier sources' copies (~70 MB each) are removed when a new one is kept. */
const KEEP = 3

/** Seeds `env.DATABASE_URL` and `env.MEDIA_DIR` (a file: URL and a folder that do not exist yet), or copies a kept seed into them. */
export function seedDatabase(env) {
  // A test or measuring server serves its pictures as files from the first request, as a deployed site does once
  // its queue has made them: the seed makes them before the database is kept (and copied with it).
  env.SEED_PICTURE_SIZES ??= 'now'
  const file = env.DATABASE_URL?.startsWith('file:') ? env.DATABASE_URL.slice('file:'.length) : null
  // A database that exists already (a URL given by hand) is seeded as it is, never overwritten.
  if (!file || existsSync(file) || process.env.SEED_SNAPSHOT === 'false') return runSeed(env)
  const snapshot = path.join(tmpdir(), `${PREFIX}${snapshotKey(env)}`)
  if (!existsSync(path.join(snapshot, 'complete'))) {
    runSeed(env)
    keep(snapshot, file, env.MEDIA_DIR)
    return
  }
  const started = Date.now()
  for (const suffix of SQLITE_SUFFIXES) {
    if (existsSync(path.join(snapshot, `db${suffix}`))) cpSync(path.join(snapshot, `db${suffix}`), file + suffix)
  }
  if (existsSync(path.join(snapshot, 'media'))) cpSync(path.join(snapshot, 'media'), env.MEDIA_DIR, { recursive: true })
  console.log(`Seeded database copied from ${snapshot} in ${((Date.now() - started) / 1000).toFixed(1)} s (the same sources and seed settings were seeded before; SEED_SNAPSHOT=false seeds afresh)`)
}

function runSeed(env) {
  const seed = spawnSync(SEED_STEP.command, SEED_STEP.args, { cwd: root, stdio: 'inherit', env })
  if (seed.status !== 0) process.exit(seed.status ?? 1)
}

/**
 * The build's stamp (a hash of src, public and the package files, written by build-if-needed; the callers build
 * first), the seed script and the seed's settings.
 */
function snapshotKey(env) {
  const stamp = path.join(root, '.next', 'source-hash')
  const hash = createHash('sha256')
  hash.update(existsSync(stamp) ? readFileSync(stamp) : 'unbuilt')
  hash.update(readFileSync(path.join(root, 'scripts', 'runtime', 'seed.ts')))
  for (const name of SEED_SETTINGS) hash.update(`${name}=${env[name] ?? ''}\n`)
  return hash.digest('hex').slice(0, 16)
}

/** Copies the seeded files aside, then moves them into place in one step, so a server starting meanwhile never sees half a copy. */
function keep(snapshot, file, mediaDir) {
  const staging = mkdtempSync(`${snapshot}-staging-`)
  try {
    for (const suffix of SQLITE_SUFFIXES) if (existsSync(file + suffix)) cpSync(file + suffix, path.join(staging, `db${suffix}`))
    if (mediaDir && existsSync(mediaDir)) cpSync(mediaDir, path.join(staging, 'media'), { recursive: true })
    writeFileSync(path.join(staging, 'complete'), '')
    // A copy an interrupted run left without its marker is never read: replace it.
    if (!existsSync(path.join(snapshot, 'complete'))) rmSync(snapshot, { recursive: true, force: true })
    renameSync(staging, snapshot)
    removeOldSeeds()
  } catch (error) {
    // Another server kept the same seed first, or the disk is full: this server has its database either way.
    rmSync(staging, { recursive: true, force: true })
    if (!existsSync(path.join(snapshot, 'complete'))) console.warn(`Could not keep the seeded database: ${error.message}`)
  }
}

function removeOldSeeds() {
  const kept = readdirSync(tmpdir())
    .filter((name) => name.startsWith(PREFIX) && !name.includes('-staging-'))
    .map((name) => ({ dir: path.join(tmpdir(), name), at: statSync(path.join(tmpdir(), name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
  for (const { dir } of kept.slice(KEEP)) rmSync(dir, { recursive: true, force: true })
}
