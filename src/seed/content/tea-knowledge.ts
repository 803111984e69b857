import type { BrewingGuideBlock } from '@/payload-types'
import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { MediaIds, PageBlock } from '../build'
import type { ImageKey } from '../images/catalogue'
import { richText, ul, type RichTextPart } from '../richText'
import { seedVideoUrls } from '../videos'
import type { CardSeed, PageSeed } from './types'

/**
 * All About Tea, second part: the brewing guide (how-to-brew, also served at /infographic), the
 * School of Tea's free online course, and the e-books list page (the books: src/seed/e-books.ts).
 */

type SubSeed = { header: string; image?: ImageKey; body: RichTextPart[] }
/** A guide section: a rule when it has a rule number (sections with the same number form one rule). */
type GuideSectionSeed = { rule?: number; header?: string; body: RichTextPart[]; image?: ImageKey; link?: { url: string; text: string }; subs?: SubSeed[] }

const guide: GuideSectionSeed[] = [
  {
    header: 'Before you start',
    image: 'contentTeapot',
    body: [
      'A good cup needs no special kit, only a little care. Have these to hand:',
      ul(
        '**A kettle**, ideally one you can set to a temperature, or a kitchen thermometer.',
        '**A teapot or a mug with an infuser** big enough for the leaf to unfurl: cramped leaf gives a thin cup.',
        '**A teaspoon or small scales.** A level teaspoon of broken-leaf black tea weighs about 2.5 g.',
        '**A timer.** Guessing is the most common reason for bitter tea.',
      ),
      'The seven rules below are the ones our tasters follow at home. Each gives the numbers for black tea, green tea and herbal infusions.',
    ],
  },
  {
    rule: 1,
    header: 'Start with fresh, cold water',
    image: 'brewWater',
    body: [
      'Fill the kettle with freshly drawn cold water every time. Water that has been boiled before, or has stood in the kettle overnight, has lost the oxygen that carries flavour, and the tea tastes flat.',
      'If your tap water is hard and leaves scale in the kettle, use filtered water: lime dulls the colour of black tea and leaves a film on the cup. Very soft or distilled water has the opposite fault, a cup that tastes empty.',
    ],
  },
  {
    rule: 1,
    header: 'Warm the pot first',
    body: [
      'Swirl a little hot water round the teapot or cup and pour it away before the leaf goes in. A cold pot can take ten degrees off the water in the first minute, which is the minute that matters most for black tea.',
    ],
  },
  {
    rule: 2,
    header: 'Measure the leaf',
    body: [
      'The rule of thumb is one teaspoon of loose tea, or one tea bag, for each cup of 200 to 250 ml. For a stronger cup, add leaf rather than time.',
    ],
    subs: [
      { header: 'Black tea', body: ['One level teaspoon (about 2.5 g) per cup. Large, whole-leaf grades such as OP are bulkier: use a heaped teaspoon.'] },
      { header: 'Green tea', body: ['One teaspoon (about 2 g) per cup. Rolled green teas look small but open up a great deal, so do not overfill the infuser.'] },
      { header: 'Herbal infusions', body: ['One to two heaped teaspoons (2 to 3 g) per cup: flowers, leaves and fruit pieces are light for their size.'] },
    ],
  },
  {
    rule: 3,
    header: 'Match the water to the tea',
    body: [
      'Temperature matters more than anything else. Water that is too hot scalds delicate leaf and draws out bitterness; water that is too cool leaves a strong tea weak and dull.',
    ],
    subs: [
      { header: 'Black tea: 95 to 100 °C', image: 'brewBlack', body: ['Pour the water just as it comes off the boil. Black tea needs the heat to open up its colour, body and briskness.'] },
      {
        header: 'Green tea: 70 to 80 °C',
        image: 'brewGreen',
        body: ['Never boiling. Without a temperature kettle, let boiled water stand for three to four minutes, or pour a splash of cold water into the cup before the hot.'],
      },
      {
        header: 'Herbal infusions: 100 °C',
        image: 'brewHerbal',
        body: ['A full, rolling boil. Dried flowers, roots and fruit need all the heat they can get to give up their flavour.'],
      },
    ],
  },
  {
    rule: 4,
    header: 'Time it',
    body: [
      'Start the timer when the water goes in. Brewing longer does not make a better strong cup, only a more bitter one.',
    ],
    subs: [
      { header: 'Black tea: 3 to 5 minutes', body: ['Three minutes for tea bags and small broken grades such as BOPF, four to five for whole-leaf teas.'] },
      { header: 'Green tea: 2 to 3 minutes', body: ['Taste after two minutes. Green tea turns from sweet and grassy to harsh very quickly.'] },
      { header: 'Herbal infusions: 5 to 7 minutes', body: ['Up to ten minutes for roots and fruit such as ginger or hibiscus. Herbal infusions do not turn bitter the way tea does.'] },
    ],
  },
  {
    rule: 5,
    header: 'Take the leaf out',
    body: [
      'When the time is up, lift out the infuser or tea bag, or pour the whole pot through a strainer into a second, warmed pot. Leaf left in the water keeps brewing, and the last cup from the pot is stewed.',
      'Good whole-leaf green teas can be brewed a second and a third time: add 30 seconds for each new infusion. Broken black grades give their best the first time.',
    ],
  },
  {
    rule: 6,
    header: 'Milk, lemon or honey?',
    body: ['Taste the tea on its own first, then add what you like. Some pairings work better than others:'],
    subs: [
      {
        header: 'Milk',
        body: ['Suits strong, full-bodied black teas: Uva, Ruhuna and breakfast blends. Add a little cold milk after brewing, so you can judge the colour. Milk does not suit green tea or most herbal infusions, though rooibos takes it well.'],
      },
      {
        header: 'Lemon',
        body: ['A thin slice brightens light, fragrant black teas from Nuwara Eliya and Dimbula, and many green teas. Never lemon and milk together: the acid curdles the milk.'],
      },
      {
        header: 'Sugar and honey',
        body: ['Stir them in while the tea is hot. A mild honey flatters chamomile, ginger and other herbal infusions; sugar suits a strong, milky black cup.'],
      },
    ],
  },
  {
    rule: 7,
    header: 'Keep your tea fresh',
    body: [
      'Store tea in an airtight, opaque tin, somewhere cool and dry and away from coffee and spices, whose smells it soaks up. Use black tea within a year of opening it, and green tea within six months.',
    ],
  },
  {
    header: 'Iced tea, two ways',
    image: 'contentGlass',
    link: { url: routes.allAboutTea.eBooks('iced-teas-and-tea-coolers'), text: 'Read our iced tea e-book' },
    body: [
      '**Flash-chilled:** brew black tea at double strength, two teaspoons per cup, for the usual time, then pour it straight over a glass full of ice. The ice dilutes it to the right strength and keeps the aroma.',
      '**Cold-brewed:** put 10 g of tea in a litre of cold water and leave it in the fridge for eight to twelve hours, then strain. Cold brewing gives a smooth, sweet tea that never turns cloudy or bitter.',
    ],
  },
]

function guideSection(section: GuideSectionSeed, media: MediaIds): NonNullable<BrewingGuideBlock['sections']>[number] {
  return {
    type: section.rule ? 'rule' : 'content',
    rule_number: section.rule,
    has_header: Boolean(section.header),
    header: section.header,
    content: richText(section.body),
    image: section.image ? media[section.image] : undefined,
    has_link: Boolean(section.link),
    link: section.link?.url,
    link_text: section.link?.text,
    sub_contents: (section.subs ?? []).map((sub) => ({
      has_header: true,
      header: sub.header,
      image: sub.image ? media[sub.image] : undefined,
      contents: richText(sub.body),
    })),
  }
}

const howToBrew: PageSeed = {
  path: routes.allAboutTea.howToBrew,
  headerImage: 'bannerBrewing',
  copy: {
    en: {
      title: 'How to brew a perfect cup of tea',
      intro: 'Fresh water, the right amount of leaf, the right heat and a timer: seven rules for black tea, green tea and herbal infusions.',
    },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (_locale, media): PageBlock => {
        // A film only when the operator named real videos (SEED_VIDEO_IDS, see ../videos.ts).
        const [videoUrl] = seedVideoUrls()
        const video = videoUrl ? { video_url: videoUrl, video_poster: media.posterBrewing, video_title: 'Brewing a pot of Uva tea, step by step' } : {}
        return { blockType: 'brewGuide', ...video, sections: guide.map((section) => guideSection(section, media)) }
      },
    },
  ],
  seo: {
    en: {
      title: 'How to brew a perfect cup of tea',
      description: 'Seven simple rules for brewing tea well: water, quantity, temperature and time for black, green and herbal teas, and when to add milk or lemon.',
      keywords: 'how to brew tea, tea brewing temperature, tea steeping time, green tea temperature, black tea with milk, iced tea',
    },
  },
}

const courseModule = (image: ImageKey, title: string, description: string): CardSeed => ({ image, link: '', copy: { en: { title, description } } })

const eLearning: PageSeed = {
  path: routes.allAboutTea.schoolOfTeaELearning,
  headerImage: 'bannerELearning',
  copy: {
    en: {
      title: 'School of Tea e-learning',
      intro: 'Our free online tea course: six short modules, from the tea bush to the cup, to take at your own pace.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'cardSchool',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'The School of Tea, wherever you are',
          body: [
            `Since 2014 our tasters have taught tasting and brewing in the ${brandName} tasting room and on the estates. The e-learning course brings the same lessons to anyone with a screen and a kettle.`,
            ul(
              '**Free**, with no purchase needed.',
              '**Six modules** of two short lessons each: about fifteen minutes of reading and film per lesson.',
              '**A tasting task** at the end of every module, with the teas you already have at home.',
              '**A certificate of completion** once you have passed the six short quizzes.',
            ),
          ],
        },
      },
    },
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'The six modules' } },
      items: [
        courseModule('contentSprig', 'Module 1: One plant, many teas', 'Camellia sinensis and its two main varieties, and how black, green, white and oolong teas come from the same leaf.'),
        courseModule('contentGarden', 'Module 2: In the garden', 'Elevation, weather and the seasons of Ceylon tea; plucking two leaves and a bud, and why it is still done by hand.'),
        courseModule('contentFactory', 'Module 3: In the factory', 'Withering, rolling, oxidation and firing, followed step by step in one of our estate factories.'),
        courseModule('contentLeavesLight', 'Module 4: Reading the grades', 'What OP, BOP and FBOP mean, how leaf size changes the cup, and how to judge dry leaf by eye and by touch.'),
        courseModule('contentTeapot', 'Module 5: Brewing well', 'Water, quantity, temperature and time for every kind of tea, with a side-by-side brewing experiment.'),
        courseModule('contentCup', 'Module 6: Tasting like a taster', 'The cupping method and the vocabulary of tea, and how to describe what you taste in your own words.'),
      ],
    },
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'left',
      link: routes.contact,
      copy: {
        en: {
          header: 'How to join',
          body: [
            'Write to us through the contact form with the subject “E-learning”, and we will send you a personal link to the course. Your progress is saved, so you can stop after any lesson and carry on later, on any device.',
            `The course is in English. It asks for no previous knowledge, only curiosity and two or three teas to taste. If you would rather learn at the tasting table, join one of our [courses in person](${routes.allAboutTea.schoolOfTea}).`,
          ],
          linkText: 'Register for the course',
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'School of Tea e-learning: a free online tea course',
      description: `A free online course from the ${brandName} School of Tea: six modules on growing, making, brewing and tasting tea, at your own pace.`,
      keywords: `online tea course, free tea course, tea e-learning, learn tea tasting, ${brandName} School of Tea`,
    },
  },
}

const eBooks: PageSeed = {
  path: routes.allAboutTea.eBooks(),
  headerImage: 'bannerEBooks',
  copy: {
    en: {
      title: 'Tea inspired e-books',
      intro: 'Recipes, stories and know-how from the tea country, free to read online or to download.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'A small library of tea',
          body: [
            `Our tasters, cooks, planters and the ${brandName} Foundation wrote these short books for anyone who likes tea and wants to know a little more about it. Open a book to read about it, then read it in your browser or download the PDF.`,
          ],
        },
      },
    },
    { blockType: 'custom', build: (): PageBlock => ({ blockType: 'eBooks' }) },
  ],
  seo: {
    en: {
      title: 'Tea inspired e-books',
      description: `Free e-books from ${brandName}: tea recipes and pairings, stories from Sri Lanka's tea country, and guides to tasting and to the tea regions of Ceylon.`,
      keywords: 'tea e-books, tea recipes, iced tea recipes, Ceylon tea regions, tea tasting guide',
    },
  },
}

export const teaKnowledgePages: PageSeed[] = [howToBrew, eLearning, eBooks]
