import { pageBlocks } from '@/blocks/configs'
import { inBothLanguages } from '../admin/editor-admin'
import { marketTitleField } from '../fields/market-title'
import { slidesField } from '../fields/slides'
import { defineContentCollection } from './defineContentCollection'

/** The home page, one per country (data-layer spec, Home). */
export const Home = defineContentCollection({
  slug: 'home',
  key: 'country',
  labels: ['Home page', 'Home pages'],
  group: 'Content',
  // Named by its market in words ("Home page — Sri Lanka"), not by the country code.
  useAsTitle: 'title',
  columns: [],
  fields: [
    marketTitleField(inBothLanguages('Home page') as Record<string, string>),
    slidesField('sliders'),
    slidesField('mobile_sliders'),
    { name: 'contents', type: 'blocks', blocks: pageBlocks },
    {
      name: 'explore_items',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'link', type: 'text', required: true },
      ],
    },
    {
      name: 'featured_videos',
      type: 'array',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'video_url', type: 'text', required: true },
        { name: 'header', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
})
