import type { Locale } from '@/data/variant'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/file-facts'

/**
 * An episode's recording with the browser's own controls: reachable by Tab, operable with Space
 * and the arrow keys, and announced by screen readers, with no script of ours. Audio is never
 * lazy-loaded (site spec): the player reads the file's metadata with the page, so it shows the
 * length at once. The download link is the way out for browsers that cannot play the format.
 * Also plays the media section's audio items, whose recording may be a stream address (no file
 * name: then there is nothing to download).
 */
export type AudioFile = { url?: string | null; filename?: string | null; mimeType?: string | null; filesize?: number | null }

export function AudioPlayer({ audio, title, locale }: { audio: number | AudioFile | null | undefined; title: string; locale: Locale }) {
  if (!audio || typeof audio !== 'object' || !audio.url) return null
  const t = dictionary(locale).podcasts
  const facts = [fileKind(audio.mimeType, audio.filename), fileSize(audio.filesize, locale)].filter(Boolean).join(', ')
  return (
    <div className="mt-4">
      <audio controls preload="metadata" src={audio.url} aria-label={t.listen(title)} className="w-full">
        {t.noAudioSupport}
      </audio>
      {audio.filename ? (
        <a href={audio.url} download={audio.filename} className="mt-2 inline-block text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
          {t.downloadAudio}
          <span className="sr-only">: {title}</span>
          {facts ? ` (${facts})` : null}
        </a>
      ) : null}
    </div>
  )
}
