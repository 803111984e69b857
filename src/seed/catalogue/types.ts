/** The ids the catalogue's products link to, by slug. */
export type CatalogueIds = {
  categories: Map<string, number>
  ranges: Map<string, number>
  ingredients: Map<string, number>
  estates: Map<string, number>
  /** Recipes (seeded before the catalogue), for the demo teas' related recipes. */
  recipes?: Map<string, number>
}
