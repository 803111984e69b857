'use client'

import type React from 'react'
import { SmartLink } from '@/components/ui/SmartLink'
import { CardPicture } from './CardPicture'

/**
 * The list card's frame (./LinkCard.tsx says what it is). A client component, so that a page's RSC payload
 * carries the picture's address and the card's words, not the frame's elements beside the same markup in the HTML.
 */
export function LinkCardView({
  href,
  src,
  landscape,
  badge,
  children,
}: {
  href: string
  /** The picture's site path; the words beside it name the card, so the picture's alt text is empty. */
  src?: string
  landscape?: boolean
  badge?: string
  children: React.ReactNode
}) {
  return (
    <SmartLink href={href} className="group link-card">
      <div className={landscape ? 'link-card-picture sm:aspect-[3/2]' : 'link-card-picture'}>
        {src ? <CardPicture src={src} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px" /> : null}
        {badge ? <span className="link-card-badge">{badge}</span> : null}
      </div>
      <div className="link-card-body">{children}</div>
    </SmartLink>
  )
}
