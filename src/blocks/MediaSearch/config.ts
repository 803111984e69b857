import type { Block } from 'payload'

/** The media pages' search box (GET /dmc-apis/media_search): news, events, press, albums, audio and video. */
export const MediaSearch: Block & { slug: 'mediaSearch' } = {
  slug: 'mediaSearch',
  interfaceName: 'MediaSearchBlock',
  labels: { singular: 'Media search', plural: 'Media searches' },
  fields: [{ name: 'title', type: 'text', localized: true, admin: { description: 'Default: “Search the media centre”' } }],
}
