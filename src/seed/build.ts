import type { Home, Page } from '@/payload-types'
import { images, type ImageKey } from './images/catalogue'
import { withoutRepeatedWords } from '@/components/home/phone-slides'
import { richText } from './richText'
import type { FileIds, Locale, MediaIds, PageBlock } from './types'
import type { BlockSeed, HomeSeed, Localized, PageSeed, SeoSeed, SlideSeed } from './content/types'

/**
 * Turns seed copy into Payload data for one locale. The structure (rows, images, links) is the
 * same for every locale; only the localized strings differ, so a German pass can be written onto
 * the rows the English pass created.
 */
export type { FileIds, Locale, MediaIds, PageBlock }

type Built<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>

/** The copy for a locale; a missing translation stays empty so Payload falls back to English. */
export const t = <T>(copy: Localized<T>, locale: Locale): Partial<T> => (locale === 'en' ? copy.en : (copy.de ?? {}))

export function pageData(seed: PageSeed, locale: Locale, media: MediaIds, files: FileIds = {}): Built<Page> {
  const copy = t(seed.copy, locale)
  return {
    path: seed.path,
    country: (seed.country ?? 'GLOBAL') as Page['country'],
    title: copy.title as string,
    intro: copy.intro,
    header_image: media[seed.headerImage],
    contents: seed.blocks.map((b) => blockData(b, locale, media, files)),
    seo: seoData(seed.seo, locale, media, seed.headerImage),
    _status: 'published',
  }
}

export function homeData(seed: HomeSeed, locale: Locale, media: MediaIds, videoUrls: string[]): Built<Home> {
  return {
    country: seed.country as Home['country'],
    sliders: seed.sliders.map((s) => slideData(s, locale, media)),
    // The phone slides carry their own pictures; their words fall back to the desktop slides' (src/components/home/phone-slides.ts).
    mobile_sliders: withoutRepeatedWords(
      seed.sliders.map((s) => slideData(s, locale, media)),
      seed.mobileSliders.map((s) => slideData(s, locale, media)),
    ),
    contents: seed.blocks.map((b) => blockData(b, locale, media)),
    explore_items: seed.explore.map((item) => ({
      image: media[item.image],
      link: item.link,
      title: t(item.copy, locale).title as string,
    })),
    featured_videos: seed.videos.slice(0, videoUrls.length).map((v, i) => ({
      image: media[v.poster],
      video_url: videoUrls[i]!,
      header: t(v.copy, locale).header as string,
      description: t(v.copy, locale).description,
    })),
    seo: seoData(seed.seo, locale, media, seed.shareImage),
    _status: 'published',
  }
}

export function slideData(slide: SlideSeed, locale: Locale, media: MediaIds) {
  const copy = t(slide.copy, locale)
  return {
    image: media[slide.image],
    header: copy.header,
    slider_has_link: Boolean(slide.link),
    link: slide.link,
    link_text: copy.linkText,
  }
}

function blockData(block: BlockSeed, locale: Locale, media: MediaIds, files: FileIds = {}): PageBlock {
  switch (block.blockType) {
    case 'content': {
      const copy = t(block.copy, locale)
      return {
        blockType: 'content',
        has_header: Boolean(block.copy.en.header),
        header: copy.header,
        has_sub_heading: Boolean(block.copy.en.subHeading),
        sub_heading: copy.subHeading,
        content: copy.body ? richText(copy.body) : undefined,
        has_link: Boolean(block.link),
        link: block.link,
        link_text: copy.linkText,
        image: block.image ? media[block.image] : undefined,
        image_position: block.imagePosition ?? 'right',
        quote: copy.quote,
        author: copy.author,
      }
    }
    case 'cardGrid':
      return {
        blockType: 'cardGrid',
        title: t(block.copy, locale).title,
        items: block.items.map((item) => ({
          image: media[item.image],
          link: item.link,
          // Required in every language: an untranslated card keeps its English title.
          title: t(item.copy, locale).title ?? item.copy.en.title,
          description: t(item.copy, locale).description,
        })),
      }
    case 'slider':
      return { blockType: 'slider', slides: block.slides.map((s) => slideData(s, locale, media)) }
    case 'custom':
      return block.build(locale, media, files)
  }
}

export function seoData(seo: SeoSeed, locale: Locale, media: MediaIds, image: ImageKey) {
  const copy = t(seo, locale)
  return {
    meta_title: copy.title,
    meta_description: copy.description,
    keywords: copy.keywords,
    share_image: media[image],
    // English uses the picture's own description; other languages fall back to it until translated.
    share_image_alt: locale === 'en' ? images[image].alt : undefined,
    prevent_indexing: false,
  }
}

/**
 * Copies row ids from the saved document onto a second-locale payload, position by position,
 * so Payload stores the translation on the existing array rows and blocks instead of replacing them.
 */
export function withRowIds<T>(target: T, saved: unknown): T {
  if (Array.isArray(target) && Array.isArray(saved)) {
    return target.map((row, i) => withRowIds(row, saved[i])) as T
  }
  if (target && typeof target === 'object' && saved && typeof saved === 'object') {
    const out: Record<string, unknown> = { ...(target as Record<string, unknown>) }
    const from = saved as Record<string, unknown>
    if (typeof from.id === 'string' && out.id === undefined) out.id = from.id
    for (const [key, value] of Object.entries(out)) {
      if (value && typeof value === 'object') out[key] = withRowIds(value, from[key])
    }
    return out as T
  }
  return target
}
