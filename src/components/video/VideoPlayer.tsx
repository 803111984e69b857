'use client'

import LiteYouTubeEmbed from 'react-lite-youtube-embed'
import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css'
import { useConsent } from '@/components/consent/consent'
import type { GalleryVideo } from './types'
import { CaptionTracks } from './captions'
import { videoSource } from './video-source'

/**
 * Plays a video inside the popup. YouTube loads straight away only with marketing consent;
 * otherwise the visitor sees our own poster and loads YouTube with one more explicit click
 * (react-lite-youtube-embed, privacy-enhanced domain). Plain video files play natively with their
 * captions; nothing of the file loads before the visitor opened the popup.
 */
export function VideoPlayer({ video, youtubeNote }: { video: GalleryVideo; youtubeNote: string }) {
  const consent = useConsent()
  const source = videoSource(video.url)
  if (!source) return null

  if (source.kind === 'file') {
    return (
      <video controls autoPlay playsInline preload="none" poster={video.posterUrl ?? undefined} className="aspect-video w-full bg-black">
        <source src={source.url} />
        <CaptionTracks tracks={video.captions} />
      </video>
    )
  }

  return (
    <>
      <LiteYouTubeEmbed
        id={source.id}
        title={video.title}
        cookie={false}
        thumbnail={video.posterUrl ?? undefined}
        alwaysLoadIframe={Boolean(consent?.marketing)}
        autoplay={Boolean(consent?.marketing)}
        noscriptFallback={false}
      />
      {consent?.marketing ? null : <p className="mt-3 text-sm text-white/80">{youtubeNote}</p>}
    </>
  )
}
