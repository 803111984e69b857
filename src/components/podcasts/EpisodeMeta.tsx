import type { PodcastEpisode } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { MetaLine } from '@/components/ui/MetaLine'
import { recordingLength } from '@/lib/media/recording-length'

/** "Episode 3 · 12 March 2026 · 21 min": the created date the spec asks for, as a <time>. */
export function EpisodeMeta({ episode, locale, className = '' }: { episode: PodcastEpisode; locale: Locale; className?: string }) {
  const t = dictionary(locale).podcasts
  const date = new Date(episode.published_on)
  const valid = !Number.isNaN(date.getTime())
  const parts = [
    episode.episode_number ? t.episodeNumber(episode.episode_number) : null,
    valid ? (
      <time key="date" dateTime={date.toISOString().slice(0, 10)}>
        {new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
      </time>
    ) : null,
    episode.duration_seconds ? recordingLength(episode.duration_seconds, t) : null,
  ]
  return <MetaLine parts={parts} className={`text-sm text-ink/75 ${className}`} />
}
