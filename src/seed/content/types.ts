import type { ImageKey } from '../images/catalogue'
import type { RichTextPart } from '../richText'
import type { FileIds, Locale, MediaIds, PageBlock } from '../types'
import type { SeedFile } from '../files'

/**
 * The shapes seed copy is written in. Every piece of text sits beside its translation
 * (`{ en, de? }`); pictures are referred to by their catalogue key.
 */
export type Localized<T> = { en: T; de?: T }

export type ContentCopy = {
  header?: string
  subHeading?: string
  body?: RichTextPart[]
  linkText?: string
  quote?: string
  author?: string
}

export type CardSeed = { image: ImageKey; link: string; copy: Localized<{ title: string; description?: string }> }

export type SlideSeed = { image: ImageKey; link?: string; copy: Localized<{ header: string; linkText?: string }> }

export type VideoSeed = { poster: ImageKey; copy: Localized<{ header: string; description?: string }> }

export type BlockSeed =
  | { blockType: 'content'; image?: ImageKey; imagePosition?: 'left' | 'right' | 'top'; link?: string; copy: Localized<ContentCopy> }
  | { blockType: 'cardGrid'; copy: Localized<{ title?: string }>; items: CardSeed[] }
  | { blockType: 'slider'; slides: SlideSeed[] }
  /**
   * Any other block: a function that writes the block's data for one locale. The structure (rows,
   * images, links) must be the same for every locale, as withRowIds copies row ids by position.
   * `files` (generated PDFs, audio: src/seed/files.ts) are uploaded before the page is created, and
   * `build` finds their media ids by file name.
   */
  | { blockType: 'custom'; files?: SeedFile[]; build: (locale: Locale, media: MediaIds, files: FileIds) => PageBlock }

export type SeoSeed = Localized<{ title: string; description: string; keywords: string }>

/** A generic content page (collection `pages`). The header image doubles as the share image. */
export type PageSeed = {
  path: string
  country?: string
  headerImage: ImageKey
  copy: Localized<{ title: string; intro: string }>
  blocks: BlockSeed[]
  seo: SeoSeed
}

/** A country's home page (collection `home`). */
export type HomeSeed = {
  country: string
  sliders: SlideSeed[]
  mobileSliders: SlideSeed[]
  blocks: BlockSeed[]
  explore: CardSeed[]
  videos: VideoSeed[]
  shareImage: ImageKey
  seo: SeoSeed
}
