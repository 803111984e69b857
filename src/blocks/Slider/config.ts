import { slidesField } from '@/cms/fields/slides'
import { defineBlock } from '../block-config'

/** An in-page slider: pictures with captions, optional links and videos. */
export const Slider = defineBlock({
  slug: 'slider',
  labels: ['Slider', 'Sliders'],
  fields: [slidesField('slides')],
})
