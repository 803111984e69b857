import type React from 'react'
import type { Block } from 'payload'
import type { Locale, Variant } from '@/data/variant'
import type { Page } from '@/payload-types'
import type { ListQuery } from '@/lib/routing/list-query'

/** The stored data of any block, as Payload's generated types describe it. */
export type BlockData = NonNullable<Page['contents']>[number]
export type BlockSlug = BlockData['blockType']
/**
 * A renderer gets its block's data, the page's language and the page's variant (country and language):
 * blocks that list collection items (estates, testimonials, podcasts…) read them through src/data with it.
 */
export type BlockProps<K extends BlockSlug> = Extract<BlockData, { blockType: K }> & {
  locale?: Locale
  variant?: Variant
  /** A list page's filters and page from its address (only in per-request renders of such an address). */
  query?: ListQuery
  /** The page's own address (without query), for blocks whose forms and page links lead back to it. */
  path?: string
}

/** One block type: its Payload schema and its renderer, kept side by side in src/blocks/<Name>/. */
export type BlockDefinition<K extends BlockSlug = BlockSlug> = {
  config: Block & { slug: K }
  Component: (props: BlockProps<K>) => React.ReactNode
}

/** Ties a schema to its renderer and checks that the renderer takes that block's data. */
export function defineBlock<K extends BlockSlug>(config: Block & { slug: K }, Component: BlockDefinition<K>['Component']) {
  return { config, Component } as BlockDefinition<K>
}
