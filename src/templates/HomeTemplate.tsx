import type { Home } from '@/payload-types'
import type { Variant } from '@/config/variant'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ExploreGrid } from '@/components/home/ExploreGrid'
import { FeaturedVideos } from '@/components/home/FeaturedVideos'
import { HeroSlider } from '@/components/home/HeroSlider'
import { siteConfig } from '@/site.config'

/**
 * The home page (data-layer spec, Home): hero sliders, content blocks, explore items and
 * featured videos. The one h1 names the brand and the page's promise; slide headings are h2s.
 */
export function HomeTemplate({ home, variant }: { home: Home | null; variant: Variant }) {
  const { locale } = variant
  return (
    <>
      <h1 className="sr-only">{home?.seo?.meta_title ? `${siteConfig.BRAND_NAME}: ${home.seo.meta_title}` : siteConfig.BRAND_NAME}</h1>
      <HeroSlider sliders={home?.sliders ?? []} mobileSliders={home?.mobile_sliders ?? []} locale={locale} />
      <RenderBlocks blocks={home?.contents} variant={variant} />
      <ExploreGrid items={home?.explore_items ?? []} locale={locale} />
      <FeaturedVideos videos={home?.featured_videos ?? []} locale={locale} />
    </>
  )
}
