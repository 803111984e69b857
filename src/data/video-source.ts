import type { Media } from '@/payload-types'

/** A video's captions file in one language, as the listings hand it to the player. */
export type CaptionFile = { language: string; url: string }

type CaptionRows = { language: string; file: number | Media }[] | null | undefined

/** The captions rows whose file is there (a deleted upload leaves a row without one). */
export function captionFiles(rows: CaptionRows): CaptionFile[] {
  return (rows ?? []).flatMap((row) => (typeof row.file === 'object' && row.file.url ? [{ language: row.language, url: row.file.url }] : []))
}

/** Where a video plays from, as its card or entry hands it to the player. */
export type VideoSource = {
  youtube_id: string | null
  /** An uploaded video file's address. */
  video_url: string | null
  /** The uploaded file's captions, one WebVTT file per language. */
  captions: CaptionFile[]
}

/** The source of a document with the video source fields (videoSourceFields: the media section's videos, the video wishes). */
export function videoSourceOf(doc: { youtube_id?: string | null; video_file?: number | Media | null; captions?: CaptionRows }): VideoSource {
  const file = doc.video_file && typeof doc.video_file === 'object' ? doc.video_file : null
  return { youtube_id: doc.youtube_id || null, video_url: file?.url ?? null, captions: captionFiles(doc.captions) }
}
