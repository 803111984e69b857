import { pageBlocks } from '@/blocks/configs'
import { titleField } from '../fields/text'
import { contentToText } from '../search/plain-text'
import { defineContentCollection } from './defineContentCollection'
import { entryWithSeo } from '../search/source'

/**
 * The spec's generic content page: title, header image, a list of blocks and SEO,
 * per country and language. Most routes of the site are one of these plus a template.
 */
export const Pages = defineContentCollection({
  slug: 'pages',
  key: 'path',
  labels: ['Page', 'Pages'],
  group: 'Content',
  // Pages are many and edited often: their list also shows when each was last changed.
  admin: { defaultColumns: ['title', 'path', 'country', '_status', 'updatedAt'] },
  fields: [
    titleField(),
    {
      name: 'path',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'The site path, for example /our-purpose/sustainability' },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^\/[A-Za-z0-9\-/%.]*$/.test(value)) || 'A site path starting with /',
    },
    { name: 'header_image', type: 'upload', relationTo: 'media' },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'contents', type: 'blocks', blocks: pageBlocks },
  ],
  search: {
    label: { en: 'Page', de: 'Seite' },
    priority: 10,
    toEntry: (page) => entryWithSeo(page, { title: page.title, url: page.path, excerpt: page.intro, text: [page.intro, contentToText(page.contents)] }),
  },
})
