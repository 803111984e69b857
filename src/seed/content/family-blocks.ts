import { brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import { t, type Locale, type MediaIds, type PageBlock } from '../build'
import type { Localized } from './types'

/** Seed helpers for the Family section's reusable blocks (value cards and quotes), shared by its pages. */

export type ValueCardSeed = { image: ImageKey; copy: Localized<{ title: string; shortText: string; longText: string }> }

export function valueCardsBlock(
  copy: Localized<{ title?: string; intro?: string }>,
  cards: ValueCardSeed[],
): (locale: Locale, media: MediaIds) => PageBlock {
  return (locale, media) => ({
    blockType: 'valueCards',
    title: t(copy, locale).title,
    intro: t(copy, locale).intro,
    cards: cards.map((card) => {
      // Required in every language: an untranslated card keeps its English text.
      const text = { ...card.copy.en, ...t(card.copy, locale) }
      return { image: media[card.image], title: text.title, short_text: text.shortText, long_text: text.longText }
    }),
  })
}

/** The portraits of the people the site quotes, by the name a quote gives (the author's portrait sits beside the quote). */
const QUOTED: Record<string, ImageKey> = {
  [`Kamala ${brandName}`]: 'portraitFounder',
  [`Upali ${brandName}`]: 'portraitUpali',
}

export function quoteBlock(copy: Localized<{ title?: string; quote: string; author?: string; linkText?: string }>, link?: string) {
  return (locale: Locale, media: MediaIds): PageBlock => {
    const portrait = copy.en.author ? QUOTED[copy.en.author] : undefined
    const text = t(copy, locale)
    return {
      blockType: 'quote',
      title: text.title,
      // Required in every language: an untranslated quote keeps its English words.
      quote: text.quote ?? copy.en.quote,
      author: text.author,
      portrait: portrait && media[portrait],
      has_link: Boolean(link),
      link,
      link_text: text.linkText,
    }
  }
}
