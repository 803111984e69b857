import Image, { type ImageProps } from 'next/image'
import type { Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'
import { focalPosition, pictureOf } from '@/lib/media/picture'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height' | 'priority' | 'preload'> & {
  media: Media | number | null | undefined
  alt?: string
  /** The page's largest picture above the fold: preloaded from the head, fetched first, never lazy. */
  lcp?: boolean
}

/** An uploaded image through next/image, with its stored size and alt text (no layout shift), cropped around its focal point. */
export function CmsImage({ media, alt, fill, lcp = false, style, ...rest }: Props) {
  const picture = pictureOf(media)
  if (!picture) return null
  const sizing = fill ? { fill: true } : { width: picture.width, height: picture.height }
  // next/image's `preload` alone leaves the request at the browser's default priority for an image (low until layout).
  const first = lcp ? { preload: true, fetchPriority: 'high' as const } : {}
  const focus = focalPosition(media)
  return <Image src={mediaSrc(picture.url)} alt={alt ?? picture.alt} {...sizing} {...first} style={focus ? { objectPosition: focus, ...style } : style} {...rest} />
}
