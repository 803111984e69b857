import type { GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { galleryUrl } from '@/lib/tea-inspired/gallery-groups'
import type { ImageKey } from '../images/catalogue'
import type { PageSeed } from './types'

/**
 * The list pages of Tea Inspired's image groups: `pages` records at each group's address holding
 * the inspiredGallery block for that group. Their title, banner and SEO are the spec's SEO "for
 * each of the four groups", editable like any page.
 */
const listPage = (group: GalleryGroup, headerImage: ImageKey, copy: PageSeed['copy'], seo: PageSeed['seo']): PageSeed => ({
  path: galleryUrl(group),
  headerImage,
  copy,
  blocks: [{ blockType: 'custom', build: () => ({ blockType: 'inspiredGallery', group, page_size: 12 }) }],
  seo,
})

export const teaInspiredGalleryPages: PageSeed[] = [
  listPage(
    'photographers',
    'mediaEstateMorning',
    {
      en: { title: 'Photographers', intro: 'The tea country through the lenses of the photographers who visit it: its hills at first light, its monsoons and the colour of a cup of tea.' },
      de: { title: 'Fotografen', intro: 'Das Teeland durch die Objektive der Fotografen, die es besuchen: seine Hügel im ersten Licht, seine Monsune und die Farbe einer Tasse Tee.' },
    },
    {
      en: {
        title: 'Photographers of the tea country: Tea Inspired',
        description: 'Meet the photographers who work on our Ceylon tea estates and in our studio, and see the pictures tea inspired them to make.',
        keywords: 'tea photographers, tea estate photography, Ceylon tea country pictures',
      },
    },
  ),
  listPage(
    'albums',
    'mediaHillsDusk',
    {
      en: { title: 'Albums', intro: 'Picture albums from the estates, the factories and the tea tables of the countries where our tea is poured.' },
      de: { title: 'Alben', intro: 'Bilderalben aus den Teegärten, den Fabriken und von den Teetischen der Länder, in denen unser Tee getrunken wird.' },
    },
    {
      en: {
        title: 'Tea garden albums: Tea Inspired',
        description: 'Albums of pictures from our tea gardens through the seasons, from field to factory, and from tea tables around the world.',
        keywords: 'tea garden albums, tea estate seasons, tea factory pictures, tea tables',
      },
    },
  ),
  listPage(
    'inspired-me',
    'bannerInspiredMe',
    {
      en: { title: 'Tea inspired me', intro: 'Pictures tea drinkers sent us of their own tea moments: on a hill, at a grandmother’s table, by a window after a night shift.' },
      de: { title: 'Vom Tee inspiriert', intro: 'Bilder, die Teetrinker uns von ihren eigenen Teemomenten geschickt haben: auf einem Berg, am Tisch der Großmutter, am Fenster nach der Nachtschicht.' },
    },
    {
      en: {
        title: 'Tea inspired me: your tea moments',
        description: 'Photographs our tea drinkers sent us of the moments a cup of tea made, with the stories they told us about them.',
        keywords: 'tea moments, tea drinkers photos, tea stories',
      },
    },
  ),
  listPage(
    'artists',
    'mediaPatternGolden',
    {
      en: { title: 'Artists', intro: 'Paintings, prints and pots that began with a cup of tea, by artists who found their subject in the tea country.' },
      de: { title: 'Künstler', intro: 'Bilder, Drucke und Keramik, die mit einer Tasse Tee begannen, von Künstlern, die im Teeland ihr Thema fanden.' },
    },
    {
      en: {
        title: 'Artists inspired by tea: Tea Inspired',
        description: 'Watercolours of the tea hills, linocuts of withering leaf and teapots thrown from river clay: the artists tea has inspired.',
        keywords: 'tea art, tea paintings, tea prints, tea ceramics',
      },
    },
  ),
]
