import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { uiText } from '@/components/ui/ui-text'
import { VideoGallery } from '@/components/islands'
import { captionTracks, type CaptionRow } from './captions'

export type VideoItem = {
  id?: string | null
  image: number | Media | null | undefined
  /** A YouTube address, or a video file's; empty when the file is uploaded (video_file). */
  video_url?: string | null
  video_file?: number | Media | null
  captions?: readonly CaptionRow[] | null
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
      videos={videos.flatMap((v, i) => {
        const url = v.video_url || (typeof v.video_file === 'object' && v.video_file?.url ? mediaSrc(v.video_file.url) : null)
        if (!url) return []
        return [{
          id: v.id ?? String(i),
          title: v.header,
          description: v.description,
          url,
          captions: captionTracks(v.captions, locale),
          posterUrl: typeof v.image === 'object' && v.image?.url ? mediaSrc(v.image.url) : undefined,
          playLabel: t.playVideo(v.header),
          poster: <CmsImage media={v.image} fill sizes="(min-width: 992px) 33vw, 100vw" className="object-cover" />,
        }]
      })}
    />
  )
}
