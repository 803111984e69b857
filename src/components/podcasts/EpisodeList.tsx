import { tapTargetClass } from '@/components/ui/tap-target'
import type { PodcastEpisode } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary, recordingsLanguageNote } from '@/i18n'
import { routes } from '@/routes'
import { AudioPlayer } from './AudioPlayer'
import { EpisodeMeta } from './EpisodeMeta'

/**
 * Episodes as a list: each with its title (linking to its own page), date, summary and, when
 * `players` is set, its player (on a page in another language than the recordings', the list says
 * theirs once, above). Headings start at `headingLevel`, below the list's own heading.
 */
export function EpisodeList({
  episodes,
  locale,
  players = false,
  headingLevel = 'h3',
}: {
  episodes: PodcastEpisode[]
  locale: Locale
  players?: boolean
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const t = dictionary(locale).podcasts
  const Heading = headingLevel
  const languageNote = players ? recordingsLanguageNote(locale) : null
  return (
    <>
      {languageNote ? <p className="mb-4 text-sm text-ink/75">{languageNote}</p> : null}
      <ol className="divide-y divide-brand-100 border-y border-brand-100">
        {episodes.map((episode) => {
          const href = routes.allAboutTea.podcastEpisode(episode.series_slug ?? '', episode.slug)
          return (
            <li key={episode.id} className="py-6">
              <article>
                <Heading className="font-serif text-xl text-brand-900">
                  <SmartLink href={href} className={`${tapTargetClass} underline-offset-4 hover:underline`}>{episode.title}</SmartLink>
                </Heading>
                <EpisodeMeta episode={episode} locale={locale} className="mt-1" />
                <p className="mt-3 max-w-3xl text-ink/85">{episode.summary}</p>
                {players ? <AudioPlayer audio={episode.audio} title={episode.title} locale={locale} inList /> : null}
                {players ? (
                  <SmartLink href={href} className={`mt-3 ${tapTargetClass} text-sm font-medium text-brand-800 underline underline-offset-4`}>
                    {t.episodePage}
                    <span className="sr-only">: {episode.title}</span>
                  </SmartLink>
                ) : null}
              </article>
            </li>
          )
        })}
      </ol>
    </>
  )
}
