import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import type { PageBlock } from '../build'
import type { PageSeed } from './types'

/** The family's history, year by year, told in the same facts as the story page. */
type Entry = { year: number; title: string; content: string; images: ImageKey[] }

const entries: Entry[] = [
  { year: 1962, title: 'A taster’s apprenticeship', content: 'Kamala leaves Badulla for Colombo to learn tea tasting in a broker’s room, one of very few women at the long white tables.', images: ['contentGlass'] },
  { year: 1972, title: 'Head of the tasting table', content: 'Ten years on, Kamala leads a tasting table of her own and begins to visit the estates whose teas she judges, asking who made them and how they were paid.', images: ['contentCup'] },
  { year: 1979, title: 'Kirikanda', content: 'Kamala and Upali buy Kirikanda, sixty hectares of overgrown tea above Haputale, and begin replanting it terrace by terrace.', images: ['contentGarden', 'bannerStory'] },
  { year: 1982, title: 'The first auction', content: 'The rebuilt withering lofts and rollers make Kirikanda’s first teas, which sell at the Colombo auction above the Uva average.', images: ['contentFactory'] },
  { year: 1986, title: `The first ${brandName} pack`, content: `In a rented shed beside the factory the family packs tea under its own name for the first time. Packing where the tea grows becomes the ${brandName} way.`, images: ['contentTeapot'] },
  { year: 1991, title: 'Malhena joins the family', content: 'The family takes on Malhena in Dimbula, 1,650 metres up on the cool western slopes, known for fragrant, golden teas.', images: ['contentMistDusk'] },
  { year: 1994, title: 'Homes and a profit pool', content: 'New homes with piped water are finished on both estates, and a share of each year’s profit is set aside for the workers before the family takes its own.', images: ['cardCareers'] },
  { year: 1998, title: 'Tea crosses to Europe', content: 'The first container of packed tea leaves Colombo for Hamburg, sold under the family name to a handful of fine grocers.', images: ['contentLeavesLight'] },
  { year: 2003, title: 'Hethumalee in the south', content: 'A third garden, Hethumalee in Ruhuna, 300 metres above the sea, brings dark, malty low-grown leaf to the family’s teas.', images: ['heroLkMonsoon'] },
  { year: 2008, title: `The ${brandName} Foundation`, content: 'The family puts part of every sale into a foundation for the schools, clinics and forests of the tea country.', images: ['cardFoundation'] },
  { year: 2010, title: 'Replanting the ridges', content: 'Native trees go back along the ridges above Kirikanda and Malhena, and herbicides are stopped on the steep slopes.', images: ['contentForest'] },
  { year: 2014, title: 'The School of Tea', content: 'Shanthi opens the tasting room to visitors and starts the School of Tea, teaching brewing and tasting to guests and hotel staff.', images: ['cardSchool'] },
  { year: 2019, title: 'A third generation', content: 'Kamala’s granddaughter Nethmi becomes director of the Foundation, while Ravindra runs the estates and Shanthi the tasting room.', images: ['cardFamily'] },
]

export const timeline: PageSeed = {
  path: routes.family.timeline,
  headerImage: 'bannerTimeline',
  copy: {
    en: {
      title: 'Our timeline',
      intro: 'From a taster’s apprenticeship in 1962 to three estates and three generations: the family’s story, year by year.',
    },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (_locale, media): PageBlock => ({
        blockType: 'timeline',
        title: 'Six decades in tea',
        time_line: entries.map((entry) => ({
          year: entry.year,
          title: entry.title,
          content: entry.content,
          images: entry.images.map((key) => media[key]),
        })),
      }),
    },
  ],
  seo: {
    en: {
      title: 'Our timeline',
      description: `The ${brandName} family’s history year by year: Kirikanda in 1979, the first pack in 1986, three estates and a foundation.`,
      keywords: `${brandName} history, tea company timeline, Kirikanda 1979, family tea`,
    },
  },
}
