import type { Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'
import { focalPosition, pictureOf } from '@/lib/media/picture'
import { CardView } from './CardView'

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
  const picture = pictureOf(image)
  const position = focalPosition(image)
  // Unset fields are left out rather than passed as undefined, which the RSC payload would spell out.
  return (
    <CardView
      picture={picture ? { src: mediaSrc(picture.url), alt: picture.alt, ...(position ? { position } : {}) } : null}
      title={title}
      {...(description ? { description } : {})}
      {...(link ? { link } : {})}
      headingLevel={headingLevel}
      sizes={sizes}
    />
  )
}

/** A grid of picture cards: two to a row even on a phone (the title sits on the picture), three from 1024 px. */
export const cardGridClass = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3'
