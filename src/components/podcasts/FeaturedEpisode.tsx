import { tapTargetClass } from '@/components/ui/tap-target'
import type { PodcastEpisode, PodcastSeries } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { AudioPlayer } from './AudioPlayer'
import { EpisodeMeta } from './EpisodeMeta'
import { episodeCover } from './cover'

/** The podcasts page's lead: the featured episode with its cover, created date, summary and player. */
export function FeaturedEpisode({ episode, series, locale }: { episode: PodcastEpisode; series?: PodcastSeries | null; locale: Locale }) {
  const t = dictionary(locale).podcasts
  const href = routes.allAboutTea.podcastEpisode(episode.series_slug ?? '', episode.slug)
  return (
    <section aria-labelledby="featured-episode" className="grid gap-8 rounded-sm bg-brand-50 p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:p-10">
      <div className="card-frame">
        <CmsImage media={episodeCover(episode, series)} fill sizes="(min-width: 768px) 40vw, 100vw" className="object-cover" />
      </div>
      <div>
        <p className={eyebrowClass}>{t.featured}</p>
        <h2 id="featured-episode" className="mt-2 font-serif text-3xl text-brand-900">
          <SmartLink href={href} className={`${tapTargetClass} underline-offset-4 hover:underline`}>{episode.title}</SmartLink>
        </h2>
        <EpisodeMeta episode={episode} locale={locale} className="mt-2" />
        <p className="mt-4 text-lg text-ink/85">{episode.summary}</p>
        <AudioPlayer audio={episode.audio} title={episode.title} locale={locale} />
      </div>
    </section>
  )
}
