/**
 * The order products are listed in, as one sortable text: featured teas first, then by slug
 * (`0-…` before `1-…`). Stored in `list_order` on save (src/cms/collections/catalogue/Products.ts)
 * so a list is one walk along an index (docs/catalogue.md).
 */
export const listOrder = (featured: boolean, slug: string) => `${featured ? 0 : 1}-${slug}`

export const PRODUCT_SORT = 'list_order'
