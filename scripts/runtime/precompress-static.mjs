// After every build (build-if-needed.mjs): each compressible build file under .next/static gets a Brotli twin
// and a gzip twin (level 9) beside it, which the server answers as they are
// (src/lib/http/precompressed-static.ts) instead of compressing the file again on every request. A twin no
// smaller than the file is not written. The twins travel with .next/static (standalone folder, image).
import { spawnSync } from 'node:child_process'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { COMPRESSIBLE_TYPES } from '../../src/lib/http/compressible-types.mjs'

/** Smaller files gain less than their headers weigh: Next.js's own compression skips them too. */
const MIN_BYTES = 1024
/**
 * Brotli's best quality runs at ~0.3 MB/s: the site's own files (≤ 256 KB, the React runtime included) get it; the
 * admin's few large ones get quality 9, a few per cent larger and 20× faster, so a build waits seconds, not tens.
 */
const BEST_QUALITY_MAX_BYTES = 256 * 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])))
  return nested.flat()
}

async function compress(file) {
  const bytes = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.length <= BEST_QUALITY_MAX_BYTES ? 11 : 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: 9 }),
  ])
  let written = 0
  for (const [suffix, twin] of [['.br', br], ['.gz', gz]]) {
    if (twin.length >= bytes.length) continue
    await writeFile(file + suffix, twin)
    written++
  }
  return written
}

/** Writes the twins of every compressible file of `dir` (the build's .next/static); resolves to how many. */
export async function precompressStatic(dir) {
  const files = []
  for (const file of await filesUnder(dir)) {
    if (!Object.hasOwn(COMPRESSIBLE_TYPES, path.extname(file))) continue
    if ((await stat(file)).size >= MIN_BYTES) files.push(file)
  }
  // zlib's asynchronous calls run on libuv's thread pool: all cores, without blocking the caller.
  const counts = await Promise.all(files.map(compress))
  return counts.reduce((sum, n) => sum + n, 0)
}

/** The same from a build script that cannot wait for a promise: a child process, so the work still uses every core. */
export function precompressStaticNow(dir, print) {
  const started = Date.now()
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), dir], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`compressing the build's files failed: ${result.stderr}`)
  print(`Compressed ${result.stdout.trim()} build files ahead (Brotli and gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await precompressStatic(process.argv[2]))
