import type React from 'react'
import type { Picture } from '@/lib/media/picture'
import { mediaSrc } from '@/lib/media/media-url'
import { LinkCardView } from './LinkCardView'

/**
 * The frame of a linked list card (a tea, a range, a news item): its picture, then its words, all
 * one link. On a phone the picture sits beside the words, so a list of twenty cards stays a few
 * screens long; from 640 px cards stand in a grid with the picture on top, in `aspect`.
 */
export function LinkCard({
  href,
  picture,
  aspect,
  badge,
  children,
}: {
  href: string
  picture: Picture | null
  aspect: 'square' | 'landscape'
  badge?: string
  children: React.ReactNode
}) {
  // Only what the frame draws, and unset fields left out rather than spelled out as undefined in the RSC payload.
  return (
    <LinkCardView href={href} {...(picture ? { src: mediaSrc(picture.url) } : {})} {...(aspect === 'landscape' ? { landscape: true } : {})} {...(badge ? { badge } : {})}>
      {children}
    </LinkCardView>
  )
}

/** The card's heading: the name, a size smaller on a phone. */
export const cardHeadingClass = 'card-heading'
/** The card's summary or teaser: two lines on a phone, three beside the picture on top. */
export const cardSummaryClass = 'card-summary'
