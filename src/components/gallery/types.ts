/** One picture of a gallery: the full-size file and its text. */
export type GallerySlide = { src: string; width: number; height: number; alt: string }

/** The words of the lightbox, from the dictionary (plain strings: they cross to the client). */
export type GalleryLabels = {
  lightbox: string
  previous: string
  next: string
  close: string
  /** "{index} of {total}" */
  slideOf: string
}
