import Image, { type ImageProps } from 'next/image'
import type { Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'
import { pictureOf } from '@/lib/media/picture'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { media: Media | number | null | undefined; alt?: string }

/** An uploaded image through next/image, with its stored size and alt text (no layout shift). */
export function CmsImage({ media, alt, fill, ...rest }: Props) {
  const picture = pictureOf(media)
  if (!picture) return null
  const sizing = fill ? { fill: true } : { width: picture.width, height: picture.height }
  return <Image src={mediaSrc(picture.url)} alt={alt ?? picture.alt} {...sizing} {...rest} />
}
