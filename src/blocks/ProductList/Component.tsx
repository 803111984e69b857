import { DEFAULT_VARIANT } from '@/config/variant'
import { CardList } from '@/components/catalogue/CardList'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { findProducts } from '@/data/catalogue/products'

/** The products the block's conditions choose, sold in the visitor's country, featured first. */
export async function ProductListBlock({ id, title, range, infusions, seasonal, size, variant = DEFAULT_VARIANT }: BlockProps<'productList'>) {
  const { items } = await findProducts(
    { range: range?.trim() || undefined, infusion: infusions ? true : undefined, seasonal: seasonal ? true : undefined },
    variant,
    { page: 1, size: size || 12 },
  )
  const t = dictionary(variant.locale).families
  return (
    <CardList
      id={`products-${id ?? 'list'}`}
      title={title}
      empty={t.noProducts}
      items={items.map((item) => ({
        key: item.slug,
        url: seasonal ? routes.products.seasonalFlush(item.slug) : item.url,
        name: item.name,
        summary: item.summary ?? '',
        image: item.image,
        facts: [item.type?.title, item.format?.title].filter(Boolean).join(' · ') || undefined,
      }))}
    />
  )
}
