/**
 * The product filter's facets, in the order it shows their selects. Config, not catalogue code, so the
 * route table can state the list pages' address parameters from them (src/routes.ts).
 */
export const FACETS = ['format', 'type', 'mood', 'flavour'] as const
export type Facet = (typeof FACETS)[number]

/** The address parameters of a product list with this preset: the free facets and the page. */
export const filterQueryKeys = (preset?: Facet) => [...FACETS.filter((facet) => facet !== preset), 'page'] as const
