import type { ArrayField, Block, Field, TextField } from 'payload'

type BlockOptions<S extends string> = Omit<Block, 'slug' | 'labels' | 'interfaceName'> & {
  slug: S
  /** The admin's names for one block and for several. */
  labels: [singular: string, plural: string]
  /** The name of the block's type in payload-types.ts; `<Slug>Block` unless given. */
  interfaceName?: string
}

/**
 * A page block's schema (`src/blocks/<Name>/config.ts`). Its data's type is named after its slug
 * (`latestNews` → `LatestNewsBlock`), which RenderBlocks maps to the block's renderer.
 */
export function defineBlock<S extends string>({
  slug,
  labels: [singular, plural],
  interfaceName = `${slug.charAt(0).toUpperCase()}${slug.slice(1)}Block`,
  ...config
}: BlockOptions<S>): Block & { slug: S } {
  return { slug, interfaceName, labels: { singular, plural }, ...config }
}

/** The optional heading a block shows above its content; `description` tells the editor its default. */
export const headingField = (description?: string): TextField => ({
  name: 'title',
  type: 'text',
  localized: true,
  ...(description && { admin: { description } }),
})

/** A few sentences under a block's heading. */
export const introField = (): Field => ({ name: 'intro', type: 'textarea', localized: true })

/**
 * A block the editor fills with a list of items (figures, goals, cards, files…) under an optional
 * heading and, with `intro`, a few sentences: `list` names the list's array field, `fields` are an item's.
 */
export function itemsBlock<S extends string>(
  {
    heading,
    intro = false,
    list,
    minRows,
    maxRows,
    ...block
  }: Omit<BlockOptions<S>, 'fields'> & { heading?: string; intro?: boolean; list: string; minRows?: number; maxRows?: number },
  fields: Field[],
): Block & { slug: S } {
  const items: ArrayField = { name: list, type: 'array', ...(minRows !== undefined && { minRows }), ...(maxRows !== undefined && { maxRows }), fields }
  return defineBlock({ ...block, fields: [headingField(heading), ...(intro ? [introField()] : []), items] })
}

/**
 * The schema of a listing block (news, events, press, accessories…): a heading and a page size, then
 * any further settings. Each listing has its own block (`src/blocks/<Name>List/`); the media
 * listings' renderers hand their listing definition to ListingSection
 * (src/components/listing/ListingSection.tsx).
 */
export function listingBlock<S extends string>({
  defaultSize,
  maxSize = 48,
  fields = [],
  ...block
}: Omit<BlockOptions<S>, 'fields'> & { defaultSize: number; maxSize?: number; fields?: Field[] }): Block & { slug: S } {
  return defineBlock({
    ...block,
    fields: [headingField(), { name: 'page_size', type: 'number', defaultValue: defaultSize, min: 1, max: maxSize, required: true }, ...fields],
  })
}
