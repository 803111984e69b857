import { tapTargetClass } from '@/components/ui/tap-target'
import { getPodcastOverview } from '@/data/podcasts'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { EpisodeList } from '@/components/podcasts/EpisodeList'
import { FeaturedEpisode } from '@/components/podcasts/FeaturedEpisode'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'

/** The featured episode, then each series (a podcast section) with its episodes, newest first. */
export async function PodcastsBlock({ title, show_featured, variant = DEFAULT_VARIANT }: BlockProps<'podcasts'>) {
  const { featured, sections } = await getPodcastOverview(variant)
  if (!sections.length) return null
  const t = dictionary(variant.locale).podcasts
  const featuredSeries = featured ? sections.find((section) => section.series.slug === featured.series_slug)?.series : null
  const SeriesHeading = title ? 'h3' : 'h2'
  return (
    <div className="page-section">
      {featured && show_featured !== false ? <FeaturedEpisode episode={featured} series={featuredSeries} locale={variant.locale} /> : null}
      <section aria-label={title ? undefined : t.series} aria-labelledby={title ? 'podcast-series' : undefined} className="mt-14">
        {title ? <h2 id="podcast-series" className="font-serif text-3xl text-brand-900">{title}</h2> : null}
        {sections.map(({ series, episodes }) => (
          <section key={series.id} aria-labelledby={`series-${series.slug}`} className="mt-10 grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
            <div className="card-frame">
              <CmsImage media={series.cover_image} fill sizes="(min-width: 768px) 25vw, 100vw" className="object-cover" />
            </div>
            <div>
              <SeriesHeading id={`series-${series.slug}`} className="font-serif text-2xl text-brand-900">
                <SmartLink href={routes.allAboutTea.podcasts(series.slug)} className={`${tapTargetClass} underline-offset-4 hover:underline`}>{series.title}</SmartLink>
              </SeriesHeading>
              {series.host ? <p className="mt-1 text-sm text-ink/75">{t.hostedBy(series.host)}</p> : null}
              <p className="mt-3 text-ink/85">{series.summary}</p>
              <div className="mt-6">
                <EpisodeList episodes={episodes} locale={variant.locale} headingLevel={title ? 'h4' : 'h3'} />
              </div>
            </div>
          </section>
        ))}
      </section>
    </div>
  )
}
