import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Country flags are served by the site itself from the flag-icons package (4:3 SVGs), so no
 * third-party host is involved and no copies are committed. The package's files never change
 * within a deploy, so they are read once and kept in memory. The one place flags are looked up:
 * the header's market switcher, the Markets collection and languages-and-countries all ask here.
 */
const FLAG_DIR = path.join(process.cwd(), 'node_modules', 'flag-icons', 'flags', '4x3')

export const flagPath = (isoCode: string) => `/flags/${isoCode.toLowerCase()}.svg`

/** The flags the package has, listed once; nothing is remembered for any other code a visitor asks for. */
let known: Set<string> | undefined
function knownCodes(): Set<string> {
  known ??= new Set(existsSync(FLAG_DIR) ? readdirSync(FLAG_DIR).filter((name) => name.endsWith('.svg')).map((name) => name.slice(0, -4)) : [])
  return known
}

/** Flag files read so far, at most one per known code (all ~270 flags are 2.7 MB). */
const files = new Map<string, Buffer>()

/** How many flag files are held in memory. */
export const cachedFlagCount = () => files.size

/** The SVG for a flag file name such as `lk.svg` (`gb-sct.svg`), or null when there is none. */
export function readFlag(fileName: string): Buffer | null {
  const match = /^(.+)\.svg$/.exec(fileName.toLowerCase())
  const code = match?.[1]
  if (!code || !knownCodes().has(code)) return null
  let file = files.get(code)
  if (!file) files.set(code, (file = readFileSync(path.join(FLAG_DIR, `${code}.svg`))))
  return file
}

/** Whether a country has a flag. */
export const hasFlag = (isoCode: string): boolean => knownCodes().has(isoCode.toLowerCase())

/** The flag's path on this site, or undefined for a code without one (GLOBAL gets a globe instead). */
export const flagFor = (isoCode: string): string | undefined => (hasFlag(isoCode) ? flagPath(isoCode) : undefined)
