import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { uiText } from '@/components/ui/ui-text'
import { VideoGallery } from '@/components/islands'

export type VideoItem = {
  id?: string | null
  image: number | Media | null | undefined
  video_url: string
  header: string
  description?: string | null
}

/** Thumbnails that open the video popup; shared by the video-grid and content blocks and the home page. */
export function VideoThumbnails({ videos, locale = 'en', className }: { videos: VideoItem[]; locale?: Locale; className?: string }) {
  const t = uiText(locale)
  return (
    <VideoGallery
      className={className}
      labels={{ close: t.close, youtubeNote: t.youtubeNote }}
      videos={videos.map((v, i) => ({
        id: v.id ?? String(i),
        title: v.header,
        description: v.description,
        url: v.video_url,
        posterUrl: typeof v.image === 'object' && v.image?.url ? mediaSrc(v.image.url) : undefined,
        playLabel: t.playVideo(v.header),
        poster: <CmsImage media={v.image} fill sizes="(min-width: 992px) 33vw, 100vw" className="object-cover" />,
      }))}
    />
  )
}
