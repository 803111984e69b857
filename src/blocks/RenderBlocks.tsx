import { DEFAULT_VARIANT, type Variant } from '@/data/variant'
import type { ListQuery } from '@/lib/routing/list-query'
import { rendererFor } from './registry'
import type { BlockData } from './types'

/**
 * Renders a page's blocks in order, each by the renderer registered for its type (./registry.ts).
 * `query` is a list page's filters and page, when its address carries them (per-request renders);
 * `path` the page's own address.
 */
export function RenderBlocks({ blocks, variant = DEFAULT_VARIANT, query, path }: { blocks?: BlockData[] | null; variant?: Variant; query?: ListQuery; path?: string }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = rendererFor(block.blockType)
        return Render ? <Render key={block.id ?? i} {...block} locale={variant.locale} variant={variant} query={query} path={path} /> : null
      })}
    </>
  )
}
