import type { CommemorativeTea, Media, Product } from '@/payload-types'
import { routes } from '@/routes'
import { collectionTag } from '@/config/cache-tags'
import { findList } from './content'
import type { Variant } from '@/config/variant'

/** A commemorative tea as its card shows it. */
export type CommemorativeTeaItem = {
  slug: string
  title: string
  year: number
  occasion: string
  description: string
  image: Media | null
  /** The tea as it is sold today, when its page exists in the visitor's country. */
  product: { name: string; url: string } | null
}

const productSlugOf = (product: CommemorativeTea['product']): string | null => (product && typeof product === 'object' ? product.slug : null)

/**
 * The commemorative teas of a country (its own plus GLOBAL's), newest first. A related product is
 * linked only when the visitor's country can open its page: the product is looked up again by slug
 * under the country rule, so a country's own version of it counts and an unpublished one does not.
 */
export async function listCommemorativeTeas(variant: Variant): Promise<CommemorativeTeaItem[]> {
  // Tagged with products too: the cards name the related products, whose slugs come from this read.
  const { docs } = await findList({ collection: 'commemorative-teas', variant, sort: ['-year', 'slug'], size: 0, depth: 1, tags: [collectionTag('products')] })
  const products = await productsBySlug(docs.flatMap((doc) => productSlugOf(doc.product) ?? []), variant)
  return docs.map((doc) => {
    const product = products.get(productSlugOf(doc.product) ?? '')
    return {
      slug: doc.slug,
      title: doc.title,
      year: doc.year,
      occasion: doc.occasion,
      description: doc.description,
      image: doc.image && typeof doc.image === 'object' ? doc.image : null,
      product: product ? { name: product.name, url: routes.products.productDetails(product.slug) } : null,
    }
  })
}

async function productsBySlug(slugs: string[], variant: Variant): Promise<Map<string, Pick<Product, 'slug' | 'name'>>> {
  if (!slugs.length) return new Map()
  const unique = [...new Set(slugs)].sort()
  const { docs } = await findList({ collection: 'products', variant, where: { slug: { in: unique } }, sort: 'slug', size: unique.length, depth: 0, select: { slug: true, name: true } })
  return new Map(docs.map((doc) => [doc.slug, doc]))
}
