// Pages and data cached at run time (ISR) are kept under .next and survive restarts. A fresh start
// may point at another database or settings, so servers we start clear them first (the build
// itself is kept). Published content then renders once per variant and is cached again.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './env.mjs'

/** Where a server writes what it caches while it runs, relative to the project. */
export const RUNTIME_CACHE_DIRS = ['.next/server/route-cache', '.next/cache/fetch-cache', '.next/server/app/v']

export function clearRuntimeCache() {
  for (const dir of RUNTIME_CACHE_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true })
}
