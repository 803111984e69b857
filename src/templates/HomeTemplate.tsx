import type { Home } from '@/payload-types'
import type { Variant } from '@/config/variant'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ExploreGrid } from '@/components/home/ExploreGrid'
import { FeaturedVideos } from '@/components/home/FeaturedVideos'
import { HeroSlider } from '@/components/home/HeroSlider'
import { siteConfig } from '@/site.config'
import type { CompanyFacts } from '@/data/settings'
import { inlineJson } from '@/lib/catalogue/product-json-ld'
import { organizationJsonLd } from '@/lib/seo/organization-json-ld'
import { socialLinks } from '@/components/shell/footer/social'

/**
 * The home page (data-layer spec, Home): hero sliders, content blocks, explore items and
 * featured videos. The one h1 names the brand and the page's promise; slide headings are h2s.
 * An offer block placed first is the first screen, above the hero slider, and its pack shot is
 * the picture preloaded for it. The company's facts describe it to search engines (schema.org Organization).
 */
export function HomeTemplate({ home, company, variant }: { home: Home | null; company: CompanyFacts; variant: Variant }) {
  const { locale } = variant
  const organization = organizationJsonLd({
    name: siteConfig.BRAND_NAME,
    url: new URL('/', siteConfig.SITE_URL).href,
    ...company,
    sameAs: socialLinks(company.social).map((link) => link.url),
  })
  const contents = home?.contents ?? []
  const offer = contents[0]?.blockType === 'offer' ? contents.slice(0, 1) : []
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(organization) }} />
      <h1 className="sr-only">{home?.seo?.meta_title ? `${siteConfig.BRAND_NAME}: ${home.seo.meta_title}` : siteConfig.BRAND_NAME}</h1>
      <RenderBlocks blocks={offer} variant={variant} />
      <HeroSlider sliders={home?.sliders ?? []} mobileSliders={home?.mobile_sliders ?? []} locale={locale} lcp={!offer.length} />
      <RenderBlocks blocks={contents.slice(offer.length)} variant={variant} />
      <ExploreGrid items={home?.explore_items ?? []} locale={locale} />
      <FeaturedVideos videos={home?.featured_videos ?? []} locale={locale} />
    </>
  )
}
