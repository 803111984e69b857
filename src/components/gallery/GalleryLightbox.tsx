'use client'

import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'
import type { GalleryLabels, GallerySlide } from './types'

/** The lightbox itself, loaded on demand by ImageGallery. */
export default function GalleryLightbox({ slides, index, labels, onClose }: {
  slides: GallerySlide[]
  index: number
  labels: GalleryLabels
  onClose: () => void
}) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides.map((slide) => ({ src: slide.src, width: slide.width, height: slide.height, alt: slide.alt }))}
      labels={{
        Lightbox: labels.lightbox,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        '{index} of {total}': labels.slideOf,
      }}
      carousel={{ finite: false }}
      // A single picture (a letter's scan) has nowhere to go: no previous and next buttons.
      render={slides.length > 1 ? undefined : { buttonPrev: () => null, buttonNext: () => null }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
