import { DEFAULT_VARIANT } from '@/config/variant'
import { CardList } from '@/components/catalogue/CardList'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The visitor's country's ingredients, by name, each card leading to routes.products.ingredient(slug). */
export async function IngredientListBlock({ id, title, size, variant = DEFAULT_VARIANT }: BlockProps<'ingredientList'>) {
  const { listIngredients } = await import('@/data/catalogue/ingredients')
  const { items } = await listIngredients(variant, { page: 1, size: size || 48 })
  const t = dictionary(variant.locale).families
  return (
    <CardList
      id={`ingredients-${id ?? 'list'}`}
      title={title}
      empty={t.noIngredients}
      items={items.map((item) => ({ key: item.slug, url: item.url, name: item.name, summary: item.summary ?? '', image: item.image, facts: item.origin ?? undefined }))}
    />
  )
}
