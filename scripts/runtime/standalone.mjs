// Completes .next/standalone after `next build` (next.config.ts `output: 'standalone'`) into what the production
// image runs: Next.js copies only the server and the node_modules files it traces, so the browser's files
// (.next/static), public/ and the listen-backlog and heap-growth preloads are copied in here, after every build (build-if-needed.mjs),
// so the Dockerfile's image and the tests' standalone server (tests/int/standalone.test.ts) run the same folder.
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

export const standaloneDir = path.join(root, '.next', 'standalone')

export function assembleStandalone() {
  if (!existsSync(path.join(standaloneDir, 'server.js'))) throw new Error(`${standaloneDir}/server.js is missing: run next build with output: 'standalone'`)
  for (const [from, to] of [
    ['.next/static', '.next/static'],
    ['public', 'public'],
    ['scripts/runtime/listen-backlog.cjs', 'listen-backlog.cjs'],
    ['scripts/runtime/heap-growth.cjs', 'heap-growth.cjs'],
  ]) {
    rmSync(path.join(standaloneDir, to), { recursive: true, force: true })
    // There is no public/ today (the site's files are routes); one added later is copied too.
    if (!existsSync(path.join(root, from))) continue
    cpSync(path.join(root, from), path.join(standaloneDir, to), { recursive: true })
  }
  // A cache written by a server run from the build folder must not travel into the image.
  rmSync(path.join(standaloneDir, '.next', 'cache'), { recursive: true, force: true })
}

if (import.meta.url === `file://${process.argv[1]}`) assembleStandalone()
