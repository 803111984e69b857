import { getGalleryItem } from '@/data/tea-inspired-galleries'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { galleryUrl, type GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { PageBanner } from '@/components/shell/PageBanner'
import { GalleryItemDetail } from '@/components/tea-inspired/GalleryItemDetail'
import type { Template } from './types'

/**
 * A Tea Inspired gallery item's page (routes.teaInspired.photographers(slug), albums, inspiredMe,
 * artists): banner with its cover, text, pictures. An item of another group answers null (404):
 * the existence check knows only the slug, which is unique across groups. Shared links show the
 * item's share image, else its cover.
 */
export const inspiredGalleryTemplate =
  (group: GalleryGroup): Template =>
  async ({ variant, params }) => {
    const slug = params.slug
    if (!slug) return null
    const item = await getGalleryItem(slug, variant)
    if (!item || item.group !== group) return null
    const cover = typeof item.cover === 'object' ? item.cover : null
    const seo = { ...item.seo, share_image: item.seo?.share_image || item.cover, share_image_alt: item.seo?.share_image_alt || cover?.alt }
    return {
      metadata: seoMetadata(seo, { path: galleryUrl(group, item.slug), fallbackTitle: item.title }),
      title: item.title,
      banner: <PageBanner title={item.title} image={item.cover} intro={item.short_description} />,
      body: <GalleryItemDetail item={item} locale={variant.locale} />,
    }
  }
