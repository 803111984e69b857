import Image from 'next/image'
import type React from 'react'
import type { Picture } from '@/lib/media/picture'
import { mediaSrc } from '@/lib/media/media-url'
import { SmartLink } from '@/components/ui/SmartLink'

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
  return (
    <SmartLink href={href} className="group link-card">
      <div className={aspect === 'landscape' ? 'link-card-picture sm:aspect-[3/2]' : 'link-card-picture'}>
        {picture ? (
          <Image
            src={mediaSrc(picture.url)}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px"
            className="card-picture"
          />
        ) : null}
        {badge ? (
          <span className="link-card-badge">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="link-card-body">{children}</div>
    </SmartLink>
  )
}

/** The card's heading: the name, a size smaller on a phone. */
export const cardHeadingClass = 'card-heading'
/** The card's summary or teaser: two lines on a phone, three beside the picture on top. */
export const cardSummaryClass = 'card-summary'
