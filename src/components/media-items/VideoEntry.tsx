'use client'

import Image from 'next/image'
import type { ItemRendererProps } from '@/lib/listing/types'
import { mediaSrc } from '@/lib/media/media-url'
import type { GalleryVideo } from '@/components/video/types'
import { VideoOpener } from '@/components/video/VideoOpener'
import { VideoPoster } from '@/components/video/VideoPoster'
import { playableUrl } from '@/components/video/video-source'
import { captionTracks } from '@/components/video/captions'
import type { VideoListItem } from '@/data/media/media-items'
import { useDictionary } from '@/i18n/client'
import { mediaItemAnchor } from '@/lib/media/media-item-anchor'

/**
 * One video of the video listing: our own thumbnail (nothing from YouTube), year and category,
 * title and description. The thumbnail opens the site's video popup, which loads YouTube only with
 * marketing consent or after one more explicit click there. A video without a source yet shows
 * its thumbnail with "Coming soon".
 */
export function VideoEntry({ item: raw, headingLevel, locale }: ItemRendererProps) {
  const item = raw as unknown as VideoListItem
  const dict = useDictionary()
  const t = dict.mediaItems
  const Heading = headingLevel
  const url = playableUrl(item.youtube_id, item.video_url)
  const posterUrl = item.thumbnail ? mediaSrc(item.thumbnail.url) : null
  const poster = posterUrl ? (
    <Image src={posterUrl} alt={item.thumbnail?.alt ?? ''} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
  ) : null
  const video: GalleryVideo | null = url
    ? { id: item.slug, title: item.title, description: item.description, url, posterUrl, poster, playLabel: dict.blocks.playVideo(item.title), captions: captionTracks(item.captions, locale) }
    : null
  const facts = [String(item.year), t.videoCategories[item.sub_category] ?? item.sub_category].join(' · ')

  return (
    <article id={mediaItemAnchor('video', item.slug)} className="scroll-mt-24">
      {video ? (
        <VideoOpener video={video} labels={{ close: dict.blocks.close, youtubeNote: dict.blocks.youtubeNote }} />
      ) : (
        <div className="relative">
          <VideoPoster poster={poster} playable={false} />
          <span className="absolute left-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900">{t.comingSoon}</span>
        </div>
      )}
      <p className="mt-3 text-sm font-semibold text-brand-800">{facts}</p>
      <Heading className="mt-1 font-serif text-xl leading-snug text-brand-900">{item.title}</Heading>
      {item.description ? <p className="mt-2 line-clamp-3 text-[0.95rem] text-ink/80">{item.description}</p> : null}
    </article>
  )
}
