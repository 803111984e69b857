/** The catalogue's folders of the site search (what a product filter's search box may search). */
export const CATALOGUE_FOLDER_NAMES = ['product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients'] as const
export type CatalogueFolder = (typeof CATALOGUE_FOLDER_NAMES)[number]

/** The product filter's facets, in the order it shows their selects. */
export const FACETS = ['format', 'type', 'mood', 'flavour'] as const
export type Facet = (typeof FACETS)[number]
