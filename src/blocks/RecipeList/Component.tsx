import { DEFAULT_VARIANT } from '@/config/variant'
import { CardList } from '@/components/catalogue/CardList'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The visitor's country's recipes of the block's kind, in the editors' order, each leading to routes.products.recipe(slug). */
export async function RecipeListBlock({ id, title, kind, size, variant = DEFAULT_VARIANT }: BlockProps<'recipeList'>) {
  const { findRecipes } = await import('@/data/recipes')
  const { items } = await findRecipes(kind, { page: 1, size: size || 24 }, variant)
  const dict = dictionary(variant.locale)
  return (
    <CardList
      id={`recipes-${id ?? 'list'}`}
      title={title}
      empty={dict.families.noRecipes}
      items={items.map((item) => ({
        key: item.slug,
        url: item.url,
        name: item.title,
        summary: item.summary,
        image: item.image,
        facts: item.prep_minutes ? `${dict.catalogue.time}: ${dict.catalogue.minutes(item.prep_minutes)}` : undefined,
      }))}
    />
  )
}
