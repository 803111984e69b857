import type { Block } from 'payload'

/** Files to download (an annual report, a policy in print): each with its title and a line about it. */
export const Downloads: Block & { slug: 'downloads' } = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: 'Downloads', plural: 'Downloads' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'files',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
