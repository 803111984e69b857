import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { brand } from '@/site.config'
import type { SeedFile } from '../files'
import type { RichTextPart } from '../richText'
import manifest from './recordings.json' with { type: 'json' }
import { recordingScripts, type RecordingId } from './scripts'

export { audioRecording, podcastRecording } from './scripts'
import type { Line, RecordingScript } from './types'

/**
 * The seed's recordings (podcast episodes, audio items): spoken scripts voiced by
 * scripts/assets/voice-recordings.ts into MP3 files committed beside this module, so seeding only
 * uploads them (once each, by file name). recordings.json holds each file's length and script hash.
 */
export type { RecordingId }

/** Per recording: its length, and the hash of the script it was voiced from (to tell a stale file). */
export type RecordingManifest = Record<string, { seconds: number; script: string }>

export const generated: RecordingManifest = manifest

/** What the generated file must have been voiced from: changes whenever a word, a voice or a sound does. */
export const scriptHash = (script: RecordingScript) => createHash('sha256').update(JSON.stringify(script)).digest('hex').slice(0, 16)

const isLine = (part: RecordingScript['parts'][number]): part is Line => Array.isArray(part)

/** The recording's length in whole seconds, as generated. */
export function recordingSeconds(id: RecordingId): number {
  const entry = generated[id]
  if (!entry) throw new Error(`No generated recording "${id}": run npm run assets:recordings`)
  return entry.seconds
}

/** The recording's file to upload (read from disk only when it is uploaded). */
export function recordingFile(id: RecordingId, alt: string): SeedFile {
  return { filename: `${brand}-${id}.mp3`, alt, mimetype: 'audio/mpeg', data: async () => readFile(new URL(`./${id}.mp3`, import.meta.url)) }
}

/** What is said, speaker by speaker, and what else is heard, in brackets: the recording's text alternative. */
export function transcriptOf(id: RecordingId): RichTextPart[] {
  return recordingScripts[id].parts.map((part) => (isLine(part) ? `**${part[0]}:** ${part[1]}` : `[${part.note}]`))
}
