import type { Locale } from '@/config/variant'
import type { Home } from '@/payload-types'
import { dictionary } from '@/i18n'
import { VideoThumbnails } from '@/components/video/VideoThumbnails'

type FeaturedVideo = NonNullable<Home['featured_videos']>[number]

/** Featured videos: thumbnails that open the video popup. Hidden when there are none. */
export function FeaturedVideos({ videos, locale }: { videos: FeaturedVideo[]; locale: Locale }) {
  if (!videos.length) return null
  const t = dictionary(locale).blocks
  return (
    <section aria-labelledby="videos-title" className="bg-brand-900 py-16 text-white lg:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">{t.videosEyebrow}</p>
        <h2 id="videos-title" className="mt-2 font-serif text-3xl lg:text-4xl">
          {t.videosTitle}
        </h2>
        <VideoThumbnails
          videos={videos}
          locale={locale}
          className={`mt-10 grid gap-10 md:grid-cols-2 ${videos.length > 2 ? 'lg:grid-cols-3' : ''}`}
        />
      </div>
    </section>
  )
}
