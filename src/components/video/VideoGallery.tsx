'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'

/** The popup (and the YouTube embed inside it) is only downloaded when a visitor opens a video. */
const VideoPopup = dynamic(() => import('./VideoPopup').then((m) => m.VideoPopup), { ssr: false })

export type GalleryVideo = {
  id: string
  title: string
  description?: string | null
  url: string
  posterUrl?: string | null
  /** The thumbnail, rendered on the server (next/image). */
  poster: React.ReactNode
  playLabel: string
}

/** A video's thumbnail with the play sign over it (inside the button that opens the popup). */
export function VideoPoster({ poster, playable = true }: { poster: React.ReactNode; playable?: boolean }) {
  return (
    <span className="relative block aspect-video overflow-hidden rounded-sm bg-brand-900">
      {poster}
      <span className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-transparent" />
      {playable ? (
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lg transition group-hover:scale-110 group-focus-visible:scale-110">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-7 w-7" fill="currentColor">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </span>
        </span>
      ) : null}
    </span>
  )
}

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
