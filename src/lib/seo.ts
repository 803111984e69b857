import type { Metadata } from 'next'
import type { Media } from '@/payload-types'
import { siteConfig } from '@/site.config'

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
  // The stored share card (1200×630, cropped around the focal point) where the upload has one.
  const card = image?.sizes?.share?.url ? { ...image.sizes.share, url: image.sizes.share.url } : image
  const images =
    image && card
      ? [{ url: card.url!, width: card.width ?? undefined, height: card.height ?? undefined, alt: seo?.share_image_alt || image.alt }]
      : undefined
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
