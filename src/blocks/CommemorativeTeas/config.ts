import { defineBlock } from '../block-config'

/** The visitor's country's commemorative teas as cards, newest first, each linking to its product where there is one. */
export const CommemorativeTeas = defineBlock({
  slug: 'commemorativeTeas',
  labels: ['Commemorative teas list', 'Commemorative teas lists'],
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the cards' } }],
})
