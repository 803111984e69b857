import type { Media } from '@/payload-types'
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/config/variant'
import { mediaSrc } from '@/lib/media/media-url'

/** One captions track as the player offers it; the page's language is shown by default. */
export type CaptionTrack = { src: string; srclang: Locale; label: string; default: boolean }

/** A captions row as the CMS stores it (`file`) or as the data layer hands it on (`url`). */
export type CaptionRow = { language: string; url?: string | null; file?: number | Media | null }

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

export function captionTracks(rows: readonly CaptionRow[] | null | undefined, locale: string): CaptionTrack[] {
  return (rows ?? []).flatMap((row) => {
    const url = row.url ?? (typeof row.file === 'object' ? row.file?.url : null)
    if (!url || !isLocale(row.language)) return []
    return [{ src: mediaSrc(url), srclang: row.language, label: LANGUAGE_NAMES[row.language], default: row.language === locale }]
  })
}

/** The tracks inside a <video>: plain markup, so server components and the client player share it. */
export function CaptionTracks({ tracks }: { tracks: readonly CaptionTrack[] | undefined }) {
  return (tracks ?? []).map((track) => <track key={track.srclang} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={track.default} />)
}
