#!/usr/bin/env node
/**
 * Draws every demo picture the seed uploads into src/seed/drawn/, each under the hash of its drawing (its scene's
 * SVG and the encoder's settings; src/seed/images/drawn-cache.ts), by seeding a throw-away SQLite database with
 * an empty drawing cache. The outputs are committed, so a fresh clone's first seed copies them instead of drawing
 * them. A picture whose scene changed since is drawn by the seed as before; run this again after changing scenes
 * (it replaces the folder, so pictures no scene draws any more go).
 *
 *   npm run assets:pictures
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { baseEnv, root } from '../runtime/env.mjs'
import { SEED_STEP } from '../runtime/seed-step.mjs'

const work = mkdtempSync(path.join(tmpdir(), 'dalumara-pictures-'))
const drawn = path.join(work, 'drawn')
const env = baseEnv({
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(work, 'seed.db')}`,
  MEDIA_DIR: path.join(work, 'media'),
  SEED_IMAGE_CACHE_DIR: drawn,
  // Nothing shipped is read, so every picture is drawn and lands in `drawn`.
  SEED_SHIPPED_PICTURES_DIR: path.join(work, 'none'),
})
const seed = spawnSync(SEED_STEP.command, SEED_STEP.args, { cwd: root, stdio: 'inherit', env })
if (seed.status !== 0) process.exit(seed.status ?? 1)

const target = path.join(root, 'src', 'seed', 'drawn')
rmSync(target, { recursive: true, force: true })
renameSync(drawn, target)
const files = readdirSync(target)
const bytes = files.reduce((sum, file) => sum + statSync(path.join(target, file)).size, 0)
console.log(`${files.length} pictures, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${path.relative(root, target)}`)
rmSync(work, { recursive: true, force: true })
