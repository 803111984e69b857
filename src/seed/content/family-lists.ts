import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'

/** The two Family pages that list collection items: the tea gardens (with their map) and the testimonials. */

const teaGardens: PageSeed = {
  path: routes.family.teaGardens(),
  headerImage: 'heroLkMonsoon',
  copy: {
    en: {
      title: 'Our tea gardens',
      intro: `Three family estates and the partner gardens we buy from, from the dry hills of Uva to the rainforest edge of Ruhuna.`,
    },
    de: {
      title: 'Unsere Teegärten',
      intro: 'Drei Gärten der Familie und die Partnergärten, von denen wir kaufen – von den trockenen Hügeln Uvas bis an den Regenwald von Ruhuna.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Where our tea grows',
          body: [
            `Every ${brandName} tea comes from a garden we can name. Our own estates are run by the family; the partner gardens sell us their leaf at agreed prices, and we visit each of them every season.`,
            'Choose a garden to see its pictures, its film and how to visit it.',
          ],
        },
        de: {
          header: 'Wo unser Tee wächst',
          body: [
            `Jeder Tee von ${brandName} kommt aus einem Garten, den wir benennen können. Unsere eigenen Gärten führt die Familie; die Partnergärten verkaufen uns ihr Blatt zu vereinbarten Preisen, und wir besuchen jeden von ihnen in jeder Saison.`,
            'Wählen Sie einen Garten, um seine Bilder, seinen Film und die Besuchsmöglichkeiten zu sehen.',
          ],
        },
      },
    },
    { blockType: 'custom', build: (locale) => ({ blockType: 'teaEstates', title: locale === 'de' ? 'Die Gärten' : 'The gardens', show_map: true }) },
  ],
  seo: {
    en: { title: 'Our tea gardens', description: `The ${brandName} family estates in Uva, Dimbula and Ruhuna, and our partner gardens, on a map.`, keywords: 'tea estates, Kirikanda, Malhena, Hethumalee, Ceylon tea gardens' },
    de: { title: 'Unsere Teegärten', description: `Die Gärten der Familie ${brandName} in Uva, Dimbula und Ruhuna und unsere Partnergärten, auf einer Karte.`, keywords: 'Teegärten, Kirikanda, Malhena, Hethumalee, Ceylon-Tee' },
  },
}

const testimonials: PageSeed = {
  path: routes.family.testimonials,
  headerImage: 'bannerTestimonials',
  copy: {
    en: { title: 'Testimonials', intro: 'What tea lovers, hoteliers and the people who sell our tea say about it.' },
    de: { title: 'Stimmen', intro: 'Was Teeliebhaber, Hoteliers und die Menschen, die unseren Tee verkaufen, über ihn sagen.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'testimonials', title: locale === 'de' ? 'Was man über uns sagt' : 'In their words', page_size: 6 }) }],
  seo: {
    en: { title: 'Testimonials', description: `Tea lovers, hotel managers and trade buyers from around the world on ${brandName} tea.`, keywords: 'testimonials, reviews, Ceylon tea, hotels, tea buyers' },
    de: { title: 'Stimmen', description: `Teeliebhaber, Hotelmanager und Einkäufer aus aller Welt über den Tee von ${brandName}.`, keywords: 'Stimmen, Erfahrungen, Ceylon-Tee, Hotels' },
  },
}

export const familyListPages: PageSeed[] = [teaGardens, testimonials]
