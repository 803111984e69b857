import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { mediaSearchBlock } from './media-search'
import type { PageSeed } from './types'

/**
 * The media section's albums, audio and video lists: `pages` records whose listing blocks
 * (src/components/listing) list the items; the title, header image and SEO are the listings'
 * banner customisation, editable like any page.
 */
const listPage = (
  path: string,
  headerImage: PageSeed['headerImage'],
  blockType: 'albumList' | 'audioList' | 'videoList',
  pageSize: number,
  copy: PageSeed['copy'],
  seo: PageSeed['seo'],
): PageSeed => ({
  path,
  headerImage,
  copy,
  blocks: [{ blockType: 'custom', build: () => ({ blockType, page_size: pageSize }) }, mediaSearchBlock],
  seo,
})

export const mediaItemPages: PageSeed[] = [
  listPage(
    routes.media.images(),
    'bannerImages',
    'albumList',
    12,
    {
      en: { title: 'Images', intro: `Photographs from our estates, factories and tea lounges. Open an album to download pictures for your story: originals, with captions, free to use in reporting on ${brandName}.` },
      de: { title: 'Bilder', intro: `Fotos aus unseren Teegärten, Fabriken und Tea Lounges. Öffnen Sie ein Album, um Bilder für Ihren Beitrag herunterzuladen: Originale mit Bildunterschriften, frei für Berichte über ${brandName}.` },
    },
    {
      en: {
        title: `${brandName} image albums for press and partners`,
        description: 'Download original photographs of our Ceylon tea estates, factories, tasting room and tea lounge, with captions.',
        keywords: 'press photos, tea estate photographs, Ceylon tea images, press kit',
      },
    },
  ),
  listPage(
    routes.media.audios,
    'bannerPodcasts',
    'audioList',
    10,
    {
      en: { title: 'Audio', intro: 'Interviews, talks, radio features and the sounds of the estates, each with a transcript.' },
      de: { title: 'Audio', intro: 'Interviews, Vorträge, Radiobeiträge und die Klänge der Teegärten, jeweils mit Transkript.' },
    },
    {
      en: {
        title: `${brandName} audio: interviews, talks and estate soundscapes`,
        description: 'Listen to interviews with our planters and tasters, talks on the tea trade and recordings from the tea gardens, with transcripts.',
        keywords: 'tea interviews, tea radio, estate sounds, Ceylon tea audio',
      },
    },
  ),
  listPage(
    routes.media.videos,
    'bannerTimeline',
    'videoList',
    9,
    {
      en: { title: 'Videos', intro: 'Films from the tea gardens, how-to guides from our tasters and the events we host.' },
      de: { title: 'Videos', intro: 'Filme aus den Teegärten, Anleitungen unserer Verkoster und unsere Veranstaltungen.' },
    },
    {
      en: {
        title: `${brandName} videos: estates, brewing guides and events`,
        description: 'Watch films about our Ceylon tea estates, learn to brew and serve tea well, and see the events we host.',
        keywords: 'tea videos, how to brew tea, tea estate film, Ceylon tea',
      },
    },
  ),
]
