import type { ImageKey } from '../images/catalogue'
import type { RichTextPart } from '../richText'
import type { BlockSeed, CardSeed, SlideSeed } from './types'

/**
 * Seed shorthands for the Tea Inspired pages. The spec's page fields map onto shared blocks:
 * content_1/content_2, title_content, intro_content and image_contents are content blocks (with a
 * quote and author where the tea lounge has one), sliders a slider, invitations and show_us_link a
 * content block with a link, quotes quote blocks, values value cards, lists of pages card grids.
 */

export const slider = (slides: SlideSeed[]): BlockSeed => ({ blockType: 'slider', slides })

export const slide = (image: ImageKey, header: string, link?: string, linkText?: string): SlideSeed => ({
  image,
  link,
  copy: { en: { header, linkText } },
})

type ContentOptions = { image?: ImageKey; imagePosition?: 'left' | 'right' | 'top'; link?: string; linkText?: string; quote?: string; author?: string }

/** A content block with English copy: a heading, paragraphs, and optionally an image, a link or a quote. */
export function content(header: string, body: RichTextPart[], options: ContentOptions = {}): BlockSeed {
  const { image, imagePosition, link, linkText, quote, author } = options
  return { blockType: 'content', image, imagePosition, link, copy: { en: { header, body, linkText, quote, author } } }
}

export const card = (link: string, image: ImageKey, title: string, description: string): CardSeed => ({
  image,
  link,
  copy: { en: { title, description } },
})

export const cards = (title: string, items: CardSeed[]): BlockSeed => ({ blockType: 'cardGrid', copy: { en: { title } }, items })
