import type { Media } from '@/payload-types'

/** A video's captions file in one language, as the listings hand it to the player. */
export type CaptionFile = { language: string; url: string }

type CaptionRows = { language: string; file: number | Media }[] | null | undefined

/** The captions rows whose file is there (a deleted upload leaves a row without one). */
export function captionFiles(rows: CaptionRows): CaptionFile[] {
  return (rows ?? []).flatMap((row) => (typeof row.file === 'object' && row.file.url ? [{ language: row.language, url: row.file.url }] : []))
}
