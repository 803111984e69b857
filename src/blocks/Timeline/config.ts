import { imageField } from '@/cms/fields/media'
import { itemsBlock } from '../block-config'

/** The family's history by year (data-layer spec: time_line entries with year, title, content, images). */
export const Timeline = itemsBlock({ slug: 'timeline', labels: ['Timeline', 'Timelines'], list: 'time_line', minRows: 1 }, [
  { name: 'year', type: 'number', required: true, min: 1000, max: 9999 },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'content', type: 'textarea', localized: true, required: true },
  imageField('images', { hasMany: true }),
])
