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
      <div className="card-frame">
        <CmsImage media={image} fill sizes={sizes} className="card-picture" />
        <span className="card-shade" />
        <Heading className="card-title">{title}</Heading>
      </div>
      {description ? <span className="card-description">{description}</span> : null}
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
