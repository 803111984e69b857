import { getCategory } from '@/data/catalogue/categories'
import type { CategoryKind } from '@/lib/catalogue/kinds'
import { categoryUrl } from '@/lib/catalogue/kinds'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { ProductFilterBlock } from '@/blocks/ProductFilter/Component'
import { PageBanner } from '@/components/shell/PageBanner'
import { dictionary } from '@/i18n'
import type { Template } from './types'

/**
 * A tea category's page (routes.products.formats(slug), types, byFlavour, byMood): its banner,
 * title and description, then its teas in the product filter with the category preset, so the
 * visitor filters by the other three facets. A category of another kind answers null (404): the
 * existence check knows only the slug, which is unique across kinds.
 */
export const teaCategoryTemplate =
  (kind: CategoryKind): Template =>
  async ({ variant, params, query }) => {
    const slug = params.slug
    if (!slug) return null
    const category = await getCategory(slug, variant)
    if (!category || category.kind !== kind) return null
    const path = categoryUrl(kind, category.slug)
    const t = dictionary(variant.locale).teaFilter
    return {
      metadata: seoMetadata(category.seo, { path, fallbackTitle: category.title }),
      title: category.title,
      banner: <PageBanner title={category.title} image={category.header_image ?? category.image} intro={category.description} />,
      body: (
        <ProductFilterBlock
          blockType="productFilter"
          id={`category-${category.slug}`}
          title={t.categoryProducts(category.title)}
          page_size={20}
          preset_facet={kind}
          preset_slug={category.slug}
          search_in="product-details"
          variant={variant}
          locale={variant.locale}
          query={query}
          path={path}
        />
      ),
    }
  }
