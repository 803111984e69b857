import type { VideoWishItem } from '@/data/video-wishes'
import type { Locale } from '@/config/variant'
import { VideoOpener } from '@/components/islands'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { VideoPoster } from '@/components/video/VideoPoster'
import { playableUrl } from '@/components/video/video-source'
import { captionTracks } from '@/components/video/captions'
import { dictionary } from '@/i18n'
import { videoWishAnchor } from '@/lib/tea-inspired/card-anchors'

/**
 * A video wish: our own thumbnail as the button that opens the site's video popup (nothing comes
 * from YouTube before the visitor asks), then the wish's title and who sends it from where. A wish
 * without a video yet shows its thumbnail alone.
 */
export function VideoWishCard({ wish, headingLevel, locale }: { wish: VideoWishItem; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  const dict = dictionary(locale)
  const t = dict.teaInspiredWishes
  const url = playableUrl(wish.youtube_id, wish.video_url)
  const poster = <CmsImage media={wish.thumbnail} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
  return (
    <article id={videoWishAnchor(wish.slug)} className="scroll-mt-24">
      {url ? (
        <VideoOpener
          video={{
            id: wish.slug,
            title: wish.title,
            url,
            posterUrl: wish.thumbnail?.url ? mediaSrc(wish.thumbnail.url) : null,
            captions: captionTracks(wish.captions, locale),
            poster,
            playLabel: t.playWish(wish.person, wish.title),
          }}
          labels={{ close: dict.blocks.close, youtubeNote: dict.blocks.youtubeNote }}
        />
      ) : (
        <div className="relative">
          <VideoPoster poster={poster} playable={false} />
          <span className="absolute left-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900">{t.comingSoon}</span>
        </div>
      )}
      <Heading className="mt-4 font-serif text-xl leading-snug text-brand-900">{wish.title}</Heading>
      <p className="mt-1 text-[0.95rem] text-ink/80">{[wish.person, wish.place].filter(Boolean).join(', ')}</p>
    </article>
  )
}
