import Image, { type ImageProps } from 'next/image'
import type { Media } from '@/payload-types'
import { mediaSrc } from '@/lib/media/media-url'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & { media: Media | number | null | undefined; alt?: string }

/** An uploaded image through next/image, with its stored size and alt text (no layout shift). */
export function CmsImage({ media, alt, fill, ...rest }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sizing = fill ? { fill: true } : { width: media.width ?? 1200, height: media.height ?? 800 }
  return <Image src={mediaSrc(media.url)} alt={alt ?? media.alt ?? ''} {...sizing} {...rest} />
}
