import { itemsBlock } from '../block-config'

/** People with a picture, a name and a few words (the careers page's career_user_items; reusable elsewhere). */
export const PeopleCards = itemsBlock({ slug: 'peopleCards', labels: ['People cards', 'People cards'], list: 'items' }, [
  { name: 'image', type: 'upload', relationTo: 'media' },
  { name: 'name', type: 'text', required: true, localized: true },
  { name: 'description', type: 'textarea', localized: true },
])
