import { routes } from '@/routes'
import { h3, ul } from '../richText'
import type { PageSeed } from './types'
import { brandName } from '@/site.config'

/** Our Purpose: sustainability, the Dalumara Foundation, conservation. */

const sustainability: PageSeed = {
  path: routes.purpose.sustainability,
  headerImage: 'bannerMonsoon',
  copy: {
    en: {
      title: 'Sustainability',
      intro: 'Growing tea for the next hundred years: soil, water, energy and the people who make it all work.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'On the estates',
          body: [
            ul(
              'Prunings and spent leaf go back into the soil as compost and mulch.',
              'Silver oak and native shade trees shelter the bushes and hold the terraces together in the monsoon.',
              'Contour drains and grass strips keep topsoil on the slopes and silt out of the streams.',
              'We spray only when a pest outbreak threatens a harvest, never on a calendar.',
            ),
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentFactory',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'In the factories',
          body: [
            'Two of our three factories fire their dryers with sustainably harvested wood from our own fuelwood plots, and rooftop solar panels now cover most of the daytime electricity at Kirikanda and Malhena.',
            h3('Packed at the source'),
            'Packing beside the estates means fewer journeys for bulk leaf, and it keeps skilled work and its wages in the hill country.',
          ],
        },
      },
    },
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'Our purpose in practice' } },
      items: [
        { image: 'cardFoundation', link: routes.purpose.foundation, copy: { en: { title: `The ${brandName} Foundation`, description: 'Schools, clinics and clean water for estate communities.' } } },
        { image: 'cardPurpose', link: routes.purpose.conservation, copy: { en: { title: `${brandName} Conservation`, description: 'Restoring the cloud forest above our gardens.' } } },
        { image: 'cardFamily', link: routes.family.values, copy: { en: { title: 'Our values', description: 'The promises behind every choice we make.' } } },
      ],
    },
  ],
  seo: {
    en: {
      title: 'Sustainability',
      description: `How ${brandName} grows and makes tea sustainably: composting, shade trees, soil conservation, solar power and packing at the source.`,
      keywords: `sustainable tea, tea estate sustainability, soil conservation, ${brandName}`,
    },
  },
}

const foundation: PageSeed = {
  path: routes.purpose.foundation,
  headerImage: 'bannerValues',
  copy: {
    en: {
      title: `The ${brandName} Foundation`,
      intro: 'Since 2004 a share of every sale has gone back to the families who live and work on Sri Lanka’s tea estates.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentMistDusk',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Our work',
          body: [
            ul(
              '**Early years**: eleven estate childcare centres, with trained teachers and a hot midday meal.',
              '**Scholarships**: support for estate children through secondary school, technical college and university.',
              '**Clean water**: spring protection and gravity-fed water lines for line-room villages.',
              '**Health**: mobile clinics for mothers and children, run with local health officers.',
            ),
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentCup',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'How it is funded',
          body: [
            `Every year the family sets aside a tenth of ${brandName}’s profit for the Foundation before any dividend is paid. Estate committees, elected by the people who live there, decide which projects come first.`,
          ],
          quote: 'The Foundation is not charity. It is how we share what the hills give us with the people who look after them.',
          author: `Nethmi ${brandName}, director of the Foundation`,
        },
      },
    },
  ],
  seo: {
    en: {
      title: `The ${brandName} Foundation`,
      description: `The ${brandName} Foundation funds childcare, scholarships, clean water and health clinics for tea estate communities in Sri Lanka.`,
      keywords: `${brandName} Foundation, tea estate communities, scholarships, clean water Sri Lanka`,
    },
  },
}

const conservation: PageSeed = {
  path: routes.purpose.conservation,
  headerImage: 'bannerPurpose',
  copy: {
    en: {
      title: `${brandName} Conservation`,
      intro: 'Above our tea gardens lie the cloud forests that feed their streams. We are helping them grow back.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentForest',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Restoring the ridgetops',
          body: [
            'Many hilltops in the tea country were cleared long ago and left as grassland. Since 2011 we have replanted more than 120 hectares of ridge above our estates with native trees raised from seed in our own nurseries.',
            'The young forest catches mist and rain, feeds the springs that supply our villages and factories, and shelters birds, bats and insects that keep pests in check on the tea below.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentLeavesLight',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Counting what comes back',
          body: [
            'Twice a year, volunteers from the estates and a local university walk fixed routes through the restored forest, recording birds, butterflies and young trees. Their records show which species return first and guide what we plant next.',
            h3('Join a survey walk'),
            'Guests on estate visits are welcome to join a morning walk in the dry season. Ask when you book.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: `${brandName} Conservation`,
      description: `${brandName} Conservation restores native cloud forest on the ridges above our tea estates to protect water, soil and wildlife.`,
      keywords: 'tea conservation, cloud forest restoration, native trees, biodiversity Sri Lanka',
    },
  },
}

export const purposePages: PageSeed[] = [sustainability, foundation, conservation]
