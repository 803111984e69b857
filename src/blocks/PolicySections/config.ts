import { defineBlock } from '../block-config'

/**
 * A policy's body (the spec's policy_content, policy_content1, policy_content2 and the like, each a
 * title and a description): numbered sections with an in-page table of contents.
 */
export const PolicySections = defineBlock({
  slug: 'policySections',
  labels: ['Policy sections', 'Policy sections'],
  fields: [
    { name: 'effective_date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'show_contents', type: 'checkbox', defaultValue: true, label: 'Show a table of contents' },
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'description', type: 'richText', localized: true },
      ],
    },
  ],
})
