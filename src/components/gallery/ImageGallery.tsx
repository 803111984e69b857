'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'
import type { GalleryLabels, GallerySlide } from './types'

/** The lightbox (yet-another-react-lightbox and its styles) is downloaded when a visitor first opens a picture. */
const GalleryLightbox = dynamic(() => import('./GalleryLightbox'), { ssr: false })

export type GalleryImage = GallerySlide & {
  /** The thumbnail, rendered on the server (next/image through CmsImage). */
  thumbnail: React.ReactNode
  /** The thumbnail button's name, e.g. "Enlarge picture: …" with the alt text. */
  openLabel: string
}

/**
 * A grid of picture thumbnails that open a full-screen lightbox: estates, media albums and
 * Tea Inspired pages share it. Each thumbnail is a real button named by the picture's alt text;
 * the lightbox takes arrows and Escape, and closing it returns focus to the thumbnail. With `hero`,
 * the first picture fills the row (a product's pack shot) and the rest are square.
 */
export function ImageGallery({ images, labels, className = '', hero = false }: { images: GalleryImage[]; labels: GalleryLabels; className?: string; hero?: boolean }) {
  const [index, setIndex] = useState(-1)
  const [loaded, setLoaded] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)

  const open = (i: number, button: HTMLButtonElement) => {
    opener.current = button
    setLoaded(true)
    setIndex(i)
  }
  const close = () => {
    setIndex(-1)
    requestAnimationFrame(() => opener.current?.focus())
  }

  if (!images.length) return null
  return (
    <>
      {/* With `hero` the other pictures are a row of small squares, so a phone's first screen keeps room for the sizes under them. */}
      <ul className={`grid ${hero ? 'grid-cols-4 gap-2' : 'grid-cols-2 gap-3 sm:grid-cols-3'} lg:gap-4 ${className}`}>
        {images.map((image, i) => (
          <li key={image.src} className={hero && i === 0 ? 'col-span-full' : undefined}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={image.openLabel}
              onClick={(event) => open(i, event.currentTarget)}
              className={`group relative block ${hero ? (i === 0 ? 'aspect-[4/3]' : 'aspect-square') : 'aspect-[3/2]'} w-full overflow-hidden rounded-sm bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800`}
            >
              {image.thumbnail}
            </button>
          </li>
        ))}
      </ul>
      {loaded ? <GalleryLightbox slides={images.map(({ src, width, height, alt }) => ({ src, width, height, alt }))} index={index} labels={labels} onClose={close} /> : null}
    </>
  )
}
