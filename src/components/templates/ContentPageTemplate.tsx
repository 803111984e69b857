import { getPage } from '@/data/pages'
import { seoMetadata } from '@/lib/seo'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageHeader } from '@/components/shell/PageHeader'
import type { Template } from './types'

/** The spec's generic content page: title, header image, blocks, SEO. */
export const contentPageTemplate: Template<true> = {
  name: 'content-page',
  match: () => true,
  async render({ path, variant }) {
    const page = await getPage(path, variant)
    if (!page) return null
    return {
      metadata: seoMetadata(page.seo, { path, fallbackTitle: page.title }),
      element: (
        <>
          <PageHeader path={path} locale={variant.locale} title={page.title} image={page.header_image} intro={page.intro} />
          <RenderBlocks blocks={page.contents} locale={variant.locale} />
        </>
      ),
    }
  },
}
