import type { DataFromCollectionSlug, Where } from 'payload'
import type { AudioItem as AudioDoc, ImageAlbum, Media, VideoItem as VideoDoc } from '@/payload-types'
import type { AudioCategory, VideoCategory } from '@/lib/media/media-categories'
import { lexicalToText } from '@/cms/search/plain-text'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { routes } from '@/routes'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { videoSourceOf, type VideoSource } from '../video-source'
import { findBySlug, findList } from '../content'
import { mostShared } from '../share-counts'
import type { Variant } from '@/config/variant'

/**
 * The media section's image albums, audio and video: the shapes the REST calls and the pages
 * share, and their reads (through src/data/content.ts, so the country and language rules, drafts
 * and cache tags apply).
 */

export type Page = { page: number; size: number }
export type Listed<T> = { items: T[]; total: number }

/** One album in a list (GET /dmc-apis/images, the albums page). */
export type AlbumItem = {
  slug: string
  url: string
  title: string
  date: string
  summary: string | null
  cover: Picture | null
  image_count: number
}

/** One picture of an album: what the grid shows and what the press kit downloads. */
export type AlbumImage = Picture & {
  /** The stored file's id: what the press-kit download names it by. */
  id: number
  caption: string | null
  filename: string
  mime_type: string | null
  /** Bytes of the original (0 when unknown). */
  filesize: number
}

/** An album's page and GET /dmc-apis/images_by_name/{name}. */
export type AlbumDetail = AlbumItem & {
  images: AlbumImage[]
  /** The press-kit download of this album: add `?ids=1,2,3` (ids of `images`). */
  download_url: string
}

export type AudioListItem = {
  slug: string
  url: string
  title: string
  year: number
  sub_category: AudioCategory
  summary: string | null
  /** The uploaded recording's address, else the stream address. */
  audio_url: string | null
  mime_type: string | null
  filename: string | null
  filesize: number | null
  duration_seconds: number | null
  /**
   * The transcript as plain text, one paragraph a line: what the listing shows, and small enough to
   * hand to the listing's island with every page.
   */
  transcript: string
}

export type VideoListItem = VideoSource & {
  slug: string
  url: string
  title: string
  year: number
  sub_category: VideoCategory
  description: string | null
  thumbnail: Picture | null
}

export const pressKitPath = (slug: string) => `/dmc-apis/images_download/${encodeURIComponent(slug)}`

const asMedia = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null)

export function toAlbumItem(doc: ImageAlbum): AlbumItem {
  return {
    slug: doc.slug,
    url: routes.media.images(doc.slug),
    title: doc.title,
    date: doc.date,
    summary: doc.summary ?? null,
    cover: pictureOf(doc.cover),
    image_count: doc.images?.length ?? 0,
  }
}

/** The album's pictures in the editors' order; uploads that went missing are left out. */
export function albumImages(doc: ImageAlbum): AlbumImage[] {
  return (doc.images ?? []).flatMap((row) => {
    const media = asMedia(row.image)
    const picture = pictureOf(media)
    if (!media || !picture || !media.filename) return []
    // The keys in the order the answer has always had them (the original, full-size file first).
    return [{
      id: media.id,
      url: picture.url,
      width: picture.width,
      height: picture.height,
      alt: row.alt || picture.alt,
      caption: row.caption ?? null,
      filename: media.filename,
      mime_type: media.mimeType ?? null,
      filesize: media.filesize ?? 0,
    }]
  })
}

export function toAlbumDetail(doc: ImageAlbum): AlbumDetail {
  return { ...toAlbumItem(doc), images: albumImages(doc), download_url: pressKitPath(doc.slug) }
}

export function toAudioItem(doc: AudioDoc): AudioListItem {
  const file = asMedia(doc.audio_file)
  return {
    slug: doc.slug,
    url: mediaItemUrl('audio', doc),
    title: doc.title,
    year: doc.year,
    sub_category: doc.sub_category,
    summary: doc.summary ?? null,
    audio_url: file?.url ?? doc.stream_url ?? null,
    mime_type: file?.mimeType ?? null,
    filename: file?.filename ?? null,
    filesize: file?.filesize ?? null,
    duration_seconds: doc.duration_seconds ?? null,
    transcript: lexicalToText(doc.transcript),
  }
}

export function toVideoItem(doc: VideoDoc): VideoListItem {
  return {
    slug: doc.slug,
    url: mediaItemUrl('video', doc),
    title: doc.title,
    year: doc.year,
    sub_category: doc.sub_category,
    description: doc.description ?? null,
    ...videoSourceOf(doc),
    thumbnail: pictureOf(doc.thumbnail),
  }
}

/** A page of the albums of a country, newest first. */
export async function findAlbums({ page, size }: Page, variant: Variant): Promise<Listed<AlbumItem>> {
  const { docs, total } = await findList({ collection: 'image-albums', variant, sort: ['-date', 'slug'], page, size, depth: 1 })
  return { items: docs.map(toAlbumItem), total }
}

/** The newest albums (the images call's `recentItems`). */
export async function recentAlbums(variant: Variant, limit: number): Promise<AlbumItem[]> {
  return (await findAlbums({ page: 1, size: limit }, variant)).items
}

/**
 * The most shared albums (the images call's `mostShared`): counted share-link clicks
 * (src/data/share-counts.ts). Albums nobody has shared yet are not "most shared": the list may be
 * shorter than `limit`, or empty.
 */
export async function mostSharedAlbums(variant: Variant, limit: number): Promise<AlbumItem[]> {
  const slugs = await mostShared('image-albums', variant, limit)
  if (!slugs.length) return []
  const { docs } = await findList({ collection: 'image-albums', variant, where: { slug: { in: slugs } }, size: slugs.length, depth: 1 })
  const bySlug = new Map(docs.map((doc) => [doc.slug, doc]))
  return slugs.flatMap((slug) => {
    const doc = bySlug.get(slug)
    return doc ? [toAlbumItem(doc)] : []
  })
}

/** One album by its slug (the page's last segment), with its pictures. */
export function getAlbum(slug: string, variant: Variant): Promise<ImageAlbum | null> {
  return findBySlug('image-albums', slug, variant)
}

/** The audio and video listings' filters: a year and a sub-category, each optional. */
export type MediaFilters<C extends string> = Page & { year?: number; subCategory?: C }

function filterWhere({ year, subCategory }: { year?: number; subCategory?: string }): Where | undefined {
  const and: Where[] = []
  if (year) and.push({ year: { equals: year } })
  if (subCategory) and.push({ sub_category: { equals: subCategory } })
  return and.length ? { and } : undefined
}

/** A page of a country's audio items, newest year first. Callers pass known sub-categories only. */
export function findAudio(filters: MediaFilters<AudioCategory>, variant: Variant): Promise<Listed<AudioListItem>> {
  return findByYear('audio-items', filters, variant, toAudioItem)
}

/** A page of a country's videos, newest year first. Callers pass known sub-categories only. */
export function findVideo(filters: MediaFilters<VideoCategory>, variant: Variant): Promise<Listed<VideoListItem>> {
  return findByYear('video-items', filters, variant, toVideoItem)
}

/** The audio and video listings' read: filtered by year and sub-category, newest year first. */
async function findByYear<C extends 'audio-items' | 'video-items', Item>(
  collection: C,
  filters: MediaFilters<string>,
  variant: Variant,
  toItem: (doc: DataFromCollectionSlug<C>) => Item,
): Promise<Listed<Item>> {
  const { docs, total } = await findList({ collection, variant, where: filterWhere(filters), sort: ['-year', 'slug'], page: filters.page, size: filters.size, depth: 1 })
  return { items: docs.map(toItem), total }
}
