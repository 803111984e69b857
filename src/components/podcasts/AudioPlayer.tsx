import type { Media } from '@/payload-types'
import type { Locale } from '@/data/variant'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/file-facts'

/**
 * An episode's recording with the browser's own controls: reachable by Tab, operable with Space
 * and the arrow keys, and announced by screen readers, with no script of ours. Audio is never
 * lazy-loaded (site spec): the player reads the file's metadata with the page, so it shows the
 * length at once. The download link is the way out for browsers that cannot play the format.
 */
export function AudioPlayer({ audio, title, locale }: { audio: number | Media | null | undefined; title: string; locale: Locale }) {
  if (!audio || typeof audio !== 'object' || !audio.url) return null
  const t = dictionary(locale).podcasts
  const facts = [fileKind(audio.mimeType, audio.filename), fileSize(audio.filesize, locale)].filter(Boolean).join(', ')
  return (
    <div className="mt-4">
      <audio controls preload="metadata" src={audio.url} aria-label={t.listen(title)} className="w-full">
        {t.noAudioSupport}
      </audio>
      <a href={audio.url} download={audio.filename ?? true} className="mt-2 inline-block text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
        {t.downloadAudio}
        <span className="sr-only">: {title}</span>
        {facts ? ` (${facts})` : null}
      </a>
    </div>
  )
}
