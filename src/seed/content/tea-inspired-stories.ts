import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'
import { content, slide, slider } from './tea-inspired-blocks'

/**
 * Tea Inspired: the reflective pages (data-layer spec, section 3). Tea in five senses: contents
 * and sliders. Teamaker's philosophy: banner image and banner title (the page's header image and
 * title), title_content, contents. Years of tea inspiration and 70 years in tea ("a life devoted to
 * tea"): banner image, banner title, intro_content, image_contents.
 */

const fiveSenses: PageSeed = {
  path: routes.teaInspired.fiveSenses,
  headerImage: 'bannerMonsoon',
  copy: {
    en: { title: 'Tea in five senses', intro: 'A cup of tea is tasted with more than the tongue. Our tasters use all five senses, and so can you.' },
    de: { title: 'Tee mit fünf Sinnen', intro: 'Eine Tasse Tee schmeckt man nicht nur mit der Zunge. Unsere Verkoster nutzen alle fünf Sinne, und Sie können es auch.' },
  },
  blocks: [
    slider([
      slide('contentSprig', 'Two leaves and a bud, plucked at dawn'),
      slide('contentGlass', 'The colour of the liquor in a white tasting cup'),
      slide('contentLeavesLight', 'Infused leaf, spread on the lid of the cup'),
    ]),
    content('Sight', ['Look at the dry leaf first: even, well-twisted leaf was plucked and rolled with care. Then the liquor: a bright, clear cup promises freshness; a dull one warns of age or a careless fire.'], {
      image: 'contentGlass',
      imagePosition: 'right',
    }),
    content('Smell', ['Breathe in over the infused leaf while it is still hot. Our tasters name what they find: honey, malt, flowers, green wood, smoke. Aroma tells you more about a tea than any label.'], {
      image: 'contentLeavesLight',
      imagePosition: 'left',
    }),
    content('Touch', ['Roll a dry leaf between your fingers: it should be crisp, never soft. In the mouth, feel the tea’s body, light as water or round as milk, and the gentle grip on the tongue that tasters call briskness.'], {
      image: 'contentSprig',
      imagePosition: 'right',
    }),
    content('Hearing', ['Listen to the kettle. Water for black tea should reach a rolling boil; for green tea, take it off at the first murmur. Tasters slurp loudly from the spoon, to spray the tea over the whole palate.'], {
      image: 'contentTeapot',
      imagePosition: 'left',
    }),
    content('Taste', ['Last of all, taste: sweetness on the tip of the tongue, bitterness at the back, and what remains after you swallow. A good tea leaves a clean, lasting finish that invites the next sip.'], {
      image: 'contentCup',
      imagePosition: 'right',
      link: routes.allAboutTea.schoolOfTea,
      linkText: 'Learn to taste at the School of Tea',
    }),
  ],
  seo: {
    en: {
      title: 'Tea in five senses',
      description: 'How tea tasters use sight, smell, touch, hearing and taste to judge a cup of tea, and how you can taste tea the same way at home.',
      keywords: 'tea tasting, tea senses, how to taste tea, tea aroma',
    },
  },
}

const philosophy: PageSeed = {
  path: routes.teaInspired.philosophy,
  headerImage: 'bannerStory',
  copy: {
    en: { title: 'The teamaker’s philosophy', intro: 'Tea is a gift of nature. Our work is to keep it fresh, fair and honest from the garden to the cup.' },
    de: { title: 'Die Philosophie des Teemachers', intro: 'Tee ist ein Geschenk der Natur. Unsere Aufgabe ist es, ihn frisch, fair und ehrlich vom Garten bis in die Tasse zu bringen.' },
  },
  blocks: [
    content(
      'Fresh, fair and honest',
      [
        `Kamala ${brandName} learnt in the brokers’ rooms of Colombo that tea was often years old by the time it reached a cup, and that the people who plucked it rarely shared in its price. She became a tea maker to change both.`,
      ],
      { quote: 'A tea maker is only a caretaker: the tea belongs to the garden first and to the drinker last.', author: `Kamala ${brandName}` },
    ),
    content(
      'Grown in one place',
      ['Our teas come from our own three gardens and from smallholders we know by name. Knowing where each leaf grew lets us answer for how it was grown.'],
      { image: 'contentGarden', imagePosition: 'right' },
    ),
    content(
      'Packed where it grows',
      ['We pack our tea in the hills, beside the estates, within weeks of plucking. Tea loses its life in warehouses; the sooner it is sealed, the more of the garden reaches the cup.'],
      { image: 'contentFactory', imagePosition: 'left' },
    ),
    content(
      'Shared with those who make it',
      ['A share of every sale goes back to the families on the estates, through homes, schools and clinics. A tea made by people who are treated well is a better tea.'],
      { image: 'cardFoundation', imagePosition: 'right', link: routes.purpose.foundation, linkText: `About the ${brandName} Foundation` },
    ),
  ],
  seo: {
    en: {
      title: 'The teamaker’s philosophy',
      description: `The ${brandName} tea maker’s philosophy: tea grown in one place, packed where it grows and shared with the people who make it.`,
      keywords: `tea maker philosophy, fresh tea, ${brandName} values`,
    },
  },
}

const yearsOfInspiration: PageSeed = {
  path: routes.teaInspired.yearsOfInspiration,
  headerImage: 'bannerTimeline',
  copy: {
    en: { title: 'Years of tea inspiration', intro: 'From a tasting table in Colombo to a family of gardens: the years in which tea has given our family its work, its friends and its purpose.' },
    de: { title: 'Jahre der Tee-Inspiration', intro: 'Von einem Verkostungstisch in Colombo zu einer Familie von Teegärten: die Jahre, in denen der Tee unserer Familie Arbeit, Freunde und eine Aufgabe gegeben hat.' },
  },
  blocks: [
    content('Inspired by tea, year after year', [
      'Every decade of our family’s life in tea has had its own inspiration: a taster’s apprenticeship, an overgrown estate brought back to life, the first pack with our name on it, and a foundation for the tea country’s children.',
    ]),
    content('The tasting table', ['In 1962 Kamala sat down at a tasting table in Colombo for the first time. Ten years of cupping taught her what good tea is, and who makes it.'], {
      image: 'contentGlass',
      imagePosition: 'right',
    }),
    content('The garden', ['In 1979 she and Upali bought Kirikanda, sixty hectares of neglected tea above Haputale, and replanted it terrace by terrace.'], {
      image: 'contentGarden',
      imagePosition: 'left',
    }),
    content('The pack', [`In 1986 the family packed tea under the ${brandName} name for the first time, in a rented shed beside the factory.`], {
      image: 'contentTeapot',
      imagePosition: 'right',
      link: routes.family.timeline,
      linkText: 'The family’s timeline, year by year',
    }),
    content('A life devoted to tea', ['Seventy years after she first copied tea weights into her father’s books, our founder Kamala still tastes every day. Read her story.'], {
      image: 'contentMistDusk',
      imagePosition: 'left',
      link: routes.teaInspired.seventyYears,
      linkText: 'Kamala’s 70 years in tea',
    }),
  ],
  seo: {
    en: {
      title: 'Years of tea inspiration',
      description: `The ${brandName} family’s years in tea: the tasting table, the garden, the first pack and a life devoted to tea.`,
      keywords: `${brandName} history, tea inspiration, tea family`,
    },
  },
}

const seventyYears: PageSeed = {
  path: routes.teaInspired.seventyYears,
  headerImage: 'bannerQuality',
  copy: {
    en: { title: 'Kamala’s 70 Years in Tea', intro: `A life devoted to tea: Kamala ${brandName}, from the weighing books of Badulla to the tasting table today.` },
    de: { title: 'Kamalas 70 Jahre im Tee', intro: `Ein Leben für den Tee: Kamala ${brandName}, von den Wiegebüchern in Badulla bis zum heutigen Verkostungstisch.` },
  },
  blocks: [
    content('A life devoted to tea', [
      'In 1956, at fourteen, Kamala began helping her father with the weighing books of a tea factory near Badulla. She has worked with tea every year since: as a taster, a planter, a tea maker and the head of a family company.',
      'Seventy years on, she still tastes the morning’s teas at Kirikanda before anyone else in the family is awake.',
    ]),
    content('The weighing books', ['Every evening the pluckers’ baskets were weighed and the figures written in long ledgers. Kamala learnt there that every kilogram of tea is somebody’s day of work.'], {
      image: 'contentFactory',
      imagePosition: 'right',
    }),
    content('The brokers’ rooms', ['In Colombo she learnt to taste hundreds of teas a morning, and to tell a garden by its cup. It was rare then for a woman to sit at the tasting table; she sat there for ten years.'], {
      image: 'contentGlass',
      imagePosition: 'left',
    }),
    content('The estates', ['Kirikanda, Malhena and Hethumalee were each bought as tired land and brought back to life, with homes, water and schools for the families who work there.'], {
      image: 'contentGarden',
      imagePosition: 'right',
      quote: 'I have never owned a tea garden. I have only looked after a few for a while.',
      author: `Kamala ${brandName}`,
    }),
    content('Still at the table', ['Kamala tastes every day, writes her notes by hand and answers letters from tea drinkers herself. Asked when she will retire, she says the monsoon has not asked her yet.'], {
      image: 'contentCup',
      imagePosition: 'left',
      link: routes.family.foundersMessage,
      linkText: 'Read her message',
    }),
  ],
  seo: {
    en: {
      title: 'Kamala’s 70 years in tea',
      description: `Seventy years in tea: the life of ${brandName} founder Kamala ${brandName}, from a factory’s weighing books to the tasting table.`,
      keywords: `${brandName} founder, 70 years in tea, life devoted to tea`,
    },
  },
}

export const teaInspiredStoryPages: PageSeed[] = [fiveSenses, philosophy, yearsOfInspiration, seventyYears]
