import type { Variant } from '@/config/variant'
import { dictionary, recordingsLanguageNote } from '@/i18n'
import { listFilters } from '@/lib/listing/types'
import { pageTypes } from '@/routes'
import { AUDIO_CATEGORIES, VIDEO_CATEGORIES, type AudioCategory, type VideoCategory } from '@/lib/media/media-categories'
import { findAlbums, findAudio, findVideo, type AlbumItem, type AudioListItem, type VideoListItem } from './media-items'
import { defineListing, yearOptions } from './listing'

/**
 * The media section's three listings on the listing engine (src/components/listing): the image
 * albums (no filters, link cards to each album), the audio items (year and sub-category; each
 * drawn as a player with its transcript, their language said once above them) and the videos (year
 * and sub-category; thumbnails that open the video popup). Their REST calls are /dmc-apis/images, /dmc-apis/audio and /dmc-apis/video.
 */

export const albumListing = defineListing<AlbumItem>({
  name: 'images',
  endpoint: '/dmc-apis/images',
  collection: 'image-albums',
  // The data-layer spec's default for the images call.
  defaultSize: 20,
  filters: listFilters(pageTypes.mediaImages),
  card: { title: 'title', date: 'date', image: 'cover', teaser: 'summary' },
  read: (filters, variant) => findAlbums(filters, variant),
  options: async () => ({}),
  copy: (locale) => {
    const t = dictionary(locale).mediaItems
    return { itemOne: t.albumOne, itemOther: t.albumOther }
  },
})

const categoryCopy = (locale: 'en' | 'de') => {
  const t = dictionary(locale).mediaItems
  return { subCategory: { label: t.subCategory, any: t.anyCategory }, year: { label: t.year, any: t.anyYear } }
}

type MediaItemWords = ReturnType<typeof dictionary>['mediaItems']

/** The year and sub-category choices of a listing whose categories are a fixed list named in the words. */
const categoryOptions =
  <C extends string>(collection: 'audio-items' | 'video-items', categories: readonly C[], namesOf: (words: MediaItemWords) => Record<C, string>) =>
  async (variant: Variant) => {
    const names = namesOf(dictionary(variant.locale).mediaItems)
    return { year: await yearOptions(collection, variant), subCategory: categories.map((value) => ({ value, label: names[value] })) }
  }

export const audioListing = defineListing<AudioListItem>({
  name: 'audio',
  endpoint: '/dmc-apis/audio',
  collection: 'audio-items',
  defaultSize: 10,
  filters: listFilters(pageTypes.mediaAudios),
  card: { title: 'title', date: 'year', dateStyle: 'year', teaser: 'summary' },
  renderer: 'audio',
  read: ({ page, size, year, subCategory }, variant) => findAudio({ page, size, year, subCategory: subCategory as AudioCategory | undefined }, variant),
  options: categoryOptions('audio-items', AUDIO_CATEGORIES, (words) => words.audioCategories),
  copy: (locale) => ({ itemOne: dictionary(locale).mediaItems.recordingOne, itemOther: dictionary(locale).mediaItems.recordingOther, filters: categoryCopy(locale) }),
  note: recordingsLanguageNote,
})

export const videoListing = defineListing<VideoListItem>({
  name: 'video',
  endpoint: '/dmc-apis/video',
  collection: 'video-items',
  defaultSize: 9,
  filters: listFilters(pageTypes.mediaVideos),
  card: { title: 'title', date: 'year', dateStyle: 'year', teaser: 'description', image: 'thumbnail' },
  renderer: 'video',
  read: ({ page, size, year, subCategory }, variant) => findVideo({ page, size, year, subCategory: subCategory as VideoCategory | undefined }, variant),
  options: categoryOptions('video-items', VIDEO_CATEGORIES, (words) => words.videoCategories),
  copy: (locale) => ({ itemOne: dictionary(locale).mediaItems.videoOne, itemOther: dictionary(locale).mediaItems.videoOther, filters: categoryCopy(locale) }),
})
