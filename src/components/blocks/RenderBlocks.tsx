import type React from 'react'
import type { Page } from '@/payload-types'
import { ContentBlock } from './ContentBlock'

type Block = NonNullable<Page['contents']>[number]
type BlockType = Block['blockType']

// One renderer per block type; adding a block means one schema file and one entry here.
const renderers: { [K in BlockType]?: (props: Extract<Block, { blockType: K }>) => React.ReactNode } = {
  content: ContentBlock,
}

export function RenderBlocks({ blocks }: { blocks?: Block[] | null }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = renderers[block.blockType] as ((b: Block) => React.ReactNode) | undefined
        return Render ? <Render key={block.id ?? i} {...block} /> : null
      })}
    </>
  )
}
