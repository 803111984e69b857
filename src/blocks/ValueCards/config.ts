import { imageField } from '@/cms/fields/media'
import { itemsBlock } from '../block-config'

/**
 * Cards that open to a longer text (the family's values; Tea Inspired pages reuse it): each card has
 * a title, a short text, an image and the longer text a visitor expands.
 */
export const ValueCards = itemsBlock({ slug: 'valueCards', labels: ['Value cards', 'Value cards'], intro: true, list: 'cards', minRows: 1 }, [
  imageField('image'),
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'short_text', type: 'textarea', localized: true, required: true },
  { name: 'long_text', type: 'textarea', localized: true, required: true },
])
