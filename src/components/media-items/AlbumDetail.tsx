import type { AlbumDetail as Album } from '@/data/media/media-items'
import type { Variant } from '@/config/variant'
import { AlbumPicker } from '@/components/islands'
import { mediaSrc } from '@/lib/media/media-url'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/media/file-facts'
import { ShareLinks } from '@/components/share/ShareLinks'
import { brandName, limits, siteConfig } from '@/site.config'
import Image from 'next/image'
import { MediaDate } from './MediaDate'

/**
 * An album's page body: its date and picture count, how the press kit works, the pictures with
 * their selection (the AlbumPicker island; the thumbnails are rendered here, on the server) and the
 * share links (`image-albums:{slug}`: the clicks the images call's `mostShared` counts).
 */
export function AlbumDetail({ album, variant }: { album: Album; variant: Variant }) {
  const t = dictionary(variant.locale).mediaItems
  return (
    <div className="page-section">
      <p className="text-sm text-ink/75">
        <MediaDate value={album.date} locale={variant.locale} />
        <span aria-hidden="true"> · </span>
        {t.pictureCount(album.images.length)}
      </p>
      <p className="mt-4 max-w-3xl text-ink/85">{t.pressKitIntro(brandName)}</p>
      <div className="mt-8">
        <AlbumPicker
          action={album.download_url}
          hidden={{ lang: variant.locale, country: variant.country }}
          maxBytes={limits.pressKitMaxBytes()}
          locale={variant.locale}
          images={album.images.map((image) => ({
            id: image.id,
            url: mediaSrc(image.url),
            width: image.width,
            height: image.height,
            alt: image.alt,
            caption: image.caption,
            filesize: image.filesize,
            facts: [fileKind(image.mime_type, image.filename), fileSize(image.filesize, variant.locale)].filter(Boolean).join(', '),
            thumbnail: (
              <Image
                src={mediaSrc(image.url)}
                alt={image.alt}
                fill
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="object-cover transition duration-500 hover:scale-105"
              />
            ),
          }))}
        />
      </div>
      <ShareLinks
        item={`image-albums:${album.slug}`}
        url={new URL(album.url, siteConfig.SITE_URL).href}
        title={album.title}
        locale={variant.locale}
        className="mt-14"
      />
    </div>
  )
}
