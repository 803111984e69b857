import { getRecipe } from '@/data/recipes'
import { seoMetadata } from '@/lib/seo'
import { routes } from '@/routes'
import { RecipeDetail } from '@/components/catalogue/RecipeDetail'
import { PageBanner } from '@/components/shell/PageBanner'
import type { Template } from './types'

/** A recipe's shareable page (routes.products.recipe(slug)). */
export const recipeTemplate: Template = async ({ variant, params }) => {
  const slug = params.slug
  if (!slug) return null
  const recipe = await getRecipe(slug, variant)
  if (!recipe) return null
  return {
    metadata: seoMetadata(recipe.seo, { path: routes.products.recipe(recipe.slug), fallbackTitle: recipe.title }),
    title: recipe.title,
    banner: <PageBanner title={recipe.title} intro={recipe.summary} />,
    body: <RecipeDetail recipe={recipe} locale={variant.locale} />,
  }
}
