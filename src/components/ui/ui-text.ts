import type { Locale } from '@/config/variant'
import { dictionary, type Dictionary } from '@/i18n'

/** Interface words used by blocks and the home page: the dictionary's `blocks` section (src/i18n). */
export type UiText = Dictionary['blocks']

export function uiText(locale?: Locale): UiText {
  return dictionary(locale).blocks
}

/** The plain-string labels a client carousel needs (functions cannot cross to the client). */
export function carouselLabels(locale: Locale, total: number, label?: string) {
  const t = uiText(locale)
  return {
    region: label ?? t.carousel,
    previous: t.previousSlide,
    next: t.nextSlide,
    dots: t.slideControls,
    slides: Array.from({ length: total }, (_, i) => t.slideOf(i + 1, total)),
    showSlides: Array.from({ length: total }, (_, i) => t.showSlide(i + 1, total)),
  }
}

export type CarouselLabels = ReturnType<typeof carouselLabels>
