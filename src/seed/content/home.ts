import { routes } from '@/routes'
import { h3 } from '../richText'
import type { BlockSeed, CardSeed, HomeSeed, SlideSeed, VideoSeed } from './types'
import { brand, brandName } from '@/site.config'
import { companyFacts } from './company-facts'

/** The home pages: the GLOBAL one (English and German) and Sri Lanka's own (English). */

const globalSlides = (mobile: boolean): SlideSeed[] => [
  {
    image: mobile ? 'mobileEstateDawn' : 'heroEstateDawn',
    link: routes.family.story,
    copy: {
      en: { header: 'Tea grown by a family, in the hills it comes from', linkText: 'Our story' },
      de: { header: 'Tee von einer Familie, aus den Bergen, in denen er wächst', linkText: 'Unsere Geschichte' },
    },
  },
  {
    image: mobile ? 'mobileCupGolden' : 'heroCupGolden',
    link: routes.allAboutTea.factsOfTea,
    copy: {
      en: { header: 'Plucked at dawn, packed at the source, poured fresh', linkText: 'Discover tea' },
      de: { header: 'Im Morgengrauen gepflückt, am Ursprung verpackt, frisch aufgegossen', linkText: 'Tee entdecken' },
    },
  },
  {
    image: mobile ? 'mobileFactoryMorning' : 'heroFactoryMorning',
    link: routes.purpose.foundation,
    copy: {
      en: { header: 'Every cup supports the people and forests of our hills', linkText: `The ${brandName} Foundation` },
      de: { header: 'Jede Tasse unterstützt die Menschen und Wälder unserer Berge', linkText: `Die ${brandName}-Stiftung` },
    },
  },
]

const explore: CardSeed[] = [
  { image: 'cardFamily', link: routes.family.story, copy: { en: { title: `The ${brandName} Family` }, de: { title: `Die Familie ${brandName}` } } },
  { image: 'cardTeaKnowledge', link: routes.allAboutTea.factsOfTea, copy: { en: { title: 'All About Tea' }, de: { title: 'Alles über Tee' } } },
  { image: 'cardSchool', link: routes.allAboutTea.schoolOfTea, copy: { en: { title: 'School of Tea' }, de: { title: 'Teeschule' } } },
  { image: 'cardPurpose', link: routes.purpose.sustainability, copy: { en: { title: 'Our purpose' }, de: { title: 'Unser Anspruch' } } },
  { image: 'cardFoundation', link: routes.purpose.foundation, copy: { en: { title: `The ${brandName} Foundation` }, de: { title: `Die ${brandName}-Stiftung` } } },
  { image: 'cardCareers', link: routes.careers, copy: { en: { title: 'Careers' }, de: { title: 'Karriere' } } },
]

/** Used only when SEED_VIDEO_IDS supplies real videos (see ../videos.ts). */
const videos: VideoSeed[] = [
  {
    poster: 'posterPlucking',
    copy: {
      en: { header: 'A morning’s plucking', description: 'Follow the first round of the day on Kirikanda Estate, from the muster at sunrise to the weighing shed.' },
      de: { header: 'Ein Morgen bei der Teeernte', description: 'Die erste Pflückrunde des Tages auf Kirikanda, vom Treffpunkt bei Sonnenaufgang bis zur Waage.' },
    },
  },
  {
    poster: 'posterBrewing',
    copy: {
      en: { header: 'Brewing the perfect cup', description: 'Our tasters show how water, time and temperature bring out the best in a Ceylon black tea.' },
      de: { header: 'Die perfekte Tasse', description: 'Unsere Teeverkoster zeigen, wie Wasser, Zeit und Temperatur das Beste aus einem Ceylon-Schwarztee holen.' },
    },
  },
]

/** A range's card: its page, its cover and its name and promise in both languages. */
const rangeCard = (slug: string, image: CardSeed['image'], en: [string, string], de: [string, string]): CardSeed => ({
  image,
  link: routes.products.range(slug),
  copy: { en: { title: en[0], description: en[1] }, de: { title: de[0], description: de[1] } },
})

const featuredRanges: BlockSeed = {
  blockType: 'cardGrid',
  copy: { en: { title: 'Find your range' }, de: { title: 'Finden Sie Ihre Teeserie' } },
  items: [
    rangeCard('premium-ceylon-tea', 'rangePremiumCeylon', ['Premium Ceylon Tea', 'The everyday cup, picked and packed at the source.'], ['Premium Ceylon Tea', 'Die Tasse für jeden Tag, am Ursprung gepflückt und verpackt.']),
    rangeCard(`${brand}-watte-boutique-tea`, 'rangeWatteBoutique', ['Watte Boutique Tea', 'Single-estate teas, each from one of our gardens.'], ['Watte Boutique Tea', 'Tees aus einem einzigen Garten, jeder aus einem unserer Güter.']),
    rangeCard(`${brand}-natural-infusions`, 'rangeNaturalInfusions', ['Natural Infusions', 'Herbs and spices of Sri Lanka, free of caffeine.'], ['Natural Infusions', 'Kräuter und Gewürze Sri Lankas, ohne Koffein.']),
    rangeCard('elixir-of-ceylon-tea', 'rangeElixir', ['Elixir of Ceylon Tea', 'Cold-brewed tea extract for the bar and the kitchen.'], ['Elixir of Ceylon Tea', 'Kalt gebrühter Teeextrakt für Bar und Küche.']),
  ],
}

/** The featured teas as one row (three) under the offer, whose pack shot already shows one; two rows where none leads. */
const featuredTeas = (size: number): BlockSeed => ({
  blockType: 'custom',
  build: (locale) => ({ blockType: 'productList', title: locale === 'de' ? 'Tees, mit denen Sie beginnen können' : 'Teas to start with', size }),
})

const shopOnline: BlockSeed = {
  blockType: 'content',
  image: 'teawarePot',
  imagePosition: 'left',
  link: routes.online,
  copy: {
    en: {
      header: 'Order our tea online',
      body: [
        'Every pack in our online shops comes from the same gardens and the same packing line in the hills, and travels to you sealed within weeks of the plucking.',
        'Choose your country to see the shops that deliver there: our own shop and the partners we trust.',
      ],
      linkText: 'Shop online',
    },
    de: {
      header: 'Unseren Tee online bestellen',
      body: [
        'Jede Packung in unseren Online-Shops kommt aus denselben Gärten und von derselben Packstraße in den Bergen und reist versiegelt zu Ihnen, wenige Wochen nach der Pflückung.',
        'Wählen Sie Ihr Land, um die Shops zu sehen, die dorthin liefern: unseren eigenen und die Partner, denen wir vertrauen.',
      ],
      linkText: 'Online einkaufen',
    },
  },
}

/**
 * The first screen: a single-estate tea from Kirikanda (whose Uva won the Tasters’ Guild gold, see the news), the
 * teas and the shop. The founding year and the estates' number come from the site settings and the estates.
 */
const offer: BlockSeed = {
  blockType: 'custom',
  build: (locale) => {
    const de = locale === 'de'
    return {
      blockType: 'offer',
      eyebrow: de ? 'Tee aus einem einzigen Garten' : 'Single-estate Ceylon tea',
      title: de ? 'Frischer Tee aus unseren eigenen Gärten, verpackt, wo er wächst' : 'Fresh tea from our own gardens, packed where it grows',
      intro: de
        ? 'Kirikanda Watte kommt von unserem Teegarten in den Bergen von Uva: von Hand gepflückt, in unserer eigenen Fabrik verarbeitet und am Ursprung verpackt.'
        : 'Kirikanda Watte comes from our estate in the Uva hills: plucked by hand, made in our own factory and packed at the source.',
      product: 'kirikanda-watte',
      primary_link: routes.products.ranges,
      primary_label: de ? 'Unsere Tees entdecken' : 'Explore our teas',
      shop_label: de ? 'Online einkaufen' : 'Shop online',
      proofs: [{ text: de ? 'Gold der Tasters’ Guild 2024' : 'Tasters’ Guild gold, 2024' }],
    }
  },
}

const latestNews: BlockSeed = {
  blockType: 'custom',
  build: (locale) => ({ blockType: 'latestNews', title: locale === 'de' ? 'Neues aus den Teegärten' : 'News from the tea gardens', count: 3 }),
}

export const globalHome: HomeSeed = {
  country: 'GLOBAL',
  sliders: globalSlides(false),
  mobileSliders: globalSlides(true),
  explore,
  videos,
  shareImage: 'heroEstateDawn',
  // Editors reorder these in the admin: the offer (the first screen, with the shop's button), the ranges and teas,
  // then the family and the news.
  blocks: [
    offer,
    featuredRanges,
    featuredTeas(3),
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'right',
      link: routes.family.story,
      copy: {
        en: {
          header: `A family of tea makers since ${companyFacts.founded}`,
          subHeading: 'Three generations, one promise',
          body: [
            `Kamala ${brandName} bought a neglected garden on the slopes above Haputale with her savings and a borrowed lorry. Today her children and grandchildren still walk the same rows every morning, and every tea that carries our name is grown, made and packed in Sri Lanka.`,
            'We are a small company by choice. It keeps us close to the bushes, to the people who tend them, and to the moment a leaf becomes tea.',
          ],
          linkText: 'Read our story',
        },
        de: {
          header: `Eine Familie von Teemachern seit ${companyFacts.founded}`,
          subHeading: 'Drei Generationen, ein Versprechen',
          body: [
            `Kamala ${brandName} kaufte mit ihren Ersparnissen und einem geliehenen Lastwagen einen verwilderten Teegarten oberhalb von Haputale. Heute gehen ihre Kinder und Enkel jeden Morgen durch dieselben Reihen, und jeder Tee mit unserem Namen wird in Sri Lanka angebaut, verarbeitet und verpackt.`,
            'Wir sind bewusst ein kleines Unternehmen. So bleiben wir nah an den Teesträuchern, an den Menschen, die sie pflegen, und an dem Moment, in dem aus einem Blatt Tee wird.',
          ],
          linkText: 'Unsere Geschichte lesen',
        },
      },
    },
    latestNews,
    {
      blockType: 'content',
      image: 'contentSprig',
      imagePosition: 'left',
      link: routes.allAboutTea.factsOfTea,
      copy: {
        en: {
          header: 'Two leaves and a bud',
          body: [
            'Fine tea starts with a fine pluck: only the tender tip of each shoot, taken by hand every seven to ten days. Within hours the leaf is withering in our own factories, so nothing is lost on the road.',
            h3('Why freshness matters'),
            'Tea is at its brightest in the months after it is made. Packing at the source, instead of shipping leaf to be blended abroad, means the tea in your cup is months younger.',
          ],
          linkText: 'Facts of tea',
        },
        de: {
          header: 'Zwei Blätter und eine Knospe',
          body: [
            'Feiner Tee beginnt mit einer feinen Pflückung: nur die zarte Spitze jedes Triebs, alle sieben bis zehn Tage von Hand geerntet. Wenige Stunden später welkt das Blatt bereits in unseren eigenen Fabriken.',
            h3('Warum Frische zählt'),
            'Tee schmeckt in den Monaten nach der Herstellung am lebendigsten. Weil wir am Ursprung verpacken, ist der Tee in Ihrer Tasse Monate jünger.',
          ],
          linkText: 'Wissenswertes über Tee',
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentCup',
      imagePosition: 'right',
      link: routes.family.foundersMessage,
      copy: {
        en: {
          header: 'A word from our founder',
          quote: 'Tea is a gift from the land and from the hands that tend it. Our work is to honour both in every cup we pour.',
          author: `Kamala ${brandName}, founder`,
          linkText: 'Read the founder’s message',
        },
        de: {
          header: 'Ein Wort unserer Gründerin',
          quote: 'Tee ist ein Geschenk des Landes und der Hände, die es pflegen. Unsere Aufgabe ist es, beides in jeder Tasse zu ehren.',
          author: `Kamala ${brandName}, Gründerin`,
          linkText: 'Die Botschaft der Gründerin lesen',
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Family-grown Ceylon tea from the hills of Sri Lanka',
      description: `${brandName} is a family tea company from Sri Lanka: tea grown on our own hill estates, made in our own factories and packed fresh at the source.`,
      keywords: `Ceylon tea, Sri Lanka, family tea company, tea estates, single-origin tea, ${brandName}`,
    },
    de: {
      title: 'Ceylon-Tee aus Familienhand, aus den Bergen Sri Lankas',
      description: `${brandName} ist ein Familienunternehmen aus Sri Lanka: Tee von eigenen Plantagen, in eigenen Fabriken verarbeitet und frisch am Ursprung verpackt.`,
      keywords: `Ceylon-Tee, Sri Lanka, Familienunternehmen, Teeplantagen, ${brandName}`,
    },
  },
}

const lkSlides = (mobile: boolean): SlideSeed[] => [
  {
    image: mobile ? 'mobileLkMonsoon' : 'heroLkMonsoon',
    link: routes.contact,
    copy: { en: { header: `Ayubowan! Welcome to ${brandName} in Sri Lanka`, linkText: 'Visit an estate' } },
  },
  {
    image: mobile ? 'mobileLkDusk' : 'heroLkDusk',
    link: routes.online,
    copy: { en: { header: 'From our estates to tea shops across the island', linkText: `${brandName} online` } },
  },
]

export const sriLankaHome: HomeSeed = {
  country: 'LK',
  sliders: lkSlides(false),
  mobileSliders: lkSlides(true),
  explore: explore.slice(0, 4),
  videos: [],
  shareImage: 'heroLkMonsoon',
  blocks: [
    featuredTeas(6),
    {
      blockType: 'content',
      image: 'contentFactory',
      imagePosition: 'right',
      link: routes.contact,
      copy: {
        en: {
          header: 'Grown here, enjoyed here',
          body: [
            'Our teas are on the shelves of grocers from Jaffna to Galle, and in the dining rooms of many of the island’s guest houses. Ask for the green tin with the two leaves and a bud.',
            'Kirikanda Estate in the Uva hills welcomes visitors on weekday mornings outside the heaviest monsoon weeks. Watch the plucking, walk through the withering lofts and taste the season’s teas with our planters.',
          ],
          linkText: 'Plan a visit',
        },
      },
    },
    shopOnline,
    latestNews,
  ],
  seo: {
    en: {
      title: `${brandName} in Sri Lanka: fresh tea from our hill estates`,
      description: `Find ${brandName} tea across Sri Lanka, visit Kirikanda Estate in the Uva hills, and taste the season’s teas with our planters.`,
      keywords: `${brandName} Sri Lanka, estate visit, Uva tea, Ceylon tea shop`,
    },
  },
}

export const homes: HomeSeed[] = [globalHome, sriLankaHome]
