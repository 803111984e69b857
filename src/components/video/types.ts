import type React from 'react'
import type { CaptionTrack } from './captions'

/** One video of a gallery: what its thumbnail, opener, popup and player need. */
export type GalleryVideo = {
  id: string
  title: string
  description?: string | null
  url: string
  posterUrl?: string | null
  /** Captions of an uploaded file, one track per language. */
  captions?: CaptionTrack[]
  /** The thumbnail, rendered on the server (next/image). */
  poster: React.ReactNode
  playLabel: string
}
