import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'
import { card, cards, content, slide, slider } from './tea-inspired-blocks'

/**
 * The Tea Inspired section home (/tea-inspired/{brand}; the data-layer spec's tea inspiration page:
 * title, content_1, content_2, sliders and show_us_link), with an overview that links every page of
 * the section and the newest featured stories of type tea_inspired. GET /dmc-apis/tea_inspired_home
 * answers this record.
 */
export const TEA_INSPIRED_HOME_TITLE = 'Tea Inspired'

export const teaInspiredHome: PageSeed = {
  path: routes.teaInspired.home,
  headerImage: 'bannerTeaInspired',
  copy: {
    en: {
      title: TEA_INSPIRED_HOME_TITLE,
      intro: 'Tea as chefs, mixologists, artists and photographers see it, and the inspiration a cup of fresh tea has given our family since Kamala first sat down at a tasting table.',
    },
    de: {
      title: 'Vom Tee inspiriert',
      intro: 'Tee, wie Köche, Mixologen, Künstler und Fotografen ihn sehen, und die Inspiration, die eine Tasse frischer Tee unserer Familie schenkt, seit Kamala zum ersten Mal am Verkostungstisch saß.',
    },
  },
  blocks: [
    content(
      'More than a drink',
      [
        `For the ${brandName} family, tea has never been only a commodity to be graded and sold. It is a reason to sit down together, an ingredient in the kitchen, a colour in a painting and a subject for the camera.`,
        'These pages collect what tea has inspired: recipes from chefs who cook with it, cocktails from bartenders who shake it, the thoughts of our tea makers, and the pictures and letters that tea drinkers have sent us.',
      ],
      { image: 'contentCup', imagePosition: 'right' },
    ),
    slider([
      slide('recipeSalmon', 'A chef’s tasting menu, each course paired with a single-estate tea', routes.teaInspired.chefs, 'Chefs and the tea maker'),
      slide('recipeIced', 'Tea behind the bar: cold brews, syrups and tea-washed spirits', routes.teaInspired.mixologist, 'Mixologist and the tea maker'),
      slide('coverAfternoonTea', 'Real high tea, served the way the planters took it', routes.teaInspired.realHighTea, 'Real high tea'),
    ]),
    content(
      'Inspiration in every cup',
      [
        'A good tea changes with the hour and the company. Our tea makers taste each garden’s leaf every day, and every day it tells them something new about the weather, the soil and the hands that plucked it.',
        'We hope these pages do the same for you: that you find a new way to brew, to pair or simply to enjoy a cup of tea.',
      ],
      { image: 'contentLeavesLight', imagePosition: 'left' },
    ),
    cards('Tea makers and their craft', [
      card(routes.teaInspired.philosophy, 'contentGlass', 'The teamaker’s philosophy', 'Why we grow, make and pack our own tea, and what fresh tea means to us.'),
      card(routes.teaInspired.chefs, 'recipeSalmon', 'Chefs and the tea maker', 'Cooking with tea, and pairing it with food course by course.'),
      card(routes.teaInspired.mixologist, 'recipeIced', 'Mixologist and the tea maker', 'Tea cocktails and mocktails from the bar.'),
      card(routes.teaInspired.realHighTea, 'coverAfternoonTea', 'Real high tea', 'The evening meal of the tea country, and how to serve it.'),
      card(routes.teaInspired.hospitality, 'cardTrade', 'Hospitality and food service', 'Tea for hotels, restaurants and cafés, with training for their teams.'),
      card(routes.teaInspired.teaLounge, 'contentTeapot', 'The tea lounge', 'A quiet room in Colombo for tasting our teas.'),
    ]),
    cards('Years of inspiration', [
      card(routes.teaInspired.yearsOfInspiration, 'bannerTimeline', 'Years of tea inspiration', 'From the first tasting table to the first pack, told through the people who shaped them.'),
      card(routes.teaInspired.seventyYears, 'contentGarden', 'Kamala’s 70 years in tea', 'Our founder’s life devoted to tea, from the weighing books of Badulla to today.'),
      card(routes.teaInspired.fiveSenses, 'contentSprig', 'Tea in five senses', 'How to look at, smell, touch, hear and taste a cup of tea.'),
      card(routes.teaInspired.books, 'coverTastersNotebook', 'Tea inspiration books', 'Books about tea to read and to give.'),
      card(routes.teaInspired.commemorativeTeas, 'rangeCommemorative', 'Commemorative teas', 'Teas made to mark the years that mattered.'),
      card(routes.teaInspired.videoWishes, 'posterBrewing', 'Video wishes', 'Greetings from tea drinkers around the world.'),
      card(routes.teaInspired.letters, 'coverVoicesOfTheHills', `Letters to Mr ${brandName}`, 'Letters from tea drinkers to our family, and the stories behind them.'),
      card(routes.teaInspired.inspiredLetters, 'coverYearOnTheEstate', 'Letters that tea inspired', 'A selection of the letters, read as stories.'),
    ]),
    cards('Galleries', [
      card(routes.teaInspired.artists(), 'mediaPatternGolden', 'Artists', 'Paintings, prints and drawings that began with a cup of tea.'),
      card(routes.teaInspired.photographers(), 'mediaEstateMorning', 'Photographers', 'The tea country through the lenses of the photographers who visit it.'),
      card(routes.teaInspired.albums(), 'mediaHillsDusk', 'Albums', 'Picture albums from the estates, the factories and the tea table.'),
      card(routes.teaInspired.inspiredMe(), 'mediaGlassMorning', 'Tea inspired me', 'Pictures tea drinkers sent us of their own tea moments.'),
    ]),
    // The spec's show_us_link: an editable invitation to send in photographs.
    content(
      'Show us your tea moments',
      [
        'Has a cup of tea inspired a picture, a recipe or a story of yours? Send it to us with a few words about where and when it was made. We show a selection on these pages, always with the name of the person who sent it.',
      ],
      { image: 'mediaTastingDawn', imagePosition: 'right', link: routes.contact, linkText: 'Send us your photographs' },
    ),
    {
      blockType: 'custom',
      build: (locale) => ({
        blockType: 'featuredStories',
        title: locale === 'de' ? 'Geschichten, die Tee inspiriert hat' : 'Stories tea inspired',
        story_type: 'tea_inspired',
        count: 3,
        media_only: false,
        layout: 'cards',
      }),
    },
  ],
  seo: {
    en: {
      title: 'Tea Inspired',
      description: `What tea has inspired: chefs, mixologists, artists and photographers, the ${brandName} tea makers’ philosophy, and letters and pictures from tea drinkers.`,
      keywords: `tea inspired, cooking with tea, tea cocktails, tea art, ${brandName}`,
    },
  },
}
