import { defineBlock } from '../block-config'

/** The media pages' search box (GET /dmc-apis/media_search): news, events, press, albums, audio and video. */
export const MediaSearch = defineBlock({
  slug: 'mediaSearch',
  labels: ['Media search', 'Media searches'],
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Search the media centre”' } }],
})
