import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { mediaSearchBlock } from './media-search'
import type { PageSeed } from './types'

/**
 * The news, events and press list pages (their items: src/seed/media-items/). Each is a page with
 * its listing block; the events page puts the upcoming events first.
 */
const news: PageSeed = {
  path: routes.media.news(),
  headerImage: 'bannerMonsoon',
  copy: {
    en: { title: 'News', intro: `What is happening on the estates, in the factories and in the ${brandName} family. Filter by year, month or topic.` },
    de: { title: 'Neuigkeiten', intro: `Was auf den Plantagen, in den Fabriken und in der Familie ${brandName} geschieht. Filtern Sie nach Jahr, Monat oder Thema.` },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'newsList', title: locale === 'de' ? 'Alle Neuigkeiten' : 'All news', page_size: 9 }) }, mediaSearchBlock],
  seo: {
    en: { title: 'News', description: `${brandName} news: the estates, the teas, sustainability work and the people behind them.`, keywords: `${brandName} news, Ceylon tea news, tea estate news` },
  },
}

const events: PageSeed = {
  path: routes.media.events(),
  headerImage: 'bannerDusk',
  copy: {
    en: { title: 'Events', intro: 'Tastings, estate open days, fairs and festivals: where to meet us and our teas.' },
    de: { title: 'Veranstaltungen', intro: 'Verkostungen, Tage der offenen Plantage, Messen und Feste: wo Sie uns und unsere Tees treffen.' },
  },
  blocks: [
    { blockType: 'custom', build: (locale) => ({ blockType: 'upcomingEvents', title: locale === 'de' ? 'Demnächst' : 'Coming up', count: 3, show_all_link: false }) },
    { blockType: 'custom', build: (locale) => ({ blockType: 'eventsList', title: locale === 'de' ? 'Alle Veranstaltungen' : 'All events', page_size: 6 }) },
    mediaSearchBlock,
  ],
  seo: {
    en: { title: 'Events', description: `${brandName} events: tastings, estate open days, trade fairs and tea festivals.`, keywords: 'tea events, tea tasting, tea festival' },
  },
}

const press: PageSeed = {
  path: routes.media.inPress(),
  headerImage: 'bannerPress',
  copy: {
    en: { title: `${brandName} in the press`, intro: 'What newspapers, magazines, radio and television have said about us, our press releases and interviews.' },
    de: { title: `${brandName} in der Presse`, intro: 'Was Zeitungen, Zeitschriften, Radio und Fernsehen über uns berichtet haben, unsere Pressemitteilungen und Interviews.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'pressList', title: locale === 'de' ? 'Alle Pressebeiträge' : 'All press', page_size: 9 }) }, mediaSearchBlock],
  seo: {
    en: { title: `${brandName} in the press`, description: `Press coverage, press releases and interviews about ${brandName} and its estates.`, keywords: `${brandName} press, tea press releases, media coverage` },
  },
}

export const mediaListPages: PageSeed[] = [news, events, press]
