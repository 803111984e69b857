import type React from 'react'
import type { Locale } from '@/data/variant'
import type { Page } from '@/payload-types'
import { CardGridBlock } from './CardGridBlock'
import { ContentBlock } from './ContentBlock'
import { SliderBlock } from './SliderBlock'
import { VideoGridBlock } from './VideoGridBlock'

type Block = NonNullable<Page['contents']>[number]
type BlockType = Block['blockType']
type Renderer<K extends BlockType> = (props: Extract<Block, { blockType: K }> & { locale?: Locale }) => React.ReactNode

// One renderer per block type; adding a block means one schema file and one entry here.
const renderers: { [K in BlockType]: Renderer<K> } = {
  content: ContentBlock,
  slider: SliderBlock,
  cardGrid: CardGridBlock,
  videoGrid: VideoGridBlock,
}

export function RenderBlocks({ blocks, locale = 'en' }: { blocks?: Block[] | null; locale?: Locale }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, i) => {
        const Render = renderers[block.blockType] as Renderer<BlockType> | undefined
        return Render ? <Render key={block.id ?? i} {...block} locale={locale} /> : null
      })}
    </>
  )
}
