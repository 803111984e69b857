import { linkFields } from '@/cms/fields/link'
import { defineBlock } from '../block-config'

/** The spec's shared content block: heading, rich text, optional link, image, video and quote. */
export const Content = defineBlock({
  slug: 'content',
  labels: ['Content block', 'Content blocks'],
  fields: [
    { name: 'has_header', type: 'checkbox', defaultValue: true },
    { name: 'header', type: 'text', localized: true },
    { name: 'has_sub_heading', type: 'checkbox', defaultValue: false },
    { name: 'sub_heading', type: 'text', localized: true },
    { name: 'content', type: 'richText', localized: true },
    ...linkFields(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'image_position',
      type: 'select',
      defaultValue: 'right',
      options: ['left', 'right', 'top'],
    },
    { name: 'has_video', type: 'checkbox', defaultValue: false },
    { name: 'video_url', type: 'text' },
    { name: 'quote', type: 'textarea', localized: true },
    { name: 'author', type: 'text', localized: true },
  ],
})
