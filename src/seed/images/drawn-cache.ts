import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { seedSettings } from '@/site.config'

/**
 * Drawn seed pictures kept on disk by the hash of what was drawn (the scene's SVG and the encoder's
 * settings), so the second and later seeds on a machine (every test server, every fresh database)
 * copy bytes instead of rasterising again. A changed scene hashes differently, so nothing goes stale;
 * the directory sits in node_modules/.cache, which a clean install empties. The same files for every
 * demo picture ship in src/seed/drawn (read first; a picture whose scene changed since is drawn).
 */
const cacheDir = () => seedSettings().imageCacheDir

export function drawnKey(...parts: string[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex')
}

/** The drawing from the pictures shipped with the sources, else from this machine's cache. */
export async function readDrawn(key: string): Promise<Buffer | undefined> {
  for (const dir of [seedSettings().shippedPicturesDir, cacheDir()]) {
    try {
      return await readFile(path.join(dir, key))
    } catch {
      // Not there: the next place, then drawing.
    }
  }
  return undefined
}

/** Best effort: a read-only or full disk only means the next seed draws again. */
export async function keepDrawn(key: string, data: Buffer): Promise<void> {
  try {
    await mkdir(cacheDir(), { recursive: true })
    // Written beside, then renamed: a seed running at the same time never reads half a file.
    const partial = path.join(cacheDir(), `${key}.${process.pid}.partial`)
    await writeFile(partial, data)
    await rename(partial, path.join(cacheDir(), key))
  } catch {
    // Nothing to undo: the picture was drawn and is used either way.
  }
}
