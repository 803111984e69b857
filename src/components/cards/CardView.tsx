'use client'

import { SmartLink } from '@/components/ui/SmartLink'
import { CardPicture } from './CardPicture'

/** A card's picture as plain data: its address, alt text and focal point (a CSS object-position). */
export type CardPicture = { src: string; alt: string; position?: string }

export type CardViewProps = {
  picture: CardPicture | null
  title: string
  description?: string
  link?: string
  headingLevel: 'h2' | 'h3'
  sizes: string
}

/**
 * The picture card's markup (./Card.tsx gives it plain data). A client component so that a page's RSC payload
 * carries each card's few fields, not its element tree beside the same markup in the HTML.
 */
export function CardView({ picture, title, description, link, headingLevel, sizes }: CardViewProps) {
  const Heading = headingLevel
  const body = (
    <>
      {/* A div, not a span: a heading is flow content and may not sit inside a span. */}
      <div className="card-frame">
        {picture ? <CardPicture src={picture.src} alt={picture.alt} sizes={sizes} position={picture.position} /> : null}
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
