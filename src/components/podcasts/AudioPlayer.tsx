import type { Locale } from '@/config/variant'
import { dictionary, sharedFileLanguage } from '@/i18n'
import { AudioPlayerView, type AudioFile } from './AudioPlayerView'

/**
 * An episode's recording with the browser's own controls: reachable by Tab, operable with Space
 * and the arrow keys, and announced by screen readers, with no script of ours. Audio is never
 * lazy-loaded (site spec): the player reads the file's metadata with the page, so it shows the
 * length at once. The download link is the way out for browsers that cannot play the format.
 * A player `inList` leaves the recording's language to the list, which says it once for all.
 */
export function AudioPlayer({ audio, title, locale, inList = false }: { audio: number | AudioFile | null | undefined; title: string; locale: Locale; inList?: boolean }) {
  const t = dictionary(locale).podcasts
  const language = inList ? null : sharedFileLanguage(locale)
  return <AudioPlayerView audio={audio} title={title} locale={locale} words={t} languageNote={language ? t.spokenIn(language) : null} />
}
