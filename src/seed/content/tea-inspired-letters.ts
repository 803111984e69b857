import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageBlock } from '../build'
import { content } from './tea-inspired-blocks'
import type { PageSeed } from './types'

/**
 * Tea Inspired: the letters to Mr Dalumara and the books. One collection of letters, two pages
 * with two jobs: the letters page is the archive (every letter in full), the "letters tea
 * inspired" page a short reading of the editors' picks that leads into it. The books page lists
 * the inspiration books. The items themselves are seeded in src/seed/letters.ts and
 * src/seed/inspiration-books.ts.
 */

const letters: PageSeed = {
  path: routes.teaInspired.letters,
  headerImage: 'bannerStory',
  copy: {
    en: {
      title: `Letters to Mr ${brandName}`,
      intro: `Since our first pack in 1986, every one has carried the same line: write to Mr ${brandName} at Kirikanda. People have, ever since.`,
    },
    de: {
      title: `Briefe an Herrn ${brandName}`,
      intro: `Seit unserer ersten Packung im Jahr 1986 steht auf jeder dieselbe Zeile: Schreiben Sie an Herrn ${brandName} in Kirikanda. Und die Menschen schreiben, bis heute.`,
    },
  },
  blocks: [
    content('Every letter answered', [
      `When Kamala and Upali ${brandName} packed their first tea in a rented shed beside the Kirikanda factory, Upali added a line under the picture of the hills, inviting anyone who drank it to write to him. He expected complaints about the price. Instead the letters came from guests and grocers, ships’ cooks and nurses, growers who sold us their leaf and children who had never seen a tea bush.`,
      'Upali has answered every one by hand, at the kitchen table of the Kirikanda bungalow. Here are some of them, newest first, shared with their writers’ permission. Where a letter was written in another language, you are reading our translation.',
    ]),
    { blockType: 'custom', build: (): PageBlock => ({ blockType: 'letters', view: 'archive' }) },
    content(
      `Write to Mr ${brandName}`,
      ['Letters still come by post to Kirikanda Estate, Haputale, Sri Lanka, and through our contact form. Tell us where you drink your tea, and who you drink it with.'],
      { link: routes.contact, linkText: 'Write to us' },
    ),
  ],
  seo: {
    en: {
      title: `Letters to Mr ${brandName}`,
      description: `Letters to Upali ${brandName} from tea drinkers since 1986: guests, tea growers, chefs, nurses and schoolchildren, from Whitby to Shizuoka, in full.`,
      keywords: `letters to Mr ${brandName}, tea letters, tea drinkers' stories, Kirikanda, ${brandName} family`,
    },
  },
}

const inspiredLetters: PageSeed = {
  path: routes.teaInspired.inspiredLetters,
  headerImage: 'bannerHospitality',
  copy: {
    en: {
      title: 'Letters That Tea Inspired',
      intro: 'A cup of tea has a way of making people write. These are the lines from their letters that have stayed with us.',
    },
    de: {
      title: 'Briefe, die der Tee inspirierte',
      intro: 'Eine Tasse Tee bringt Menschen dazu, zu schreiben. Dies sind die Zeilen aus ihren Briefen, die uns im Gedächtnis geblieben sind.',
    },
  },
  blocks: [
    { blockType: 'custom', build: (locale): PageBlock => ({ blockType: 'letters', view: 'picks', title: locale === 'de' ? 'In ihren eigenen Worten' : 'In their own words' }) },
    content(
      'Why we keep every letter',
      [
        'A pack of tea travels further than any of us will. It goes to ships and hospital wards, to school projects in Chile and pastry kitchens in Germany, and now and then it writes back.',
        'The letters tell us what no tasting can: who the tea was for, and what the cup was for. They are why we still print the address on every pack.',
      ],
      {
        image: 'portraitUpali',
        imagePosition: 'right',
        quote: 'A packet of tea goes out into the world on its own. The letters are how it comes home.',
        author: `Upali ${brandName}`,
        link: routes.teaInspired.books,
        linkText: 'Books that inspire us',
      },
    ),
  ],
  seo: {
    en: {
      title: 'Letters that tea inspired',
      description: `The lines we cannot forget from letters to Mr ${brandName}: a ship’s cook, a tea smallholder, a night nurse, a ten-year-old plucker’s daughter and more.`,
      keywords: 'tea inspired letters, letters from tea drinkers, tea stories, tea quotes',
    },
  },
}

const books: PageSeed = {
  path: routes.teaInspired.books,
  headerImage: 'bannerMedia',
  copy: {
    en: {
      title: 'Tea inspiration books',
      intro: 'The books on the shelf of our tasting room: two of our own, free to download, and the old classics that taught us to think about tea.',
    },
    de: {
      title: 'Bücher, die inspirieren',
      intro: 'Die Bücher im Regal unseres Verkostungsraums: zwei eigene zum kostenlosen Herunterladen und die alten Klassiker, die uns gelehrt haben, über Tee nachzudenken.',
    },
  },
  blocks: [
    content('A shelf in the tasting room', [
      'Between tastings there is time to read. These are the books our tasters, cooks and family keep coming back to, and the ones guests at Kirikanda most often borrow and forget to return.',
      'Our own books are free to download. The classics are old enough to belong to everyone, and can be read free online.',
    ]),
    { blockType: 'custom', build: (): PageBlock => ({ blockType: 'inspirationBooks' }) },
    content('More to read', ['Short guides to brewing, tasting and the tea regions, written by our tasters and cooks, are in our e-books.'], {
      link: routes.allAboutTea.eBooks(),
      linkText: 'Read our e-books',
    }),
  ],
  seo: {
    en: {
      title: 'Tea inspiration books',
      description: `Books that inspire the ${brandName} tea makers: letters from tea drinkers and recipes from Kirikanda to download, and tea classics by Okakura and Arthur Gray to read free.`,
      keywords: 'tea books, The Book of Tea, tea classics, tea recipes book, free tea books',
    },
  },
}

export const teaInspiredLetterPages: PageSeed[] = [letters, inspiredLetters, books]
