import { getPage } from '@/data/pages'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageBanner } from '@/components/shell/PageBanner'
import type { Template } from './types'

/**
 * The spec's generic content page: title, header image, blocks, SEO. List pages (the catalogue's
 * lists) are such pages too; their blocks get the address's filters and page as `query`.
 */
export const contentPageTemplate: Template = async ({ path, variant, query }) => {
  const page = await getPage(path, variant)
  if (!page) return null
  return {
    metadata: seoMetadata(page.seo, { path, fallbackTitle: page.title }),
    title: page.title,
    banner: <PageBanner title={page.title} image={page.header_image} intro={page.intro} />,
    body: <RenderBlocks blocks={page.contents} variant={variant} query={query} path={path} />,
  }
}
