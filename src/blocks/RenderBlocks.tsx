import { DEFAULT_VARIANT, type Variant } from '@/config/variant'
import type { ListQuery } from '@/lib/routing/list-query'
import { blockRenderers } from './renderers'
import type { BlockData, BlockProps, BlockSlug } from './types'

/**
 * Renders a page's blocks in order, each by its type's renderer (./renderers.tsx); a type no longer
 * known (old stored data) renders nothing.
 * `query` is a list page's filters and page, when its address carries them (per-request renders);
 * `path` the page's own address.
 */
export function RenderBlocks({ blocks, variant = DEFAULT_VARIANT, query, path }: { blocks?: BlockData[] | null; variant?: Variant; query?: ListQuery; path?: string }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = blockRenderers[block.blockType] as ((props: BlockProps<BlockSlug>) => React.ReactNode) | undefined
        return Render ? <Render key={block.id ?? i} {...block} locale={variant.locale} variant={variant} query={query} path={path} /> : null
      })}
    </>
  )
}
