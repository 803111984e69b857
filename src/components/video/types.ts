import type React from 'react'

/** One video of a gallery: what its thumbnail, opener, popup and player need. */
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
