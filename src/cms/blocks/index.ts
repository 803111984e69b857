import { CardGridBlock } from './CardGridBlock'
import { ContentBlock } from './ContentBlock'
import { SliderBlock } from './SliderBlock'
import { VideoGridBlock } from './VideoGridBlock'

/** Every block an editor can place on a content page; renderers are mapped in components/blocks/RenderBlocks. */
export const pageBlocks = [ContentBlock, SliderBlock, CardGridBlock, VideoGridBlock]
