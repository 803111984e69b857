import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Country flags are served by the site itself from the flag-icons package (4:3 SVGs), so no
 * third-party host is involved and no copies are committed. The package's files never change
 * within a deploy, so they are read once and kept in memory.
 */
const FLAG_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3')

export const flagPath = (isoCode: string) => `/flags/${isoCode.toLowerCase()}.svg`

const cache = new Map<string, Buffer | null>()

/** The SVG for a flag file name such as `lk.svg`, or null when there is none. */
export function readFlag(fileName: string): Buffer | null {
  const match = /^([a-z]{2}(?:-[a-z]{2,4})?)\.svg$/.exec(fileName.toLowerCase())
  if (!match) return null
  const code = match[1]
  if (!cache.has(code)) {
    const file = path.join(FLAG_DIR, `${code}.svg`)
    cache.set(code, existsSync(file) ? readFileSync(file) : null)
  }
  return cache.get(code) ?? null
}

export const hasFlag = (isoCode: string) => existsSync(path.join(FLAG_DIR, `${isoCode.toLowerCase()}.svg`))
