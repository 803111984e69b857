import type { Field } from 'payload'

/** The spec's slider: image, heading, optional link and optional video per slide. */
export const slidesField = (name = 'sliders'): Field => ({
  name,
  type: 'array',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'header', type: 'text', localized: true },
    { name: 'slider_has_link', type: 'checkbox', defaultValue: false },
    { name: 'link', type: 'text' },
    { name: 'link_text', type: 'text', localized: true },
    { name: 'slider_has_video', type: 'checkbox', defaultValue: false },
    { name: 'video_url', type: 'text' },
  ],
})
