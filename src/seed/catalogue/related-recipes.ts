/**
 * Recipes made with some of the demo teas (product slug → recipe slugs, src/seed/recipes.ts),
 * linked from each tea's page. The recipes are seeded before the catalogue.
 */
export const relatedRecipes: Record<string, string[]> = {
  'premium-ceylon': ['spiced-milk-tea', 'earl-grey-tea-loaf'],
  'premium-ceylon-dimbula-blend': ['iced-lemon-black-tea', 'spiced-milk-tea'],
  'premium-ceylon-strong': ['spiced-milk-tea'],
  'ceylon-green-with-mint': ['green-tea-and-mint-cooler'],
  'exceptional-earl-grey': ['earl-grey-tea-loaf', 'chai-shortbread'],
  'ceylon-gold-strong': ['tea-smoked-salmon'],
}
