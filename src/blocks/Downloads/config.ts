import { itemsBlock } from '../block-config'

/** Files to download (an annual report, a policy in print): each with its title and a line about it. */
export const Downloads = itemsBlock({ slug: 'downloads', labels: ['Downloads', 'Downloads'], list: 'files', minRows: 1 }, [
  { name: 'file', type: 'upload', relationTo: 'media', required: true },
  { name: 'title', type: 'text', localized: true, required: true },
  { name: 'description', type: 'textarea', localized: true },
])
