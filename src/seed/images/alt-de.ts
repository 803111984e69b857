import type { ImageSpec } from './render'
import { catalogueAltDe } from './alt-de/catalogue'
import { storiesAltDe } from './alt-de/stories'

/**
 * German alt texts of the seeded pictures whose specs do not carry their own (`altDe`), by file
 * name. A picture with neither is described in English on German pages (the locale fallback).
 */
const ALT_DE: Record<string, string> = { ...catalogueAltDe, ...storiesAltDe }

export function germanAlt(spec: ImageSpec): string | undefined {
  return spec.altDe ?? ALT_DE[spec.filename]
}

/** The file names the table describes (for a test that finds entries no picture uses any more). */
export const tabledAltFiles = (): string[] => Object.keys(ALT_DE)
