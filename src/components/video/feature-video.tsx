import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { CaptionTracks, captionTracks, type CaptionRow } from './captions'
import { VideoThumbnails } from './VideoThumbnails'

type Upload = number | Media | null | undefined

/**
 * A block's one featured video: a YouTube address opens in the consent-aware popup (nothing loads
 * from YouTube before the visitor asks); an uploaded file plays in a native player with controls
 * and its captions, loading nothing before the visitor presses play;
 * with neither, the poster stands alone. A function, not a component: it returns null when there
 * is nothing to show, so the caller can lay out the block with or without a video column.
 */
export function featureVideo({
  url,
  file,
  captions,
  poster,
  title,
  locale = 'en',
  sizes = '(min-width: 992px) 50vw, 100vw',
}: {
  url?: string | null
  file?: Upload
  captions?: readonly CaptionRow[] | null
  poster?: Upload
  title: string
  locale?: Locale
  sizes?: string
}) {
  const picture = typeof poster === 'object' ? poster : null
  const video = typeof file === 'object' && file?.url ? file : null

  if (url) return <VideoThumbnails locale={locale} videos={[{ image: picture, video_url: url, header: title }]} />
  if (video) {
    return (
      <figure>
        <video
          controls
          playsInline
          preload="none"
          poster={picture?.url ? mediaSrc(picture.url) : undefined}
          width={picture?.width ?? 1280}
          height={picture?.height ?? 720}
          className="aspect-video h-auto w-full rounded-sm bg-black"
          aria-label={title}
        >
          <source src={mediaSrc(video.url!)} type={video.mimeType ?? undefined} />
          <CaptionTracks tracks={captionTracks(captions, locale)} />
        </video>
        <figcaption className="mt-3 font-serif text-xl">{title}</figcaption>
      </figure>
    )
  }
  if (picture) {
    return (
      <div className="relative aspect-video overflow-hidden rounded-sm">
        <CmsImage media={picture} fill sizes={sizes} className="object-cover" />
      </div>
    )
  }
  return null
}
