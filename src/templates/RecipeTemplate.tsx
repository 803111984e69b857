import { getRecipe } from '@/data/recipes'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { RecipeDetail } from '@/components/catalogue/RecipeDetail'
import { PageBanner } from '@/components/shell/PageBanner'
import type { Template } from './types'
import { bySlug } from './by-slug'

/** A recipe's shareable page (routes.products.recipe(slug)). */
export const recipeTemplate: Template = bySlug(getRecipe, (recipe, { variant }) => ({
  metadata: seoMetadata(recipe.seo, { path: routes.products.recipe(recipe.slug), fallbackTitle: recipe.title }),
  title: recipe.title,
  banner: <PageBanner title={recipe.title} intro={recipe.summary} />,
  body: <RecipeDetail recipe={recipe} locale={variant.locale} />,
}))
