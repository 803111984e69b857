import { readFile } from 'node:fs/promises'
import type { Payload } from 'payload'
import { brand } from '@/site.config'
import { ensureFile, type SeedFile } from '../files'
import type { FileIds, Locale } from '../types'
import manifest from './films.json' with { type: 'json' }

/**
 * The seed's films: short WebM videos with a poster and English and German captions, drawn and
 * encoded by scripts/assets/generate-films.mjs and committed beside this file, so seeding only uploads
 * them (to `media`, once each, by file name). films.json lists each film's alt text.
 */
export type FilmId = keyof typeof manifest

/** A film's media ids, in the shape the video fields take. */
export type FilmMedia = { video_file: number; poster: number; captions: { language: Locale; file: number }[] }

/** The languages scripts/assets/generate-films.mjs writes captions in. */
const CAPTION_LANGUAGES: Locale[] = ['en', 'de']
const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', de: 'German' }

const read = (name: string) => async () => readFile(new URL(`./${name}`, import.meta.url))

/** The film's four files as the media library names them: the video, its poster and a captions file per language. */
const names = (id: FilmId) => ({
  video: `${brand}-film-${id}.webm`,
  poster: `${brand}-film-${id}.jpg`,
  captions: CAPTION_LANGUAGES.map((language) => `${brand}-film-${id}.${language}.vtt`),
})

/** The alt text of the film's poster, the still shown before it plays. */
export const filmStillAlt = (id: FilmId) => `Video still: ${manifest[id].alt.replace(/^Film: /, '')}`

/** The film's files to upload (each read from disk only when it is uploaded). */
export function filmFiles(id: FilmId): SeedFile[] {
  const alt = manifest[id].alt
  const what = alt.replace(/^Film: /, '')
  const { video, poster, captions } = names(id)
  return [
    { filename: video, alt, mimetype: 'video/webm', data: read(`${id}.webm`) },
    { filename: poster, alt: filmStillAlt(id), mimetype: 'image/jpeg', data: read(`${id}.jpg`) },
    ...CAPTION_LANGUAGES.map((language, i) => ({ filename: captions[i]!, alt: `Captions (${LANGUAGE_LABELS[language]}): ${what}`, mimetype: 'text/vtt', data: read(`${id}.${language}.vtt`) })),
  ]
}

/** The film's media ids among uploaded files by name (a page's files, or those ensureFilms uploads). */
export function filmMedia(id: FilmId, files: FileIds): FilmMedia {
  const { video, poster, captions } = names(id)
  return { video_file: files[video]!, poster: files[poster]!, captions: CAPTION_LANGUAGES.map((language, i) => ({ language, file: files[captions[i]!]! })) }
}

/** Uploads the films not yet in `media` and returns each one's media ids. */
export async function ensureFilms(payload: Payload, ids: FilmId[]): Promise<Map<FilmId, FilmMedia>> {
  const films = new Map<FilmId, FilmMedia>()
  for (const id of new Set(ids)) {
    const files: FileIds = {}
    for (const file of filmFiles(id)) files[file.filename] = await ensureFile(payload, file)
    films.set(id, filmMedia(id, files))
  }
  return films
}
