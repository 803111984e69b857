import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { t, type FileIds, type Locale, type MediaIds, type PageBlock } from '../build'
import { pdfDocument } from '../files'
import type { ImageKey } from '../images/catalogue'
import { h3, ul } from '../richText'
import { seedVideoUrls } from '../videos'
import type { BlockSeed, Localized, PageSeed, SlideSeed } from './types'

/** Our Purpose: sustainability, the Dalumara Foundation, conservation. */

/** The sustainability page's annual report, generated (src/seed/files.ts). */
const annualReport =
pdfDocument('dalumara-sustainability-report-2025.pdf', `${brandName} Sustainability Report 2025`, [
  `This report covers the ${brandName} tea estates, factories and packing centre in Sri Lanka for the year to 31 March 2025.`,
  'Estates: 1,180 hectares under tea, of which 64 hectares were replanted with new clones; 120 hectares of ridge forest restored since 2011.',
  'Energy: rooftop solar supplied 61% of daytime electricity at Kirikanda and Malhena; dryers at two factories run on wood from our own fuelwood plots.',
  'Water: 14 springs protected and 9 gravity-fed water lines serving 1,450 families in estate villages.',
  'People: 3,200 people employed, 58% of them women; 412 scholarships awarded by the Foundation.',
  'Figures are our own and have not been audited by a third party. Questions: sustainability@dalumara.example',
], `${brandName} Sustainability Report 2025 (PDF)`)


const slider = (slides: SlideSeed[]): BlockSeed => ({ blockType: 'slider', slides })

/** Figure-and-label rows (the spec's contributions and the forest's counts). */
const stats = (copy: Localized<{ title: string; intro?: string; stats: [string, string][] }>): BlockSeed => ({
  blockType: 'custom',
  build: (locale: Locale) => {
    const c = t(copy, locale)
    return { blockType: 'stats', title: c.title, intro: c.intro, stats: copy.en.stats.map((_, i) => ({ figure: c.stats?.[i]?.[0] ?? '', label: c.stats?.[i]?.[1] ?? '' })) }
  },
})

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
    slider([
      { image: 'contentGarden', copy: { en: { header: 'Silver oak and native shade trees shelter the tea and hold the terraces together' } } },
      { image: 'contentFactory', link: routes.purpose.conservation, copy: { en: { header: 'Solar panels on the factory roofs at Kirikanda and Malhena', linkText: 'Read about our conservation work' } } },
      { image: 'contentLeavesLight', copy: { en: { header: 'Prunings and spent leaf go back into the soil as compost' } } },
    ]),
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
      blockType: 'custom',
      files: [annualReport],
      build: (locale: Locale, _media: MediaIds, files: FileIds): PageBlock => ({
        blockType: 'downloads',
        title: locale === 'de' ? 'Jahresbericht' : 'Annual report',
        files: [
          {
            file: files[annualReport.filename],
            title: locale === 'de' ? 'Nachhaltigkeitsbericht 2025' : 'Sustainability Report 2025',
            description:
              locale === 'de'
                ? 'Unsere Zahlen zu Boden, Energie, Wasser und Menschen für das Jahr bis März 2025.'
                : 'Our figures for soil, energy, water and people on the estates, for the year to March 2025.',
          },
        ],
      }),
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
      keywords: `sustainable tea, tea estate sustainability, soil conservation, sustainability report, ${brandName}`,
    },
  },
}

/** Goal cards: [number, title, text, colour]. The colours are the goals' own; the text colour follows each for contrast. */
const SDGS: [number, string, string, string][] = [
  [3, 'Good health and well-being', 'Mobile clinics for mothers and children in estate villages, run with local health officers.', '#4c9f38'],
  [4, 'Quality education', 'Childcare centres for the youngest and scholarships through school, college and university.', '#c5192d'],
  [5, 'Gender equality', 'Most tea pluckers are women: our scholarships go to girls and boys in equal numbers, and estate committees have elected women chairs.', '#ff3a21'],
  [6, 'Clean water and sanitation', 'Protected springs and gravity-fed water lines for line-room villages.', '#26bde2'],
  [8, 'Decent work and economic growth', 'Skilled work kept in the hill country: packing at the source and training for young people from the estates.', '#a21942'],
  [15, 'Life on land', 'Native cloud forest restored on the ridges above the gardens.', '#56c02b'],
]

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
    slider([
      { image: 'contentMistDusk', copy: { en: { header: 'Eleven estate childcare centres, each with trained teachers and a hot midday meal' } } },
      { image: 'contentCup', copy: { en: { header: 'Scholarships carry estate children through school, college and university' } } },
      { image: 'contentForest', link: routes.purpose.conservation, copy: { en: { header: 'Protected springs feed the water lines of estate villages', linkText: 'How the forest keeps the springs running' } } },
    ]),
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Our vision',
          body: ['Every child born on a tea estate grows up healthy, goes to school for as long as they wish to, and can choose their own work, on the estate or far from it.'],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentMistDusk',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Our purpose',
          body: [
            'The Foundation turns a share of what the tea earns into the things estate families told us they needed most:',
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
      blockType: 'custom',
      build: (locale: Locale): PageBlock => ({
        blockType: 'goals',
        title: locale === 'de' ? 'Ziele für nachhaltige Entwicklung' : 'The Sustainable Development Goals we work towards',
        intro: locale === 'de' ? undefined : 'Each of our programmes serves one or more of the United Nations’ Sustainable Development Goals.',
        goals: SDGS.map(([number, title, text, colour]) => ({ number, title, text, colour })),
      }),
    },
    // Videos come only from the operator's own list (SEED_VIDEO_IDS): without it the grid stays empty and hidden.
    {
      blockType: 'custom',
      build: (locale: Locale, media: MediaIds): PageBlock => ({
        blockType: 'videoGrid',
        title: locale === 'de' ? 'Videos' : 'Films from the estates',
        videos: seedVideoUrls()
          .slice(0, 2)
          .map((video_url, i) => ({
            video_url,
            image: media[(['posterPlucking', 'posterBrewing'] as ImageKey[])[i]!],
            header: ['A morning at the Kirikanda childcare centre', 'Water comes to Malhena village'][i]!,
          })),
      }),
    },
    stats({
      en: {
        title: 'Contributions so far',
        intro: 'What the Foundation has given since 2004, counted at the end of March 2025.',
        stats: [
          ['11', 'estate childcare centres'],
          ['412', 'scholarships awarded'],
          ['1,450', 'families with clean water at home'],
          ['26,000', 'visits to the mobile clinics'],
        ],
      },
    }),
    {
      blockType: 'content',
      image: 'portraitNethmi',
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
      keywords: `${brandName} Foundation, tea estate communities, scholarships, clean water Sri Lanka, Sustainable Development Goals`,
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
    slider([
      { image: 'contentForest', copy: { en: { header: 'Young native forest on the ridge above Kirikanda, planted in 2014' } } },
      { image: 'contentLeavesLight', copy: { en: { header: 'Seedlings of native trees raised in the estate nursery' } } },
      { image: 'contentGarden', copy: { en: { header: 'Shade trees carry the forest down into the tea' } } },
    ]),
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Forest, water and tea belong together',
          subHeading: 'Our work',
          body: ['Tea grows best where the hills keep their forests. Conservation is how we look after the ground our tea, our villages and our neighbours all depend on.'],
        },
      },
    },
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
    stats({
      en: {
        title: 'The forest in figures',
        stats: [
          ['120 ha', 'of ridge replanted since 2011'],
          ['68', 'native tree species raised in our nurseries'],
          ['94', 'bird species recorded on the survey walks'],
          ['14', 'springs protected'],
        ],
      },
    }),
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'Part of a wider purpose' } },
      items: [
        { image: 'cardPurpose', link: routes.purpose.sustainability, copy: { en: { title: 'Sustainability', description: 'Soil, water and energy on the estates and in the factories.' } } },
        { image: 'cardFoundation', link: routes.purpose.foundation, copy: { en: { title: `The ${brandName} Foundation`, description: 'Childcare, scholarships, clean water and clinics for estate families.' } } },
        { image: 'cardFamily', link: routes.family.whatWeDo, copy: { en: { title: 'What we do', description: 'From the bush to the cup, all in our own hands.' } } },
      ],
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
