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
    <SmartLink href={href} className="group flex h-full rounded-sm border border-brand-100 bg-white shadow-sm transition hover:shadow-md sm:flex-col">
      <div
        className={`relative w-28 shrink-0 self-start overflow-hidden rounded-l-sm bg-brand-100 aspect-square sm:w-auto sm:self-stretch sm:rounded-t-sm sm:rounded-bl-none ${aspect === 'landscape' ? 'sm:aspect-[3/2]' : ''}`}
      >
        {picture ? (
          <Image
            src={mediaSrc(picture.url)}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px"
            className="object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
        {badge ? (
          <span className="absolute left-1.5 top-1.5 rounded-sm bg-brand-900 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase tracking-wider text-white sm:left-3 sm:top-3 sm:px-2 sm:py-1 sm:text-xs">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col px-4 py-3 sm:p-5">{children}</div>
    </SmartLink>
  )
}

/** The card's heading: the name, a size smaller on a phone. */
export const cardHeadingClass = 'font-serif text-lg leading-snug text-brand-900 sm:text-xl'
/** The card's summary or teaser: two lines on a phone, three beside the picture on top. */
export const cardSummaryClass = 'mt-1 line-clamp-2 text-[0.95rem] leading-6 text-ink/80 sm:mt-2 sm:line-clamp-3'
