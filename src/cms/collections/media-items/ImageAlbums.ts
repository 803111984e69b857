import { routes } from '@/routes'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/**
 * An image album (/media/images/{slug}): a cover, a date and its pictures, each with a caption and
 * the alt text it is shown with (the picture's own alt text unless the album gives one for its
 * context). Journalists pick pictures on the album page and download them as one zip of the
 * stored originals (GET /dmc-apis/images_download/{slug}).
 */
export const ImageAlbums = defineContentCollection({
  slug: 'image-albums',
  labels: ['Image album', 'Image albums'],
  group: 'Media centre',
  columns: ['date', 'slug'],
  defaultSort: '-date',
  fields: [
    titleField(),
    slugField({ description: 'The album’s address, e.g. uva-quality-season-2025.' }),
    { name: 'date', type: 'date', required: true, index: true, admin: { position: 'sidebar', description: 'Shown on the album; newest albums come first' } },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the album’s card' } },
    imageField('cover', { required: true }),
    {
      name: 'images',
      type: 'array',
      required: true,
      minRows: 1,
      // The press-kit download validates ids against this list; a bound keeps that and the page small.
      maxRows: 100,
      labels: { singular: 'Picture', plural: 'Pictures' },
      fields: [
        imageField('image', { required: true }),
        { name: 'caption', type: 'text', localized: true, admin: { description: 'Shown under the picture and in the press kit' } },
        { name: 'alt', type: 'text', localized: true, admin: { description: 'Alt text for this album; default: the picture’s own' } },
      ],
    },
  ],
  search: {
    label: { en: 'Image album', de: 'Bildalbum' },
    priority: 3,
    toEntry: (album) => entryWithSeo(album, { title: album.title, url: routes.media.images(album.slug), excerpt: album.summary, text: [album.summary, ...(album.images ?? []).map((row) => row.caption)] }),
  },
})
