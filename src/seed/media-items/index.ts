import type { Payload, Where } from 'payload'
import type { Locale, MediaIds } from '../build'
import { ensureFile } from '../files'
import { ensureImages } from '../media'
import { ensureFilms } from '../films'
import { audioRecording, recordingFile, recordingSeconds, transcriptOf } from '../recordings'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'
import { seedVideoIds } from '../videos'
import { albumKeywords, albums, shotSpec, type AlbumSeed } from './albums'
import { audioItems, videoItems } from './recordings'

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

const DAY_MS = 24 * 60 * 60 * 1000

function albumData(seed: AlbumSeed, ids: number[], locale: Locale, today: number) {
  const copy = locale === 'en' ? seed.copy.en : (seed.copy.de ?? { title: undefined, summary: undefined })
  const date = new Date(today - seed.daysAgo * DAY_MS)
  date.setUTCHours(0, 0, 0, 0)
  return {
    slug: seed.slug,
    country: 'GLOBAL' as const,
    date: date.toISOString(),
    title: copy.title as string,
    summary: copy.summary,
    cover: ids[0]!,
    // Captions and alt text are English; other languages fall back to them until translated.
    images: seed.shots.map((shot, i) => ({ image: ids[i]!, caption: locale === 'en' ? shot.caption : undefined })),
    seo: {
      meta_title: copy.title,
      meta_description: copy.summary,
      keywords: locale === 'en' ? albumKeywords : undefined,
      share_image: ids[0],
      prevent_indexing: false,
    },
    _status: 'published' as const,
  }
}

/** The eight image albums with their generated pictures (src/seed/media-items/albums.ts). */
export async function seedImageAlbums(payload: Payload): Promise<number> {
  const specs = albums.flatMap((album) => album.shots.map((_, i) => shotSpec(album, i)))
  const byFilename = await ensureImages(payload, specs)
  const today = Date.now()
  let created = 0
  for (const album of albums) {
    const ids = album.shots.map((_, i) => byFilename.get(shotSpec(album, i).filename)!)
    const made = await upsertDocument(payload, {
      collection: 'image-albums',
      where: globalKey(album.slug),
      translated: Boolean(album.copy.de),
      data: (locale) => albumData(album, ids, locale, today),
    })
    if (made) created++
  }
  return created
}

/** Ten audio items, each playing its voiced script, with that script as its transcript. */
export async function seedAudioItems(payload: Payload): Promise<number> {
  let created = 0
  for (const item of audioItems) {
    const recording = audioRecording(item.slug)
    const fileId = await ensureFile(payload, recordingFile(recording, `Recording: ${item.title}`))
    const made = await upsertDocument(payload, {
      collection: 'audio-items',
      where: globalKey(item.slug),
      translated: true,
      data: (locale) => {
        const copy = locale === 'de' ? item.de : item
        return {
          slug: item.slug,
          country: 'GLOBAL' as const,
          title: copy.title,
          year: item.year,
          sub_category: item.category,
          summary: copy.summary,
          audio_file: fileId,
          duration_seconds: recordingSeconds(recording),
          // The same words in every language: the recording is spoken in one (SHARED_FILE_LOCALE), and its page says so.
          transcript: richText(transcriptOf(recording)),
          seo: { meta_title: copy.title, meta_description: copy.summary, prevent_indexing: false },
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}

/**
 * Ten videos, each playing its generated film with captions, its poster as the thumbnail. With
 * SEED_VIDEO_IDS the first ones play those YouTube ids instead (each id once).
 */
export async function seedVideoItems(payload: Payload): Promise<number> {
  const youtube = seedVideoIds()
  const films = await ensureFilms(payload, videoItems.map((item) => item.film))
  let created = 0
  for (const [i, item] of videoItems.entries()) {
    const film = films.get(item.film)!
    const made = await upsertDocument(payload, {
      collection: 'video-items',
      where: globalKey(item.slug),
      translated: true,
      data: (locale) => {
        const copy = locale === 'de' ? item.de : item
        return {
          slug: item.slug,
          country: 'GLOBAL' as const,
          title: copy.title,
          year: item.year,
          sub_category: item.category,
          description: copy.description,
          youtube_id: youtube[i],
          video_file: film.video_file,
          captions: film.captions,
          thumbnail: film.poster,
          seo: { meta_title: copy.title, meta_description: copy.description, prevent_indexing: false },
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}

/** The media section's albums, audio and video (one entry of src/seed/collections.ts). */
export async function seedMediaItems(payload: Payload, _media: MediaIds): Promise<number> {
  return (await seedImageAlbums(payload)) + (await seedAudioItems(payload)) + (await seedVideoItems(payload))
}
