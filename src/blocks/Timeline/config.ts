import type { Block } from 'payload'
import { imageField } from '@/cms/fields/media'

/** The family's history by year (data-layer spec: time_line entries with year, title, content, images). */
export const Timeline: Block & { slug: 'timeline' } = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Timeline', plural: 'Timelines' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'time_line',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'year', type: 'number', required: true, min: 1000, max: 9999 },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'content', type: 'textarea', localized: true, required: true },
        imageField('images', { hasMany: true }),
      ],
    },
  ],
}
