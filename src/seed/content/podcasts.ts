import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'

/** The podcasts page: an introduction, then the Podcasts block (featured episode and every series). */
export const podcastsPage: PageSeed = {
  path: routes.allAboutTea.podcasts(),
  headerImage: 'bannerPodcasts',
  copy: {
    en: {
      title: `${brandName} podcasts`,
      intro: 'Conversations from the tea gardens and the tasting room: the people who grow, make and taste our tea, in their own words.',
    },
    de: {
      title: `${brandName} Podcasts`,
      intro: 'Gespräche aus den Teegärten und dem Verkostungsraum: die Menschen, die unseren Tee anbauen, herstellen und verkosten, mit ihren eigenen Worten.',
    },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'podcasts', title: locale === 'de' ? 'Unsere Reihen' : 'Our series', show_featured: true }),
    },
  ],
  seo: {
    en: {
      title: `${brandName} podcasts: tea gardens and tasting`,
      description: 'Listen to conversations with the planters, factory officers and tea tasters behind our Ceylon tea, with show notes and transcripts.',
      keywords: 'tea podcast, Ceylon tea, tea tasting, tea estate, planters',
    },
  },
}
