import { GALLERY_GROUPS } from '@/lib/tea-inspired/gallery-groups'
import { defineBlock, headingField } from '../block-config'

const GROUP_LABELS = { photographers: 'Photographers', albums: 'Albums', 'inspired-me': 'Tea inspired me', artists: 'Artists' } as const

/**
 * One Tea Inspired image group in the visitor's country: cards linking to each item's page,
 * paginated (?page=2). The group's list page (routes.teaInspired.photographers() …) holds it.
 */
export const InspiredGallery = defineBlock({
  slug: 'inspiredGallery',
  labels: ['Tea Inspired gallery list', 'Tea Inspired gallery lists'],
  fields: [
    headingField('Optional heading above the cards'),
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'albums',
      options: GALLERY_GROUPS.map((value) => ({ label: GROUP_LABELS[value], value })),
      admin: { description: 'Its page links lead to this group’s list page' },
    },
    { name: 'page_size', type: 'number', defaultValue: 12, min: 1, max: 48, required: true },
  ],
})
