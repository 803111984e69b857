/**
 * The one place under src/ that reads process.env (besides src/lib/cache/shared-tags-cache-handler.mjs,
 * which Next.js loads as plain JavaScript outside the bundles). Every setting is read through
 * these helpers by the modules beside this file, and the rest of the app asks src/site.config.ts.
 */

/** A text setting, trimmed; unset or blank is undefined. */
export function envString(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/**
 * A whole-number setting: unset, malformed or below `min` means `fallback`, so a typo in a
 * deployment's settings never turns into NaN deep inside the app.
 */
export function envInt(name: string, fallback: number, { min = 0 }: { min?: number } = {}): number {
  const value = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(value) && value >= min ? value : fallback
}

/** A yes/no setting: only the literal `true` / `false` count, anything else is `fallback`. */
export function envFlag(name: string, fallback: boolean): boolean {
  const value = envString(name)?.toLowerCase()
  return value === 'true' ? true : value === 'false' ? false : fallback
}

/** A setting taken exactly as given (a password may start or end with a space). */
export function envRaw(name: string): string | undefined {
  return process.env[name] || undefined
}

/** Every setting whose name starts with `prefix` (e.g. SOCIAL_ for the social links). */
export function envWithPrefix(prefix: string): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(process.env).filter((name) => name.startsWith(prefix)).map((name) => [name, envString(name)]))
}
