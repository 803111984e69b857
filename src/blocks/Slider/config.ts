import type { Block } from 'payload'
import { slidesField } from '@/cms/fields/slides'

/** An in-page slider: pictures with captions, optional links and videos. */
export const Slider: Block & { slug: 'slider' } = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [slidesField('slides')],
}
