import { tapTargetClass } from '@/components/ui/tap-target'
import type { Dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/media/file-facts'

/** A recording: an uploaded file (with its name, type and size) or a stream address alone. */
export type AudioFile = { url?: string | null; filename?: string | null; mimeType?: string | null; filesize?: number | null }

/**
 * The player itself, given its words: client components (the media section's audio list) pass
 * their dictionary's, so the browser never loads another language's. A stream address has no file
 * name: then there is nothing to download. `languageNote` (which language the recording is in, on
 * a page in another) is said under the player; a list of players says it once above them instead.
 */
export function AudioPlayerView({
  audio,
  title,
  locale,
  words: t,
  languageNote,
}: {
  audio: number | AudioFile | null | undefined
  title: string
  locale: string
  words: Pick<Dictionary['podcasts'], 'listen' | 'noAudioSupport' | 'downloadAudio'>
  languageNote?: string | null
}) {
  if (!audio || typeof audio !== 'object' || !audio.url) return null
  const facts = [fileKind(audio.mimeType, audio.filename), fileSize(audio.filesize, locale)].filter(Boolean).join(', ')
  return (
    <div className="mt-4">
      <audio controls preload="metadata" src={audio.url} aria-label={t.listen(title)} className="w-full">
        {t.noAudioSupport}
      </audio>
      {languageNote ? <p className="mt-2 text-sm text-ink/75">{languageNote}</p> : null}
      {audio.filename ? (
        <a href={audio.url} download={audio.filename} className={`mt-2 ${tapTargetClass} text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900`}>
          {t.downloadAudio}
          <span className="sr-only">: {title}</span>
          {facts ? ` (${facts})` : null}
        </a>
      ) : null}
    </div>
  )
}
