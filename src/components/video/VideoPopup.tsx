'use client'

import { useEffect, useId, useRef } from 'react'
import type { GalleryVideo } from './types'
import { VideoPlayer } from './VideoPlayer'

/**
 * The video popup: a native modal <dialog>, so focus stays inside, the page behind is inert and
 * Escape closes it. Closing (button, Escape or a click on the backdrop) hands focus back to the caller.
 */
export function VideoPopup({
  video,
  labels,
  onClose,
}: {
  video: GalleryVideo
  labels: { close: string; youtubeNote: string }
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const el = dialog.current
    if (el && !el.open) el.showModal()
    return () => el?.close()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none bg-transparent p-0 text-white backdrop:bg-black/90 backdrop:backdrop-blur-sm"
    >
      <div className="flex items-center justify-between gap-4 pb-3">
        <h2 id={titleId} className="font-serif text-xl lg:text-2xl">
          {video.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex items-center gap-2 rounded-full border border-white/50 px-4 py-2 text-sm hover:bg-white/10"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
          {labels.close}
        </button>
      </div>
      <VideoPlayer video={video} youtubeNote={labels.youtubeNote} />
    </dialog>
  )
}
