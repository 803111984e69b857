import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { pictureOf } from '@/lib/media/picture'
import { dictionary } from '@/i18n'
import { ImageGallery } from './ImageGallery'

/** A gallery of uploaded pictures (media documents), with thumbnails and labels prepared on the server; `hero` shows the first large. */
export function MediaGallery({ media, locale, className, hero = false }: { media: (number | Media | null | undefined)[]; locale: Locale; className?: string; hero?: boolean }) {
  const t = dictionary(locale).gallery
  const pictures = media.flatMap((upload) => {
    const picture = pictureOf(upload)
    return picture ? [{ upload, picture }] : []
  })
  return (
    <ImageGallery
      className={className}
      hero={hero}
      labels={{ lightbox: t.lightbox, previous: t.previous, next: t.next, close: t.close, slideOf: t.slideOf }}
      images={pictures.map(({ upload, picture }, i) => ({
        src: mediaSrc(picture.url),
        width: picture.width,
        height: picture.height,
        alt: picture.alt,
        openLabel: t.open(picture.alt),
        thumbnail: <CmsImage media={upload} fill lcp={hero && i === 0} sizes={hero && i === 0 ? '(min-width: 1152px) 640px, (min-width: 1024px) 55vw, 100vw' : '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'} className="object-cover transition duration-500 group-hover:scale-105" />,
      }))}
    />
  )
}
