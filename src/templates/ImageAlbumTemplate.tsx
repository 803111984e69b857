import { getAlbum, toAlbumDetail } from '@/data/media/media-items'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { AlbumDetail } from '@/components/media-items/AlbumDetail'
import { PageBanner } from '@/components/shell/PageBanner'
import type { Template } from './types'
import { bySlug } from './by-slug'

/**
 * An image album (routes.media.images(slug)): its pictures and the press-kit download. Shared
 * links show the album's share image, else its cover.
 */
export const imageAlbumTemplate: Template = bySlug(getAlbum, (doc, { variant }) => {
  const album = toAlbumDetail(doc)
  const seo = { ...doc.seo, share_image: doc.seo?.share_image || doc.cover, share_image_alt: doc.seo?.share_image_alt || album.cover?.alt }
  return {
    metadata: seoMetadata(seo, { path: routes.media.images(album.slug), fallbackTitle: album.title }),
    title: album.title,
    banner: <PageBanner title={album.title} image={doc.cover} intro={album.summary} />,
    body: <AlbumDetail album={album} variant={variant} />,
  }
})
