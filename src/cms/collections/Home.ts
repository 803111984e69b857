import type { CollectionConfig } from 'payload'
import { authenticated, publishedOrAuthenticated } from '../access'
import { pageBlocks } from '../blocks'
import { countryField } from '../fields/country'
import { seoField } from '../fields/seo'
import { slidesField } from '../fields/slides'
import { revalidateHooks } from '../hooks/revalidate'

/** The home page, one per country (data-layer spec, Home). */
export const Home: CollectionConfig = {
  slug: 'home',
  labels: { singular: 'Home page', plural: 'Home pages' },
  admin: {
    useAsTitle: 'country',
    group: 'Content',
    preview: () => '/preview?path=/',
  },
  access: {
    read: publishedOrAuthenticated,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateHooks,
  fields: [
    { ...countryField(), unique: true } as ReturnType<typeof countryField>,
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
    seoField(),
  ],
}
