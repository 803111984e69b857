import { DEFAULT_VARIANT, type Variant } from '@/config/variant'
import { AnimateOnScroll } from '@/components/ui/AnimateOnScroll'
import type { ListQuery } from '@/lib/routing/list-query'
import { Fragment } from 'react'
import { blockRenderers } from './renderers'
import type { BlockProps } from './block-props'
import type { BlockData, BlockSlug } from './configs'

/**
 * Renders a page's blocks in order, each by its type's renderer (./renderers.tsx); a type no longer
 * known (old stored data) renders nothing.
 * `query` is a list page's filters and page, when its address carries them (per-request renders);
 * `path` the page's own address.
 * Every block after the first fades in as it is scrolled to (AnimateOnScroll); the first, at the
 * top of the page, is there at once, as is anything already in view when the page loads.
 */
export function RenderBlocks({ blocks, variant = DEFAULT_VARIANT, query, path }: { blocks?: BlockData[] | null; variant?: Variant; query?: ListQuery; path?: string }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = blockRenderers[block.blockType] as ((props: BlockProps<BlockSlug>) => React.ReactNode) | undefined
        if (!Render) return null
        const rendered = <Render {...block} locale={variant.locale} variant={variant} query={query} path={path} />
        return i === 0 ? <Fragment key={block.id ?? i}>{rendered}</Fragment> : <AnimateOnScroll key={block.id ?? i}>{rendered}</AnimateOnScroll>
      })}
    </>
  )
}
