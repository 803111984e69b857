import { itemsBlock } from '../block-config'

/** A grid of linked cards (explore items, range tiles, site-map sections). */
export const CardGrid = itemsBlock({ slug: 'cardGrid', labels: ['Card grid', 'Card grids'], list: 'items' }, [
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
  { name: 'link', type: 'text' },
])
