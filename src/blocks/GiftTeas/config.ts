import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/** The gifts of tea, or the teaware, sold in the visitor's country: cards linking to each item's page, paginated. */
export const GiftTeas = defineBlock({
  slug: 'giftTeas',
  labels: ['Gifts or teaware list', 'Gifts or teaware lists'],
  fields: [
    headingField(),
    choiceField('kind', { gift: 'Gifts of tea', teaware: 'Teaware' }, { required: true, defaultValue: 'gift' }),
    { name: 'page_size', type: 'number', defaultValue: 9, min: 1, max: 48, required: true },
  ],
})
