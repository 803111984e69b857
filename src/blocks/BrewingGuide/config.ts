import type { Field } from 'payload'
import { linkFields } from '@/cms/fields/link'
import { imageField, videoField } from '@/cms/fields/media'
import { httpsUrl } from '@/cms/fields/url'
import { choiceField } from '@/cms/fields/choice'
import { defineBlock } from '../block-config'


/** A part of a section (data-layer spec, sub_contents): e.g. the same rule for black, green and herbal tea. */
const subContents: Field = {
  name: 'sub_contents',
  type: 'array',
  labels: { singular: 'Sub-section', plural: 'Sub-sections' },
  fields: [
    { name: 'has_header', type: 'checkbox', defaultValue: true },
    { name: 'header', type: 'text', localized: true, admin: { condition: (_, sibling) => Boolean(sibling?.has_header) } },
    imageField('image'),
    { name: 'contents', type: 'richText', localized: true },
  ],
}

/**
 * The brewing guide of "how to brew a perfect cup of tea" (data-layer spec, Brew page: video_url
 * and dynamic_content_sections). An optional video, then sections: a content section is shown
 * where it stands; rule sections are grouped by their rule number and shown as numbered rules
 * (./rule-groups.ts). The slug is short because Postgres cuts identifiers at 63 characters, and
 * `_pages_v_blocks_<slug>_sections_sub_contents_parent_id_idx` must fit.
 */
export const BrewingGuide = defineBlock({
  slug: 'brewGuide',
  interfaceName: 'BrewingGuideBlock',
  labels: ['Brewing guide', 'Brewing guides'],
  fields: [
    {
      name: 'video_url',
      type: 'text',
      admin: { description: 'A YouTube address. Leave empty to play an uploaded video file instead.' },
      validate: httpsUrl({ optional: true, message: 'A full https URL (YouTube)' }),
    },
    videoField('video_file'),
    imageField('video_poster', { admin: { description: 'The picture shown before the video plays.' } }),
    { name: 'video_title', type: 'text', localized: true },
    {
      name: 'sections',
      type: 'array',
      labels: { singular: 'Section', plural: 'Sections' },
      admin: { description: 'Rule sections with the same rule number form one rule; rules are numbered 1, 2, 3… in the order they first appear.' },
      fields: [
        {
          type: 'row',
          fields: [
            choiceField('type', { content: 'Content', rule: 'Rule' }, { required: true, defaultValue: 'content' }),
            {
              name: 'rule_number',
              type: 'number',
              min: 1,
              admin: { condition: (_, sibling) => sibling?.type === 'rule', description: 'Sections with the same number belong to one rule' },
              validate: (value: unknown, { siblingData }: { siblingData: Partial<{ type: string }> }) =>
                siblingData?.type !== 'rule' ||
                (typeof value === 'number' && Number.isInteger(value) && value >= 1) ||
                'A rule section needs a whole rule number of 1 or more',
            },
          ],
        },
        { name: 'has_header', type: 'checkbox', defaultValue: true },
        { name: 'header', type: 'text', localized: true, admin: { condition: (_, sibling) => Boolean(sibling?.has_header) } },
        { name: 'content', type: 'richText', localized: true },
        imageField('image'),
        ...linkFields(),
        subContents,
      ],
    },
  ],
})
