import type React from 'react'
import type { Locale, Variant } from '@/config/variant'
import type { ListQuery } from '@/lib/routing/list-query'
import type { BlockData, BlockSlug } from './configs'

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

/** One renderer per block type, each taking that type's data. */
export type BlockRenderers = { [K in BlockSlug]: (props: BlockProps<K>) => React.ReactNode }
