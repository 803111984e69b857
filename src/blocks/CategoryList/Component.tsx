import { DEFAULT_VARIANT } from '@/config/variant'
import { CardList } from '@/components/catalogue/CardList'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** A country's categories of the block's kind in the editors' order, each card leading to its category page (e.g. routes.products.byMood(slug)). */
export async function CategoryListBlock({ id, title, kind, variant = DEFAULT_VARIANT }: BlockProps<'categoryList'>) {
  const { listCategories } = await import('@/data/catalogue/categories')
  const categories = await listCategories(variant, kind)
  return (
    <CardList
      id={`categories-${id ?? 'list'}`}
      title={title}
      empty={dictionary(variant.locale).families.noCategories}
      items={categories.map((category) => ({ key: category.slug, url: category.url, name: category.title, summary: category.description ?? '', image: category.image }))}
    />
  )
}
