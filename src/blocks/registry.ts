import { CardGridBlock } from './CardGrid/Component'
import { CardGrid } from './CardGrid/config'
import { ContentBlock } from './Content/Component'
import { Content } from './Content/config'
import { SliderBlock } from './Slider/Component'
import { Slider } from './Slider/config'
import { defineBlock, type BlockDefinition, type BlockSlug } from './types'
import { VideoGridBlock } from './VideoGrid/Component'
import { VideoGrid } from './VideoGrid/config'

/**
 * Every block an editor can place on a page, in the order the admin offers them. Each block is a
 * folder (`config.ts` schema + `Component.tsx` renderer); this list feeds the collections' `blocks`
 * fields (pageBlocks) and RenderBlocks, so adding a block is one folder and one line here.
 */
export const blockRegistry = [
  defineBlock(Content, ContentBlock),
  defineBlock(Slider, SliderBlock),
  defineBlock(CardGrid, CardGridBlock),
  defineBlock(VideoGrid, VideoGridBlock),
]

/** The Payload schemas, for a `blocks` field. */
export const pageBlocks = blockRegistry.map((block) => block.config)

const renderers = new Map(blockRegistry.map((block) => [block.config.slug, block.Component as BlockDefinition['Component']]))

/** The renderer of a block type; undefined for a type no longer registered (old stored data). */
export const rendererFor = (slug: BlockSlug) => renderers.get(slug)
