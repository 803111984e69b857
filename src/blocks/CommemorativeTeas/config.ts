import type { Block } from 'payload'

/** The visitor's country's commemorative teas as cards, newest first, each linking to its product where there is one. */
export const CommemorativeTeas: Block & { slug: 'commemorativeTeas' } = {
  slug: 'commemorativeTeas',
  interfaceName: 'CommemorativeTeasBlock',
  labels: { singular: 'Commemorative teas list', plural: 'Commemorative teas lists' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Optional heading above the cards' } }],
}
