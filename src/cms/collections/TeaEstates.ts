import { routes } from '@/routes'
import { nameField, orderField } from '../fields/text'
import { httpsUrl, sitePathOrUrl } from '../fields/url'
import { captionsField } from '../fields/media'
import { contentToText, lexicalToText } from '../search/plain-text'
import { slugField } from '../fields/slug'
import { defineContentCollection } from './defineContentCollection'
import { entryWithSeo } from '../search/source'
import { choiceField } from '../fields/choice'

/**
 * The tea estates of the "our tea garden" pages (data-layer spec, tea_state_items): each has a
 * detail page at routes.family.teaGardens(slug) with its pictures, its video and a tour link, and
 * a place on the list page's map.
 */
export const TeaEstates = defineContentCollection({
  slug: 'tea-estates',
  labels: ['Tea estate', 'Tea estates'],
  group: 'Content',
  columns: ['slug', 'type'],
  fields: [
    nameField(),
    slugField({ description: 'The last part of the estate’s address, e.g. kirikanda.' }),
    orderField('Lower comes first in the list'),
    choiceField('type', { family: 'Family estate', partner: 'Partner garden' }, { required: true, defaultValue: 'family' }),
    { name: 'region', type: 'text', localized: true },
    { name: 'elevation', type: 'number', admin: { description: 'Metres above sea level' } },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the estate’s card' } },
    { name: 'description', type: 'richText', localized: true, required: true },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'cover_image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'images',
      type: 'array',
      admin: { description: 'The gallery; each picture’s alt text comes from the media library' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    {
      name: 'video',
      type: 'group',
      admin: { description: 'A YouTube link or an uploaded video file, and the picture shown before it plays' },
      fields: [
        {
          name: 'video_url',
          type: 'text',
          validate: httpsUrl({ optional: true, message: 'A full https URL (YouTube)' }),
        },
        { name: 'video_file', type: 'upload', relationTo: 'media' },
        captionsField(),
        { name: 'thumbnail', type: 'upload', relationTo: 'media' },
        { name: 'title', type: 'text', localized: true },
      ],
    },
    {
      name: 'tour',
      type: 'group',
      admin: { description: 'The estate’s tour: a link with its text in each language' },
      fields: [
        {
          name: 'url',
          type: 'text',
          validate: sitePathOrUrl({ optional: true, message: 'A site path starting with / or a full http(s) URL' }),
        },
        { name: 'text', type: 'text', localized: true },
      ],
    },
  ],
  search: {
    label: { en: 'Tea estate', de: 'Teegarten' },
    priority: 6,
    toEntry: (estate) => entryWithSeo(estate, { title: estate.name, url: routes.family.teaGardens(estate.slug), excerpt: estate.summary, text: [estate.region, estate.summary, lexicalToText(estate.description), contentToText(estate.images)] }),
  },
})
