/**
 * A whole-number setting from the environment: unset, malformed or below `min` means `fallback`,
 * so a typo in a deployment's settings never turns into NaN deep inside the app.
 */
export function envInt(name: string, fallback: number, { min = 0 }: { min?: number } = {}): number {
  const value = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(value) && value >= min ? value : fallback
}
