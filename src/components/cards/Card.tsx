import type { Media } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'

/** A linked picture card: square image, title over a soft gradient, optional description below. */
export function Card({
  image,
  title,
  description,
  link,
  headingLevel = 'h3',
  sizes = '(min-width: 992px) 33vw, 50vw',
}: {
  image?: number | Media | null
  title: string
  description?: string | null
  link?: string | null
  headingLevel?: 'h2' | 'h3'
  sizes?: string
}) {
  const Heading = headingLevel
  const body = (
    <>
      {/* A div, not a span: a heading is flow content and may not sit inside a span. */}
      <div className="relative aspect-square overflow-hidden rounded-sm bg-brand-100">
        <CmsImage media={image} fill sizes={sizes} className="object-cover transition duration-700 group-hover:scale-105" />
        <span className="absolute inset-0 bg-gradient-to-t from-brand-900/85 via-brand-900/10 to-transparent" />
        <Heading className="absolute inset-x-0 bottom-0 p-4 font-serif text-lg leading-snug text-white sm:text-xl lg:p-5 lg:text-2xl">{title}</Heading>
      </div>
      {description ? <span className="mt-3 block line-clamp-3 text-[0.95rem] text-ink/80">{description}</span> : null}
    </>
  )
  if (!link) return <div className="group">{body}</div>
  return (
    <SmartLink href={link} className="group block rounded-sm">
      {body}
    </SmartLink>
  )
}

/** A grid of picture cards: two to a row even on a phone (the title sits on the picture), three from 1024 px. */
export const cardGridClass = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3'
