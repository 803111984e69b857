import { sitePathOrUrl } from '@/cms/fields/url'
import { defineBlock } from '../block-config'

/** The site map page (spec: site_map_sections): sections, each a title and linked items with a picture. */
export const SiteMapSections = defineBlock({
  slug: 'siteMapSections',
  labels: ['Site map sections', 'Site map sections'],
  // Short table names: PostgreSQL truncates identifiers past 63 characters.
  dbName: 'site_map',
  fields: [
    {
      name: 'sections',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'section_title', type: 'text', localized: true, required: true },
        {
          name: 'section_items',
          type: 'array',
          dbName: 'items',
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'title', type: 'text', localized: true, required: true },
            {
              name: 'link',
              type: 'text',
              required: true,
              validate: sitePathOrUrl(),
            },
          ],
        },
      ],
    },
  ],
})
