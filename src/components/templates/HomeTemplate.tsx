import type { Home } from '@/payload-types'
import type { Variant } from '@/data/variant'
import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import { siteConfig } from '@/site.config'

export function HomeTemplate({ home }: { home: Home | null; variant: Variant }) {
  return (
    <>
      <h1 className="sr-only">{siteConfig.BRAND_NAME}</h1>
      <RenderBlocks blocks={home?.contents} />
    </>
  )
}
