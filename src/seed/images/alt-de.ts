import type { ImageSpec } from './render'

/**
 * German alt texts of the seeded pictures whose specs do not carry their own (`altDe`), by file
 * name. A picture with neither is described in English on German pages (the locale fallback).
 */
const ALT_DE: Record<string, string> = {}

export function germanAlt(spec: ImageSpec): string | undefined {
  return spec.altDe ?? ALT_DE[spec.filename]
}
