// A private copy of the production build, for a test server that runs while another server of the same build
// serves a different database. Pages and data cached at run time are written under .next (route cache, fetch
// cache, regenerated pages, optimised images), so two servers on one .next serve and clear each other's
// cache. The copy is a folder that links every entry of the project except .next, which is copied without
// the build cache and the run-time caches (~140 MB, a few seconds).
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RUNTIME_CACHE_DIRS } from '../runtime/clear-runtime-cache.mjs'
import { root } from '../runtime/env.mjs'

/**
 * What a copy leaves out of .next: the build's own cache (optimised images among it), what a server writes while it
 * runs, and the standalone folder (128 MB that only the image's `node server.js` reads, never `next start`).
 */
const LEFT_OUT = ['.next/cache', '.next/standalone', ...RUNTIME_CACHE_DIRS].map((dir) => path.join(root, dir))

/** Makes the copy; returns its folder (serve it with `next start` run there) and a function that removes it. */
export function privateBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-build-'))
  for (const entry of readdirSync(root)) {
    if (entry === '.next' || entry === '.git') continue
    symlinkSync(path.join(root, entry), path.join(dir, entry))
  }
  // verbatimSymlinks keeps .next/node_modules' relative links relative, so they still resolve inside the copy.
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !LEFT_OUT.some((left) => source === left || source.startsWith(`${left}${path.sep}`)),
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
