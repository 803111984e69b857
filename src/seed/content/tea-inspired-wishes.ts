import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageBlock } from '../build'
import { content } from './tea-inspired-blocks'
import type { PageSeed } from './types'

/**
 * Tea Inspired's commemorative teas and video wishes: each list page is a `pages` record holding
 * its list block (the items are seeded by src/seed/tea-inspired-wishes.ts).
 */

const commemorativeTeas: PageSeed = {
  path: routes.teaInspired.commemorativeTeas,
  headerImage: 'bannerPattern',
  copy: {
    en: {
      title: 'Commemorative teas',
      intro: 'Teas we made to mark a moment: a birthday of the family company, a school’s hundredth year, a cricket club’s tour. Some were poured once and are gone; some are in our range to this day.',
    },
    de: {
      title: 'Gedenktees',
      intro: 'Tees, die wir für einen besonderen Anlass gemacht haben: einen Geburtstag des Familienunternehmens, das hundertste Jahr einer Schule, die Reise eines Cricketclubs. Manche wurden einmal ausgeschenkt, manche gibt es bis heute.',
    },
  },
  blocks: [
    { blockType: 'custom', build: (): PageBlock => ({ blockType: 'commemorativeTeas' }) },
    content(
      'Made in small lots, packed in numbered tins',
      [
        'A commemorative tea starts with a story and a taste: the tea someone drank on the day, or the tea of the garden where it happened. Our tasters blend a few hundred kilos at most, and every tin carries its number.',
        `The teas still in our range are sold with the rest of the ${brandName} Commemorative Tea range.`,
      ],
      { image: 'rangeCommemorative', imagePosition: 'right', link: routes.products.range('commerative-tea'), linkText: 'The Commemorative Tea range' },
    ),
  ],
  seo: {
    en: {
      title: `${brandName} commemorative teas`,
      description: `Teas ${brandName} made to mark an occasion: anniversaries of the family company, a school centenary, a cricket tour and a charity, with the ones still sold today.`,
      keywords: 'commemorative tea, anniversary tea, limited edition tea tin, Ceylon tea gift',
    },
  },
}

const videoWishes: PageSeed = {
  path: routes.teaInspired.videoWishes,
  headerImage: 'bannerTea',
  copy: {
    en: {
      title: 'Video wishes',
      intro: `Friends of ${brandName} from the tea fields to the far side of the world sent us a few words and a raised cup. Press play to hear them.`,
    },
    de: {
      title: 'Videogrüße',
      intro: `Freunde von ${brandName}, von den Teefeldern bis ans andere Ende der Welt, haben uns ein paar Worte und eine erhobene Tasse geschickt. Drücken Sie auf Abspielen, um sie zu hören.`,
    },
  },
  blocks: [
    { blockType: 'custom', build: (): PageBlock => ({ blockType: 'videoWishes' }) },
    content(
      'Send us your wish',
      [
        'Film a minute on your phone: who you are, where you drink your tea and what you would like to tell the people who grow it. Send us the link, and we will ask before we show it here.',
      ],
      { image: 'contentCup', imagePosition: 'left', link: routes.contact, linkText: 'Write to us' },
    ),
  ],
  seo: {
    en: {
      title: `Video wishes for ${brandName}`,
      description: `Short videos from tea drinkers, growers, grocers and schoolchildren wishing the ${brandName} family well, from Haputale to Hamburg and Wellington.`,
      keywords: 'video wishes, tea lovers, tea community, greetings',
    },
  },
}

export const teaInspiredWishPages: PageSeed[] = [commemorativeTeas, videoWishes]
