import { DEFAULT_VARIANT, type Variant } from '@/data/variant'
import { rendererFor } from './registry'
import type { BlockData } from './types'

/** Renders a page's blocks in order, each by the renderer registered for its type (./registry.ts). */
export function RenderBlocks({ blocks, variant = DEFAULT_VARIANT }: { blocks?: BlockData[] | null; variant?: Variant }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = rendererFor(block.blockType)
        return Render ? <Render key={block.id ?? i} {...block} locale={variant.locale} variant={variant} /> : null
      })}
    </>
  )
}
