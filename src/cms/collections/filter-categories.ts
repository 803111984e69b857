import type { CollectionSlug, Field } from 'payload'
import { slugField } from '../fields/slug'
import { nameField, orderField } from '../fields/text'
import { filteredListPreview } from '../preview'
import { defineContentCollection } from './defineContentCollection'

/**
 * The categories a list is filtered by (the accessories', the blog's, the press list's): a name, a slug that
 * is the filter's value in the list's address and is copied onto the items (so fixed once saved), the
 * collection's own `fields`, and an order. A category has no page: it is previewed as its list filtered by it.
 */
export function defineFilterCategories<S extends CollectionSlug>({
  list,
  slugDescription,
  orderDescription,
  fields = [],
  columns = [],
  ...collection
}: {
  slug: S
  /** The address of the list the categories filter. */
  list: string
  labels: [singular: string, plural: string]
  group: string
  slugDescription: string
  orderDescription: string
  fields?: Field[]
  columns?: string[]
}) {
  return defineContentCollection({
    ...collection,
    previewPath: filteredListPreview(list),
    columns: ['slug', ...columns, 'order'],
    fields: [nameField(), slugField({ description: slugDescription, fixed: true }), ...fields, orderField(orderDescription)],
  })
}
