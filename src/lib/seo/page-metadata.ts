import type { Metadata } from 'next'
import type { Media } from '@/payload-types'
import { siteConfig } from '@/site.config'
import { isResizableImage, optimizedImageUrl } from '../media/optimized-url'
import { SHARE_IMAGE_WIDTH } from '@/config/images'

type Seo = {
  meta_title?: string | null
  meta_description?: string | null
  keywords?: string | null
  share_image?: number | Media | null
  share_image_alt?: string | null
  prevent_indexing?: boolean | null
} | null | undefined

/** Builds a page's head from the shared SEO block: title, description, keywords, canonical, OG/Twitter, robots. */
export function seoMetadata(seo: Seo, opts: { path: string; fallbackTitle?: string }): Metadata {
  const title = seo?.meta_title || opts.fallbackTitle
  const description = seo?.meta_description || undefined
  const image = typeof seo?.share_image === 'object' && seo?.share_image?.url ? seo.share_image : undefined
  const images = image ? [shareCard(image, seo?.share_image_alt || image.alt)] : undefined
  return {
    // An explicit `title: undefined` would replace the layout's default title with none at all.
    ...(title ? { title } : {}),
    description,
    keywords: seo?.keywords || undefined,
    alternates: { canonical: opts.path },
    robots: seo?.prevent_indexing ? { index: false, follow: false } : undefined,
    openGraph: { title, description, images, siteName: siteConfig.BRAND_NAME, type: 'website', url: opts.path },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}

function shareCard(image: Media, alt: string) {
  const { url, width, height, mimeType } = image
  if (!isResizableImage(mimeType) || !width || !height || width <= SHARE_IMAGE_WIDTH) {
    return { url: url!, width: width ?? undefined, height: height ?? undefined, alt }
  }
  return { url: optimizedImageUrl(url!, SHARE_IMAGE_WIDTH, 'jpg'), width: SHARE_IMAGE_WIDTH, height: Math.round((height * SHARE_IMAGE_WIDTH) / width), alt }
}
