import { commemorativeTeaUrl } from '@/lib/tea-inspired/card-anchors'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * Teas issued for an occasion (Tea Inspired, routes.teaInspired.commemorativeTeas): a company
 * anniversary, a cricket tour, a school's centenary. Each is a card on that page; one still sold
 * names its product, and the card links to the product's page where the visitor's country has it.
 */
export const CommemorativeTeas = defineContentCollection({
  slug: 'commemorative-teas',
  labels: ['Commemorative tea', 'Commemorative teas'],
  group: 'Tea Inspired',
  columns: ['year', 'occasion'],
  defaultSort: '-year',
  fields: [
    titleField(),
    slugField({ description: 'Ends the link that leads straight to this tea on the list page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
    {
      name: 'year',
      type: 'number',
      required: true,
      min: 1900,
      max: 2100,
      admin: { position: 'sidebar', description: 'The year the tea was issued; the list shows the newest first' },
    },
    { name: 'occasion', type: 'text', required: true, localized: true, admin: { description: 'What it marked, e.g. “Fifty years of the Kandy Girls’ School”' } },
    { name: 'description', type: 'textarea', required: true, localized: true },
    imageField('image', { required: true, admin: { description: 'The tin or the pack, square' } }),
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      admin: { description: 'The tea as it is sold today, if it still is: the card links to its page' },
    },
  ],
  search: {
    label: { en: 'Commemorative tea', de: 'Gedenktee' },
    priority: 3,
    toEntry: (tea) => entryWithSeo(tea, { title: tea.title, url: commemorativeTeaUrl(tea.slug), excerpt: tea.description, text: [tea.occasion, String(tea.year), tea.description] }),
  },
})
