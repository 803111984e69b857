/** The catalogue's folders of the site search (what a product filter's search box may search). */
export const CATALOGUE_FOLDER_NAMES = ['product-details', 'tea-ranges', 'tea-formats', 'tea-types', 'tea-by-mood', 'tea-by-flavour', 'our-ingredients'] as const
export type CatalogueFolder = (typeof CATALOGUE_FOLDER_NAMES)[number]

export { FACETS, type Facet } from '@/config/product-facets'
