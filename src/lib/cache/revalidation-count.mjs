// How many tag revalidations this process has applied, on globalThis: the cache handler (loaded by Next.js outside
// the application bundles) counts them and the server gate (bundled) reads the count, each through its own copy of
// this module. An answer kept while the count stayed the same cannot predate a publish.

const COUNT = Symbol.for('dalumara.revalidationCount')

/** @returns {number} */
export function revalidationCount() {
  return globalThis[COUNT] ?? 0
}

/** Called whenever a revalidation reaches Next's tags manifest, here or from another instance. */
export function countRevalidation() {
  globalThis[COUNT] = revalidationCount() + 1
}
