import { choiceField } from '@/cms/fields/choice'
import { defineBlock, headingField } from '../block-config'

/** The tea categories of one kind (e.g. the moods) as pictures with their names, each leading to its category page. */
export const CategoryList = defineBlock({
  slug: 'categoryList',
  labels: ['Tea category list', 'Tea category lists'],
  fields: [
    headingField(),
    choiceField('kind', { mood: 'Moods', flavour: 'Flavours', format: 'Formats', type: 'Types' }, { required: true, defaultValue: 'mood' }),
  ],
})
