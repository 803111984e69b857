import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { quoteBlock, valueCardsBlock } from './family-blocks'
import type { PageSeed } from './types'
import { card, cards, content, slide, slider } from './tea-inspired-blocks'

/**
 * Tea Inspired: the tea maker's partners (data-layer spec, section 3). Hospitality: title,
 * invitation, mid_title, mid_quote, end_quote_with_link, sliders, values, hospitality. Real high
 * tea, chefs and mixologist: title, content_1, content_2, sliders. Tea lounge: title, header image,
 * content_1 and content_2, each with a quote and its author.
 */

const hospitality: PageSeed = {
  path: routes.teaInspired.hospitality,
  headerImage: 'bannerHospitality',
  copy: {
    en: { title: 'Hospitality and food service', intro: 'Fresh tea for hotels, restaurants and cafés, and the training that lets their teams serve it well.' },
    de: { title: 'Hotellerie und Gastronomie', intro: 'Frischer Tee für Hotels, Restaurants und Cafés und die Schulung, mit der ihre Teams ihn gut servieren.' },
  },
  blocks: [
    content(
      'An invitation to our partners in hospitality',
      [
        'A guest remembers the last cup of a meal. We work with hotels, restaurants and cafés that want that cup to be as carefully chosen as the wine: teas packed at our estates within weeks of plucking, and a tea menu written with your chef.',
        'Tell us about your kitchen and your guests, and our tea makers will propose a selection, train your team and visit again as the seasons change.',
      ],
      { image: 'cardTrade', imagePosition: 'right', link: routes.contact, linkText: 'Invite our tea makers' },
    ),
    slider([
      slide('contentTeapot', 'Pots brewed to order, never from an urn'),
      slide('recipeLatte', 'Tea with the dessert course: a cinnamon tea latte'),
      slide('contentGlass', 'A tasting for the service team before a new tea menu opens'),
    ]),
    {
      blockType: 'custom',
      build: quoteBlock({
        en: {
          title: 'Tea deserves a place on the menu',
          quote: 'We ask a restaurant to treat tea as it treats its coffee and its wine: with a name, an origin and someone who knows how to serve it.',
          author: `Upali ${brandName}`,
        },
        de: {
          title: 'Tee verdient einen Platz auf der Karte',
          quote: 'Wir bitten Restaurants, Tee so zu behandeln wie Kaffee und Wein: mit einem Namen, einer Herkunft und jemandem, der ihn zu servieren weiß.',
          author: `Upali ${brandName}`,
        },
      }),
    },
    {
      blockType: 'custom',
      build: valueCardsBlock({ en: { title: 'What we bring to your service' }, de: { title: 'Was wir für Ihren Service mitbringen' } }, [
        {
          image: 'contentLeavesLight',
          copy: {
            en: {
              title: 'Freshness',
              shortText: 'Teas packed at the source, weeks after plucking.',
              longText: 'Every tea we supply to hospitality is packed at our estates and dated. We plan deliveries with you so that no caddy in your kitchen is older than a season.',
            },
          },
        },
        {
          image: 'cardSchool',
          copy: {
            en: {
              title: 'Training',
              shortText: 'Our tea makers teach your team to brew and to explain.',
              longText: 'A half-day session covers water, temperature and time for each tea on your menu, how to describe it to a guest, and how to pair it with your dishes. We repeat it when your team or your menu changes.',
            },
          },
        },
        {
          image: 'contentTeapot',
          copy: {
            en: {
              title: 'Service',
              shortText: 'Pots, infusers and menus that suit your room.',
              longText: 'We help you choose teaware for the way you serve, from a busy breakfast room to a tasting menu, and write tea menus in your house style.',
            },
          },
        },
      ]),
    },
    // The spec's `hospitality` items: ideas for a tea menu, each leading to the page that tells more.
    cards('Ideas for your tea menu', [
      card(routes.teaInspired.chefs, 'recipeSalmon', 'Cooking with tea', 'Tea as an ingredient, and pairings course by course.'),
      card(routes.teaInspired.mixologist, 'recipeIced', 'Tea at the bar', 'Cold brews, syrups and tea cocktails, with or without spirits.'),
      card(routes.teaInspired.realHighTea, 'coverAfternoonTea', 'A real high tea', 'The hearty evening meal of the tea country, for your guests.'),
    ]),
    {
      blockType: 'custom',
      build: quoteBlock(
        {
          en: {
            quote: 'The best compliment a restaurant can receive is a guest asking which tea was served.',
            author: `The ${brandName} tea makers`,
            linkText: 'Talk to our hospitality team',
          },
        },
        routes.contact,
      ),
    },
  ],
  seo: {
    en: {
      title: 'Hospitality and food service',
      description: `${brandName} tea for hotels, restaurants and cafés: fresh teas packed at the source, staff training and tea menus written with your chef.`,
      keywords: `tea for hotels, tea for restaurants, food service tea, ${brandName} hospitality`,
    },
  },
}

const realHighTea: PageSeed = {
  path: routes.teaInspired.realHighTea,
  headerImage: 'bannerTea',
  copy: {
    en: { title: 'Real high tea', intro: 'Not a dainty afternoon tea but the hearty evening meal of the tea country, served at a high table.' },
    de: { title: 'Echter High Tea', intro: 'Kein zierlicher Nachmittagstee, sondern die herzhafte Abendmahlzeit des Teelands, serviert am hohen Tisch.' },
  },
  blocks: [
    content(
      'What high tea really is',
      [
        'High tea was a working meal. On the estates it was served at six, when the factory shift changed: a strong pot of tea, bread and curries, eggs and pickles, and something sweet for the children.',
        'The name comes from the table. Afternoon tea was taken in low armchairs; high tea at the dining table, by people who had been on their feet all day.',
      ],
      { image: 'coverAfternoonTea', imagePosition: 'right' },
    ),
    slider([
      slide('contentTeapot', 'A pot of strong Uva tea to start the meal'),
      slide('contentCup', 'Savoury first: egg hoppers, coconut sambol and curries'),
      slide('giftAfternoon', 'And a cinnamon tea loaf to finish'),
    ]),
    content(
      'Serving a real high tea at home',
      [
        'Brew a robust black tea for the savoury dishes, and a lighter, brighter tea for the sweet ones. Put everything on the table at once and let everyone help themselves.',
        'Keep a second pot warming: at a real high tea, nobody should ever find the teapot empty.',
      ],
      // The recipes folder has no list page of its own: the tea blog's recipe post gathers four.
      { image: 'contentTeapot', imagePosition: 'left', link: routes.media.teaBlog('four-recipes-that-start-with-a-pot-of-tea'), linkText: 'Find recipes to serve' },
    ),
  ],
  seo: {
    en: {
      title: 'Real high tea',
      description: 'Real high tea is the hearty evening meal of the tea country. What it is, where its name comes from, and how to serve it at home.',
      keywords: 'real high tea, high tea menu, Ceylon tea, evening tea meal',
    },
  },
}

const chefs: PageSeed = {
  path: routes.teaInspired.chefs,
  headerImage: 'bannerBrewing',
  copy: {
    en: { title: 'Chefs and the tea maker', intro: 'What happens when a chef and a tea maker share a kitchen for a week.' },
    de: { title: 'Köche und der Teemacher', intro: 'Was geschieht, wenn ein Koch und ein Teemacher eine Woche lang eine Küche teilen.' },
  },
  blocks: [
    content(
      'Tea as an ingredient',
      [
        'Every year we invite chefs to Kirikanda to cook with our tea makers. They smoke fish over spent tea leaves, poach pears in green tea, and grind black tea into a rub for lamb.',
        'The tea maker’s job is to choose the tea: a brisk Uva to stand up to spice, a delicate Dimbula for a custard, a low-grown Ruhuna whose malty depth survives a long braise.',
      ],
      { image: 'recipeSalmon', imagePosition: 'right' },
    ),
    slider([
      slide('recipeMintCooler', 'A green tea and mint cooler between courses'),
      slide('contentFactory', 'The estate factory, where chefs learn how black tea is made'),
      slide('recipeLatte', 'A spiced milk tea sweetened with jaggery to end the meal'),
    ]),
    content(
      'Pairing tea with food',
      [
        'Pair as you would pair wine: match weight with weight, and let a contrast refresh the palate. Delicate teas for fish and white meat, full black teas for red meat and spice, a smoky tea with cheese.',
        'Serve the tea at its own best temperature, not the dish’s: a green tea poured too hot turns bitter next to any food.',
      ],
      { image: 'contentCup', imagePosition: 'left', link: routes.allAboutTea.howToBrew, linkText: 'How to brew each tea' },
    ),
  ],
  seo: {
    en: {
      title: 'Chefs and the tea maker',
      description: `Chefs cook with ${brandName} tea makers: tea as an ingredient, and how to pair tea with food course by course.`,
      keywords: 'cooking with tea, tea and food pairing, tea recipes, chefs',
    },
  },
}

const mixologist: PageSeed = {
  path: routes.teaInspired.mixologist,
  headerImage: 'bannerDusk',
  copy: {
    en: { title: 'Mixologist and the tea maker', intro: 'Tea behind the bar: cold brews, syrups and long drinks, with or without spirits.' },
    de: { title: 'Mixologe und der Teemacher', intro: 'Tee hinter der Bar: Cold Brews, Sirupe und Longdrinks, mit oder ohne Alkohol.' },
  },
  blocks: [
    content(
      'Tea behind the bar',
      [
        'A bartender looks for structure in a drink: body, bitterness, acidity and aroma. Tea brings all four. A cold-brewed black tea gives body without bitterness; a green tea syrup adds a grassy lift; a smoked tea stands in for whisky in a drink without alcohol.',
        'Our tea makers work with bartenders to choose teas that keep their character when they are chilled, shaken and diluted.',
      ],
      { image: 'recipeIced', imagePosition: 'right' },
    ),
    slider([
      slide('contentGlass', 'Cold brew: tea, cold water and a night in the refrigerator'),
      slide('recipeElixir', 'An elixir of black tea, ginger and lime'),
      slide('mediaGlassMorning', 'Tea highballs, long and dry'),
    ]),
    content(
      'Three rules from the bar',
      [
        'Brew stronger than you would to drink hot, because ice will dilute it. Chill quickly, so the tea stays clear. And taste before you sweeten: a good tea often needs less sugar than you think.',
      ],
      { image: 'contentLeavesLight', imagePosition: 'left', link: routes.products.recipe('iced-lemon-black-tea'), linkText: 'Make an iced lemon black tea' },
    ),
  ],
  seo: {
    en: {
      title: 'Mixologist and the tea maker',
      description: 'Tea cocktails and alcohol-free drinks: how bartenders and tea makers use cold brews, tea syrups and iced teas.',
      keywords: 'tea cocktails, tea mocktails, cold brew tea, mixology',
    },
  },
}

const teaLounge: PageSeed = {
  path: routes.teaInspired.teaLounge,
  headerImage: 'bannerValues',
  copy: {
    en: { title: 'The tea lounge', intro: 'A quiet room in Colombo where anyone may sit down and taste our teas, as our tasters do.' },
    de: { title: 'Die Tea Lounge', intro: 'Ein ruhiger Raum in Colombo, in dem jeder Platz nehmen und unsere Tees verkosten kann, wie es unsere Verkoster tun.' },
  },
  blocks: [
    content(
      'A tasting room open to everyone',
      [
        'The tea lounge sits above our Colombo office, in the rooms where Kamala once kept her tasting table. A lounge host brews each tea to order and tells you which garden it comes from and when it was plucked.',
      ],
      {
        image: 'contentTeapot',
        imagePosition: 'right',
        quote: 'Sit down, slow down, and let the tea tell you where it has been.',
        author: 'Nadeeka, lounge host',
      },
    ),
    content(
      'Taste like a tea maker',
      [
        'Ask for a flight of three teas from one estate, plucked in different months, and taste how the monsoon changes the cup. Every flight comes with a card of tasting notes to take home.',
      ],
      {
        image: 'contentGlass',
        imagePosition: 'left',
        quote: 'The same bush gives a different tea every week. The lounge is where you can taste that for yourself.',
        author: `Shanthi ${brandName}, who leads our tasting room`,
      },
    ),
  ],
  seo: {
    en: {
      title: 'The tea lounge',
      description: `The ${brandName} tea lounge in Colombo: taste our teas brewed to order, with flights from a single estate across the seasons.`,
      keywords: `tea lounge, tea tasting Colombo, ${brandName} tea lounge`,
    },
  },
}

export const teaInspiredMakerPages: PageSeed[] = [hospitality, realHighTea, chefs, mixologist, teaLounge]
