import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Country flags are served by the site itself from the flag-icons package (4:3 SVGs), so no
 * third-party host is involved and no copies are committed. The package's files never change
 * within a deploy, so they are read once and kept in memory. The one place flags are looked up:
 * the header's market switcher, the Markets collection and languages-and-countries all ask here.
 */
const FLAG_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3')

export const flagPath = (isoCode: string) => `/flags/${isoCode.toLowerCase()}.svg`

const cache = new Map<string, Buffer | null>()

/** A flag's SVG by lower-case code (`lk`, `gb-sct`), or null when there is none. */
function flagFile(code: string): Buffer | null {
  if (!cache.has(code)) {
    const file = path.join(FLAG_DIR, `${code}.svg`)
    cache.set(code, existsSync(file) ? readFileSync(file) : null)
  }
  return cache.get(code) ?? null
}

const FLAG_CODE = /^[a-z]{2}(?:-[a-z]{2,4})?$/

/** The SVG for a flag file name such as `lk.svg`, or null when there is none. */
export function readFlag(fileName: string): Buffer | null {
  const match = /^(.+)\.svg$/.exec(fileName.toLowerCase())
  return match && FLAG_CODE.test(match[1]) ? flagFile(match[1]) : null
}

const exists = new Map<string, boolean>()

/** Whether a country has a flag; only the file's existence is remembered (all ~250 flags are 2.7 MB). */
export function hasFlag(isoCode: string): boolean {
  const code = isoCode.toLowerCase()
  if (!FLAG_CODE.test(code)) return false
  if (!exists.has(code)) exists.set(code, existsSync(path.join(FLAG_DIR, `${code}.svg`)))
  return exists.get(code)!
}

/** The flag's path on this site, or undefined for a code without one (GLOBAL gets a globe instead). */
export const flagFor = (isoCode: string): string | undefined => (hasFlag(isoCode) ? flagPath(isoCode) : undefined)
