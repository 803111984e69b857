import { GALLERY_GROUPS, galleryUrl, type GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { imageField } from '../../fields/media'
import { slugField } from '../../fields/slug'
import { orderField, titleField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

const GROUP_LABELS: Record<GalleryGroup, string> = {
  photographers: 'Photographer',
  albums: 'Album',
  'inspired-me': 'Tea inspired me',
  artists: 'Artist',
}

/**
 * Tea Inspired's image groups (data-layer spec, tea inspired images): photographers (image, name,
 * description, images), albums, tea-inspired-me entries and artists (cover image, title, short and
 * long description, images), each with its own SEO. One collection for the four, as their fields
 * are one shape: a photographer's name is the title and their image the cover. Each item has a
 * page under its group's address (src/lib/tea-inspired/gallery-groups.ts); the pictures open in
 * the lightbox gallery, each with the alt text of its media document.
 */
export const InspiredGalleries = defineContentCollection({
  slug: 'inspired-galleries',
  labels: ['Tea Inspired gallery item', 'Tea Inspired galleries'],
  typescript: { interface: 'InspiredGallery' },
  group: 'Tea Inspired',
  columns: ['group', 'slug', 'order'],
  fields: [
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      options: GALLERY_GROUPS.map((value) => ({ label: GROUP_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Which list the item appears in, and so its address' },
    },
    titleField({ admin: { description: 'The title; for a photographer, their name' } }),
    slugField({ description: 'The item’s address, e.g. a-monsoon-in-dimbula; unique across all four groups.' }),
    orderField('Lower comes first in its list'),
    imageField('cover', { required: true, admin: { description: 'The card and banner picture; for a photographer, their image' } }),
    imageField('portrait', { admin: { description: 'The person the item is about (a photographer, an artist, a tea drinker): their portrait, shown beside the text' } }),
    {
      name: 'short_description',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'One or two sentences for the card and under the page title' },
    },
    {
      name: 'long_description',
      type: 'richText',
      localized: true,
      admin: { description: 'The page’s text; for a photographer, their description' },
    },
    {
      name: 'images',
      type: 'array',
      required: true,
      minRows: 1,
      // One page shows them all; a bound keeps the page and its lightbox reasonable.
      maxRows: 60,
      labels: { singular: 'Picture', plural: 'Pictures' },
      admin: { description: 'The gallery; each picture’s alt text comes from the media library' },
      fields: [imageField('image', { required: true })],
    },
  ],
  search: {
    label: { en: 'Tea Inspired gallery', de: 'Tea-Inspired-Galerie' },
    priority: 3,
    toEntry: (item) => entryWithSeo(item, { title: item.title, url: galleryUrl(item.group, item.slug), excerpt: item.short_description, text: [item.short_description, lexicalToText(item.long_description)] }),
  },
})
