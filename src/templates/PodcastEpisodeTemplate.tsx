import { tapTargetClass } from '@/components/ui/tap-target'
import { RichText } from '@/components/rich-text/RichText'
import { getPodcastEpisode, getPodcastSeries, listPodcastEpisodes } from '@/data/podcasts'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { AudioPlayer } from '@/components/podcasts/AudioPlayer'
import { EpisodeList } from '@/components/podcasts/EpisodeList'
import { EpisodeMeta } from '@/components/podcasts/EpisodeMeta'
import { episodeCover } from '@/components/podcasts/cover'
import { PageBanner } from '@/components/shell/PageBanner'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { SHARED_FILE_LOCALE } from '@/config/variant'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { ListLink } from '@/components/ui/ListLink'
import { TitledSection } from '@/components/ui/TitledSection'

const sectionHeading = 'font-serif text-3xl text-brand-900'

/**
 * An episode's own page (routes.allAboutTea.podcastEpisode(series, slug)): its date, player, show notes,
 * the transcript (the recording's text alternative, in the recording's language) and the series' other episodes.
 */
export const podcastEpisodeTemplate: Template = async ({ variant, params }) => {
  const { series: seriesSlug, slug } = params
  if (!seriesSlug || !slug) return null
  const [episode, series, siblings] = await Promise.all([
    getPodcastEpisode(seriesSlug, slug, variant),
    getPodcastSeries(seriesSlug, variant),
    listPodcastEpisodes(variant, seriesSlug),
  ])
  if (!episode) return null
  const t = dictionary(variant.locale).podcasts
  const others = siblings.filter((one) => one.slug !== episode.slug).slice(0, 5)
  const seriesTitle = series?.title ?? seriesSlug
  return {
    metadata: seoMetadata(episode.seo, { path: routes.allAboutTea.podcastEpisode(seriesSlug, episode.slug), fallbackTitle: episode.title }),
    title: episode.title,
    banner: <PageBanner title={episode.title} image={episodeCover(episode, series)} intro={episode.summary} />,
    body: (
      <div className="mx-auto max-w-4xl px-4 py-12 lg:py-16">
        <p className={eyebrowClass}>
          <SmartLink href={routes.allAboutTea.podcasts(seriesSlug)} className={`${tapTargetClass} underline-offset-4 hover:underline`}>{seriesTitle}</SmartLink>
        </p>
        <EpisodeMeta episode={episode} locale={variant.locale} className="mt-2" />
        <AudioPlayer audio={episode.audio} title={episode.title} locale={variant.locale} />
        {episode.notes ? (
          <TitledSection id="show-notes" title={t.showNotes} className="mt-12" headingClassName={sectionHeading}>
            <RichText data={episode.notes} className="mt-4" />
          </TitledSection>
        ) : null}
        {episode.transcript ? (
          <details className="mt-10 rounded-sm border border-brand-100 p-5 open:bg-brand-50">
            <summary className="min-h-11 cursor-pointer py-1.5 font-serif text-2xl text-brand-900">{t.transcript}</summary>
            <div lang={SHARED_FILE_LOCALE} className="mt-4">
              <RichText data={episode.transcript} />
            </div>
          </details>
        ) : null}
        {others.length ? (
          <TitledSection id="more-episodes" title={t.moreFromSeries} className="mt-12" headingClassName={`mb-4 ${sectionHeading}`}>
            <EpisodeList episodes={others} locale={variant.locale} />
          </TitledSection>
        ) : null}
        <ListLink href={routes.allAboutTea.podcasts(seriesSlug)} label={t.allEpisodesOf(seriesTitle)} back className="mt-12" />
      </div>
    ),
  }
}
