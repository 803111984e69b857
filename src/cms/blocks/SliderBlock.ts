import type { Block } from 'payload'
import { slidesField } from '../fields/slides'

export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [slidesField('slides')],
}
