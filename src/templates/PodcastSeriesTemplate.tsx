import { RichText } from '@/components/rich-text/RichText'
import { getPodcastSeries, listPodcastEpisodes } from '@/data/podcasts'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { EpisodeList } from '@/components/podcasts/EpisodeList'
import { PageBanner } from '@/components/shell/PageBanner'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { ListLink } from '@/components/ui/ListLink'

/** A podcast series (routes.allAboutTea.podcasts(slug)): what it is about, then every episode with its player. */
export const podcastSeriesTemplate: Template = async ({ variant, params }) => {
  const slug = params.slug
  if (!slug) return null
  const [series, episodes] = await Promise.all([getPodcastSeries(slug, variant), listPodcastEpisodes(variant, slug)])
  if (!series) return null
  const t = dictionary(variant.locale).podcasts
  return {
    metadata: seoMetadata(series.seo, { path: routes.allAboutTea.podcasts(series.slug), fallbackTitle: series.title }),
    title: series.title,
    banner: <PageBanner title={series.title} image={series.cover_image} intro={series.summary} />,
    body: (
      <div className="mx-auto max-w-4xl px-4 py-12 lg:py-16">
        {series.host ? <p className={eyebrowClass}>{t.hostedBy(series.host)}</p> : null}
        {series.description ? <RichText data={series.description} className="mt-4" /> : null}
        {episodes.length ? (
          <section aria-labelledby="series-episodes" className="mt-12">
            <h2 id="series-episodes" className="mb-4 font-serif text-3xl text-brand-900">{t.episodes}</h2>
            <EpisodeList episodes={episodes} locale={variant.locale} players />
          </section>
        ) : null}
        <ListLink href={routes.allAboutTea.podcasts()} label={t.allPodcasts} back className="mt-12" />
      </div>
    ),
  }
}
