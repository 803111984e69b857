'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'
import type { GalleryLabels, GallerySlide } from '@/components/gallery/types'

/** The galleries' lightbox, downloaded when a visitor first opens a scan. */
const GalleryLightbox = dynamic(() => import('@/components/gallery/GalleryLightbox'), { ssr: false })

/**
 * A letter's scan: a thumbnail button (named by the scan's alt text) that opens the whole page in
 * the lightbox the picture galleries use; closing it returns focus to the thumbnail.
 */
export function ScanViewer({ scan, openLabel, labels, thumbnail }: { scan: GallerySlide; openLabel: string; labels: GalleryLabels; thumbnail: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    requestAnimationFrame(() => button.current?.focus())
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-label={openLabel}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="group relative block aspect-[3/4] w-full overflow-hidden rounded-sm bg-brand-100 shadow-md ring-1 ring-brand-900/15"
      >
        {thumbnail}
      </button>
      {loaded ? <GalleryLightbox slides={[scan]} index={open ? 0 : -1} labels={labels} onClose={close} /> : null}
    </>
  )
}
