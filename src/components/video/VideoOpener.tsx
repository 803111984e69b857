'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'
import type { GalleryVideo } from './types'
import { VideoPoster } from './VideoPoster'

/** The popup (and the YouTube embed inside it) is only downloaded when a visitor opens the video. */
const VideoPopup = dynamic(() => import('./VideoPopup').then((m) => m.VideoPopup), { ssr: false })

/**
 * One video's thumbnail as the button that opens the site's video popup, for cards that lay out
 * their own title and text around it. The popup loads YouTube only with marketing consent or after
 * one more explicit click there; closing it hands focus back to this button.
 */
export function VideoOpener({ video, labels }: { video: GalleryVideo; labels: { close: string; youtubeNote: string } }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={opener} type="button" aria-label={video.playLabel} aria-haspopup="dialog" onClick={() => setOpen(true)} className="group block w-full text-left">
        <VideoPoster poster={video.poster} />
      </button>
      {open ? (
        <VideoPopup
          video={video}
          labels={labels}
          onClose={() => {
            setOpen(false)
            // Back to the thumbnail that opened the popup, so keyboard users keep their place.
            requestAnimationFrame(() => opener.current?.focus())
          }}
        />
      ) : null}
    </>
  )
}
