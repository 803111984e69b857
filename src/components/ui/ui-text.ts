import type { Locale } from '@/data/variant'

/** Interface words used by blocks and the home page, per language (content itself comes from the CMS). */
const text = {
  en: {
    carousel: 'Highlights',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    showSlide: (n: number, total: number) => `Show slide ${n} of ${total}`,
    slideControls: 'Choose a slide',
    readMore: 'Read more',
    exploreEyebrow: 'Explore',
    exploreTitle: 'Discover the world of Dalumara',
    videosEyebrow: 'Watch',
    videosTitle: 'Featured videos',
    playVideo: (title: string) => `Play video: ${title}`,
    close: 'Close',
    youtubeNote: 'This video plays from YouTube, which may set its own cookies.',
  },
  de: {
    carousel: 'Höhepunkte',
    previousSlide: 'Vorheriges Bild',
    nextSlide: 'Nächstes Bild',
    slideOf: (n: number, total: number) => `${n} von ${total}`,
    showSlide: (n: number, total: number) => `Bild ${n} von ${total} zeigen`,
    slideControls: 'Bild auswählen',
    readMore: 'Weiterlesen',
    exploreEyebrow: 'Entdecken',
    exploreTitle: 'Die Welt von Dalumara entdecken',
    videosEyebrow: 'Ansehen',
    videosTitle: 'Ausgewählte Videos',
    playVideo: (title: string) => `Video abspielen: ${title}`,
    close: 'Schließen',
    youtubeNote: 'Dieses Video wird über YouTube abgespielt, das eigene Cookies setzen kann.',
  },
} satisfies Record<Locale, unknown>

export type UiText = (typeof text)['en']

export function uiText(locale: Locale = 'en'): UiText {
  return text[locale] ?? text.en
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
