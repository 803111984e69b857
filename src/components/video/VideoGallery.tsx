'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'
import type { GalleryVideo } from './types'
import { VideoPoster } from './VideoPoster'

/** The popup (and the YouTube embed inside it) is only downloaded when a visitor opens a video. */
const VideoPopup = dynamic(() => import('./VideoPopup').then((m) => m.VideoPopup), { ssr: false })

/**
 * Video thumbnails that open the video popup. Opening is an explicit click, and the popup still
 * asks for a second click before it loads anything from YouTube unless marketing consent exists.
 */
export function VideoGallery({
  videos,
  labels,
  className = '',
}: {
  videos: GalleryVideo[]
  labels: { close: string; youtubeNote: string }
  className?: string
}) {
  const [open, setOpen] = useState<GalleryVideo | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)

  const close = () => {
    setOpen(null)
    // Back to the thumbnail that opened the popup, so keyboard users keep their place.
    requestAnimationFrame(() => opener.current?.focus())
  }

  return (
    <>
      <ul className={className}>
        {videos.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              aria-label={video.playLabel}
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget
                setOpen(video)
              }}
              className="group block w-full text-left"
            >
              <VideoPoster poster={video.poster} />
              <span className="mt-4 block font-serif text-xl">{video.title}</span>
              {video.description ? <span className="mt-2 block line-clamp-3 text-sm opacity-85">{video.description}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {open ? <VideoPopup video={open} labels={labels} onClose={close} /> : null}
    </>
  )
}
