import { routes } from '@/routes'
import { h3, ol, ul } from '../richText'
import type { PageSeed } from './types'
import { brandName } from '@/site.config'

/** All About Tea: tea and health, facts of tea, school of tea. */

const teaAndHealth: PageSeed = {
  path: routes.allAboutTea.teaAndHealth,
  headerImage: 'bannerTea',
  copy: {
    en: {
      title: 'Tea and health',
      intro: 'What is in a cup of tea, what it is reasonable to expect from it, and where to ask for proper advice.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'What is in your cup',
          body: [
            'A cup of tea is almost all water, which is a good start. The rest is a small amount of the compounds that give tea its colour, briskness and lift:',
            ul(
              '**Polyphenols**, including the flavonoids that give black tea its colour and astringency.',
              '**Caffeine**, usually less per cup than brewed coffee; how much depends on the leaf, the amount and the brewing time.',
              '**L-theanine**, an amino acid found in tea that researchers study for its calming effect alongside caffeine.',
            ),
            'Served without milk or sugar, tea has almost no calories.',
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
          header: 'Enjoy it sensibly',
          body: [
            'Tea is a pleasure, not a medicine, and nothing on this page is medical advice. Research into tea and health is ongoing and its findings are often more modest than headlines suggest.',
            'If you are pregnant, sensitive to caffeine, or taking medication, ask your doctor how much tea suits you. For most people, a few cups spread across the day is part of an ordinary, balanced diet.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Tea and health',
      description: 'What a cup of tea contains — polyphenols, caffeine and L-theanine — and a sensible, honest view of tea as part of a balanced diet.',
      keywords: 'tea and health, caffeine in tea, flavonoids, L-theanine',
    },
  },
}

const factsOfTea: PageSeed = {
  path: routes.allAboutTea.factsOfTea,
  headerImage: 'bannerValues',
  copy: {
    en: {
      title: 'Facts of tea',
      intro: 'One plant, many teas: how the leaf of Camellia sinensis becomes the tea in your cup.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentSprig',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'One plant',
          body: [
            'Black, green, white and oolong teas all come from the same evergreen shrub, Camellia sinensis. What makes them different is what happens after plucking, and above all how far the leaf is allowed to oxidise.',
            'Left alone, a tea bush grows into a tree. On an estate it is pruned to a flat "plucking table" at waist height, and only the newest shoots are taken.',
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
          header: 'How orthodox black tea is made',
          body: [
            ol(
              '**Withering**: fresh leaf rests on troughs of moving air for up to a day, losing moisture and becoming supple.',
              '**Rolling**: the leaf is twisted to break its cells and release the juices that carry flavour.',
              '**Oxidation**: in a cool room the leaf turns from green to coppery brown; the tea maker decides when it is ready.',
              '**Firing**: hot air stops oxidation and dries the leaf to a few percent moisture.',
              '**Sorting**: sieves separate the leaf into grades by size.',
            ),
          ],
        },
      },
    },
    {
      blockType: 'content',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Reading the grades',
          body: [
            'Grades describe the size and appearance of the leaf, not its quality. Larger leaf brews more slowly and gently; smaller grades brew quickly and strongly.',
            ul(
              '**OP (Orange Pekoe)**: long, wiry whole leaf.',
              '**BOP (Broken Orange Pekoe)**: smaller broken leaf, the classic Ceylon breakfast grade.',
              '**FBOP (Flowery Broken Orange Pekoe)**: broken leaf with golden tips.',
              '**Fannings and dust**: the smallest particles, used in tea bags for a quick, strong cup.',
            ),
            h3('Ceylon by elevation'),
            'Sri Lankan tea is described by where it grows: high-grown above about 1,200 metres, mid-grown between 600 and 1,200, and low-grown below 600. Higher gardens give lighter, more fragrant teas; low-grown leaf is darker and fuller.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Facts of tea',
      description: 'One plant, many teas: how orthodox black tea is withered, rolled, oxidised and fired, what tea grades mean, and how elevation shapes Ceylon tea.',
      keywords: 'Camellia sinensis, orthodox tea, tea grades, BOP, Ceylon tea elevation',
    },
  },
}

const schoolOfTea: PageSeed = {
  path: routes.allAboutTea.schoolOfTea,
  headerImage: 'bannerMedia',
  copy: {
    en: {
      title: 'School of Tea',
      intro: 'Short courses in tasting, brewing and pairing, taught by the people who taste our teas every day.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Courses',
          body: [
            ul(
              '**Tea fundamentals** (half a day): the plant, the process and the main tea types, with a guided tasting of eight teas.',
              '**Taste like a taster** (one day): the professional cupping method, the vocabulary of tea, and how to judge a leaf before it is brewed.',
              '**Tea at the table** (half a day): pairing tea with food, and brewing for a dining room.',
            ),
            'Courses run in Colombo and at Kirikanda Estate, in English and Sinhala, for groups of up to twelve.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentTeapot',
      imagePosition: 'left',
      link: routes.contact,
      copy: {
        en: {
          header: 'How a professional cupping works',
          body: [
            ol(
              'Weigh the same amount of each tea, the weight of a small coin, into a lidded cup.',
              'Pour on freshly boiled water and wait exactly the same time for every cup.',
              'Tip the liquor into a bowl and set the wet leaf on the upturned lid to look at and smell.',
              'Slurp each tea from a spoon so it sprays across the palate, then spit and note what you found.',
            ),
            'Try it at home with two or three teas side by side. The differences will surprise you.',
          ],
          linkText: 'Ask about a course',
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'School of tea',
      description: `Learn to taste, brew and pair tea with ${brandName}’s tasters: short courses in Colombo and at Kirikanda Estate.`,
      keywords: `tea course, tea tasting class, cupping, ${brandName} School of Tea`,
    },
  },
}

export const teaPages: PageSeed[] = [teaAndHealth, factsOfTea, schoolOfTea]
