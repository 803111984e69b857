import { routes } from '@/routes'
import { brand, brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import type { FileIds, Locale, MediaIds, PageBlock } from '../build'
import { filmFiles, filmMedia } from '../films'
import { seedVideoUrls } from '../videos'
import type { BlockSeed, Localized, PageSeed } from './types'

/**
 * The sub-pages of the range families (site spec, section 2: the tea ranges with pages of their
 * own beneath them). Each is a `pages` record at routes.products.range(slug) + '/…', built from
 * the generic blocks: content, slider, cardGrid, quote, videoGrid and the catalogue lists
 * (productList, ingredientList, recipeList, categoryList, teaLocations).
 */

const icedTea = routes.products.range(`${brand}-ceylon-iced-tea`)
const infusions = routes.products.range(`${brand}-natural-infusions`)
const watte = routes.products.range(`${brand}-watte-boutique-tea`)
const elixir = routes.products.range('elixir-of-ceylon-tea')
const tSeries = routes.products.range('t-series-designer-gourmet-tea')
const privateReserve = routes.products.range('teamakers-private-reserve')

type ListOptions = { range?: string; infusions?: boolean; seasonal?: boolean; size?: number }

const productList = (title: Localized<string>, options: ListOptions): BlockSeed => ({
  blockType: 'custom',
  build: (locale: Locale): PageBlock => ({
    blockType: 'productList',
    title: locale === 'de' ? (title.de ?? title.en) : title.en,
    range: options.range,
    infusions: options.infusions ?? false,
    seasonal: options.seasonal ?? false,
    size: options.size ?? 12,
  }),
})

type Place = { lat: number; lng: number; image?: ImageKey; copy: Localized<{ title: string; description: string }> }

const teaLocations = (copy: Localized<{ title: string; intro?: string }>, places: Place[]): BlockSeed => ({
  blockType: 'custom',
  build: (locale: Locale, media: MediaIds): PageBlock => ({
    blockType: 'teaLocations',
    title: (locale === 'de' ? copy.de : copy.en)?.title ?? copy.en.title,
    intro: (locale === 'de' ? copy.de : copy.en)?.intro,
    places: places.map((place) => {
      const text = (locale === 'de' ? place.copy.de : undefined) ?? place.copy.en
      return { latitude: place.lat, longitude: place.lng, title: text.title, description: text.description, image: place.image ? media[place.image] : undefined }
    }),
  }),
})

const seo = (title: string, description: string, keywords: string): PageSeed['seo'] => ({ en: { title, description, keywords } })

/* Ceylon iced tea ------------------------------------------------------------------------------ */

const glassBottles: PageSeed = {
  path: `${icedTea}/glass-bottles`,
  headerImage: 'rangeIcedTea',
  copy: {
    en: { title: 'Iced Tea in Glass Bottles', intro: 'Real Ceylon tea, brewed, cooled and bottled in glass the same day.' },
    de: { title: 'Eistee in Glasflaschen', intro: 'Echter Ceylon-Tee, am selben Tag gebrüht, gekühlt und in Glas abgefüllt.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGlass',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Brewed first, then bottled',
          body: [
            'Most iced tea starts as a powder. Ours starts as leaf: high-grown black tea brewed in small batches at our packing hall, cooled quickly so it stays bright, and bottled within hours.',
            'Glass keeps the taste clean and is recycled again and again. Each 330 ml bottle holds about two cups of tea, lightly sweetened with cane sugar and a squeeze of real fruit.',
          ],
        },
      },
    },
    {
      blockType: 'slider',
      slides: [
        { image: 'recipeIced', copy: { en: { header: 'Lemon and black tea, served over ice' } } },
        { image: 'liquorIced', copy: { en: { header: 'Peach iced tea in a tall glass over ice' } } },
        { image: 'formatIcedTea', copy: { en: { header: 'Bottled in glass and packed in tetra packs, kept cool until they reach the shop' } } },
      ],
    },
    productList({ en: 'Our bottled iced teas', de: 'Unsere Eistees in der Flasche' }, { range: `${brand}-ceylon-iced-tea` }),
  ],
  seo: seo('Iced tea in glass bottles', `Ceylon iced tea from ${brandName}, brewed from real leaf and bottled in glass the same day.`, 'iced tea, bottled iced tea, Ceylon iced tea'),
}

const tetraPacks: PageSeed = {
  path: `${icedTea}/tetra-packs`,
  headerImage: 'rangeIcedTea',
  copy: {
    en: { title: 'Iced Tea in Tetra Packs', intro: 'The same brewed tea in a light carton for lunch boxes, picnics and long journeys.' },
    de: { title: 'Eistee im Tetra Pak', intro: 'Derselbe gebrühte Tee im leichten Karton für Brotdosen, Picknicks und lange Reisen.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'formatIcedTea',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Made to travel',
          body: [
            'A 250 ml carton weighs a fraction of a bottle and needs no cooling until it is opened, so it goes where glass cannot: school bags, hiking packs and the glove box.',
            'The cartons are made mostly from paper from certified forests, with a plant-based cap. Chill before opening and shake gently: real tea settles a little.',
          ],
        },
      },
    },
    {
      blockType: 'slider',
      slides: [
        { image: 'recipeIced', copy: { en: { header: 'Lemon iced tea, straight from the carton' } } },
        { image: 'contentLeavesLight', copy: { en: { header: 'Brewed from whole leaf picked in the hills' } } },
      ],
    },
  ],
  seo: seo('Iced tea in tetra packs', 'Brewed Ceylon iced tea in light, recyclable cartons for days out.', 'iced tea carton, tetra pack iced tea'),
}

/* Natural infusions ---------------------------------------------------------------------------- */

const forEveryMood: PageSeed = {
  path: `${infusions}/for-every-mood`,
  headerImage: 'rangeNaturalInfusions',
  copy: {
    en: { title: 'An Infusion for Every Mood', intro: 'Calm, bright, cosy or ready for the day: choose how you want to feel and find the cup for it.' },
    de: { title: 'Ein Aufguss für jede Stimmung', intro: 'Ruhig, munter, gemütlich oder bereit für den Tag: Wählen Sie, wie Sie sich fühlen möchten.' },
  },
  blocks: [
    {
      blockType: 'custom',
      build: (locale: Locale): PageBlock => ({ blockType: 'categoryList', title: locale === 'de' ? 'Nach Stimmung wählen' : 'Choose by mood', kind: 'mood' }),
    },
  ],
  seo: seo('Infusions for every mood', 'Herbal infusions and teas chosen by mood: relaxing, refreshing, comforting and more.', 'herbal infusion, tea by mood'),
}

const ourInfusions: PageSeed = {
  path: `${infusions}/our-infusions`,
  headerImage: 'rangeNaturalInfusions',
  copy: {
    en: { title: 'Our infusions', intro: 'Herbs, roots, flowers and spices of Sri Lanka, dried with care and free of caffeine.' },
    de: { title: 'Unsere Aufgüsse', intro: 'Kräuter, Wurzeln, Blüten und Gewürze aus Sri Lanka, sorgfältig getrocknet und koffeinfrei.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'brewHerbal',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Grown in gardens, not laboratories',
          body: [
            'Our infusions are made from whole plants: lemongrass cut in the morning, ginger lifted after ten months, cinnamon quills rolled by hand. There is no tea leaf in them, so they suit any hour of the day.',
            'Steep them for five minutes in water just off the boil, and longer if you like them strong.',
          ],
        },
      },
    },
    productList({ en: 'All our infusions', de: 'Alle unsere Aufgüsse' }, { infusions: true, size: 24 }),
  ],
  seo: seo('Our infusions', `Caffeine-free herbal infusions from ${brandName}, made with Sri Lankan herbs, roots and spices.`, 'herbal tea, infusion, caffeine free'),
}

const ourIngredients: PageSeed = {
  path: `${infusions}/our-ingredients`,
  headerImage: 'rangeNaturalInfusions',
  copy: {
    en: { title: 'Our ingredients', intro: 'Where each herb and spice in our infusions comes from, and why we chose it.' },
    de: { title: 'Unsere Zutaten', intro: 'Woher jedes Kraut und Gewürz in unseren Aufgüssen kommt und warum wir es gewählt haben.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentSprig',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Herbs with a home',
          body: [
            'Every ingredient has a place it grows best. We buy from the smallholders and home gardens that know it well, and dry it close to where it was picked, so nothing sits in a warehouse losing its scent.',
          ],
        },
      },
    },
    { blockType: 'custom', build: (locale: Locale): PageBlock => ({ blockType: 'ingredientList', title: locale === 'de' ? 'Alle Zutaten' : 'Every ingredient', size: 48 }) },
  ],
  seo: seo('Our ingredients', 'The herbs, roots, flowers and spices in our natural infusions and where they grow.', 'infusion ingredients, Sri Lankan herbs, spices'),
}

/* Watte boutique ------------------------------------------------------------------------------- */

const REGIONS: Place[] = [
  { lat: 6.9497, lng: 80.7891, image: 'heroLkMonsoon', copy: { en: { title: 'Nuwara Eliya', description: 'The highest gardens, above 1,800 metres: light, fragrant teas with a brisk, flowery finish.' } } },
  { lat: 6.9934, lng: 81.055, image: 'contentMistDusk', copy: { en: { title: 'Uva', description: 'Eastern slopes dried by the August winds, which give Uva teas their mellow, wintergreen note.' } } },
  { lat: 6.9, lng: 80.6, image: 'contentGarden', copy: { en: { title: 'Dimbula', description: 'Western slopes whose cold, dry January to March season makes crisp, golden cups.' } } },
  { lat: 7.0, lng: 80.88, image: 'contentForest', copy: { en: { title: 'Uda Pussellawa', description: 'Misty gardens between Nuwara Eliya and Uva, with teas of both characters.' } } },
  { lat: 7.2906, lng: 80.6337, image: 'contentFactory', copy: { en: { title: 'Kandy', description: 'The mid-grown teas of the old royal capital: full, strong and bright.' } } },
  { lat: 6.68, lng: 80.4, image: 'heroLkDusk', copy: { en: { title: 'Sabaragamuwa', description: 'Low, warm valleys that make long, dark leaf with a sweet, honeyed cup.' } } },
  { lat: 6.05, lng: 80.45, image: 'bannerMonsoon', copy: { en: { title: 'Ruhuna', description: 'The southern low country, close to the sea: rich, malty teas that take milk well.' } } },
]

const estateTea: PageSeed = {
  path: `${watte}/estate-tea`,
  headerImage: 'rangeWatteBoutique',
  copy: {
    en: { title: 'Estate Teas', intro: 'Each tea from a single garden, picked and made in one season.' },
    de: { title: 'Plantagentees', intro: 'Jeder Tee aus einem einzigen Garten, in einer Saison gepflückt und verarbeitet.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentGarden',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'One garden in every pack',
          body: [
            '“Watte” is the Sinhala word for a garden. A Watte estate tea is never blended with leaf from elsewhere: what you taste is one hillside, its soil, its rain and its factory.',
            'Because gardens change from year to year, so do these teas. We taste every lot before it is packed and print the garden on the pack.',
          ],
        },
      },
    },
    productList({ en: 'Our estate teas', de: 'Unsere Plantagentees' }, { range: `${brand}-watte-boutique-tea` }),
  ],
  seo: seo('Estate teas', 'Single-estate Ceylon teas from the Watte boutique range, each from one garden and one season.', 'single estate tea, Ceylon estate tea'),
}

const regionTea: PageSeed = {
  path: `${watte}/region-tea`,
  headerImage: 'rangeWatteBoutique',
  copy: {
    en: { title: 'Region Teas', intro: 'The seven tea regions of Sri Lanka, each in its own cup.' },
    de: { title: 'Regionaltees', intro: 'Die sieben Teeregionen Sri Lankas, jede in ihrer eigenen Tasse.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'heroLkMonsoon',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Taste the island by altitude',
          body: [
            'Tea grows in Sri Lanka from sea level to over two thousand metres. The higher the garden, the slower the leaf grows and the lighter and more fragrant the cup; low-grown teas are darker and richer.',
            'Our region teas are blended only from gardens of one region, so you can taste the island from the coast to the peaks, one pack at a time.',
          ],
        },
      },
    },
    productList({ en: 'Region by region', de: 'Region für Region' }, { range: `${brand}-watte-boutique-tea`, size: 24 }),
  ],
  seo: seo('Region teas', 'Ceylon teas from each of Sri Lanka’s seven tea regions, from Nuwara Eliya to Ruhuna.', 'Ceylon tea regions, Uva tea, Dimbula tea'),
}

const regions: PageSeed = {
  path: `${watte}/regions`,
  headerImage: 'heroLkDusk',
  copy: {
    en: { title: 'The Tea Regions', intro: 'Where the gardens of our Watte boutique teas lie.' },
    de: { title: 'Die Teeregionen', intro: 'Wo die Gärten unserer Watte-Boutique-Tees liegen.' },
  },
  blocks: [
    teaLocations(
      { en: { title: 'Seven regions, seven characters', intro: 'Rain, altitude and wind make each region’s tea different. Choose a place on the map or in the list.' } },
      REGIONS,
    ),
  ],
  seo: seo('Tea regions of Sri Lanka', 'A map of Sri Lanka’s seven tea regions and the character of their teas.', 'Sri Lanka tea regions map, Ceylon tea regions'),
}

/* Elixir of Ceylon tea ------------------------------------------------------------------------- */

const ourElixir: PageSeed = {
  path: `${elixir}/our-elixir`,
  headerImage: 'rangeElixir',
  copy: {
    en: { title: 'Our Elixir', intro: 'Ceylon tea brewed cold for hours and concentrated, ready to pour into a glass, a pan or a cocktail shaker.' },
    de: { title: 'Unser Elixier', intro: 'Ceylon-Tee, stundenlang kalt gebrüht und konzentriert, bereit für Glas, Pfanne oder Shaker.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'recipeElixir',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Tea, concentrated',
          body: [
            'The elixir is made from whole-leaf tea steeped in cold water for twelve hours. Cold brewing draws out the sweetness and the aroma and leaves most of the bitterness behind.',
            'A few spoonfuls make a glass of iced tea; a dash turns a syrup, a sauce or a cocktail into a tea recipe.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Made for bartenders and chefs',
          body: ['Our tea makers developed the elixir with bartenders and pastry chefs who wanted the taste of a fresh pot of tea without waiting for one. It keeps for six weeks in the fridge once opened.'],
        },
      },
    },
    {
      blockType: 'cardGrid',
      copy: { en: { title: 'Five elixirs' }, de: { title: 'Fünf Elixiere' } },
      items: [
        { image: 'rangeElixir', link: `${elixir}/elixir-recipes`, copy: { en: { title: 'Original', description: 'Bright high-grown black tea: the base for iced teas and long drinks.' }, de: { title: 'Original', description: 'Heller Hochlandschwarztee: die Basis für Eistees und Longdrinks.' } } },
        { image: 'brewGreen', link: `${elixir}/elixir-recipes`, copy: { en: { title: 'Green', description: 'Fresh and grassy Ceylon green tea, for light cocktails and sorbets.' }, de: { title: 'Grün', description: 'Frischer, grasiger grüner Ceylon-Tee für leichte Cocktails und Sorbets.' } } },
        { image: 'contentLeavesLight', link: `${elixir}/elixir-recipes`, copy: { en: { title: 'Earl Grey', description: 'Black tea with bergamot: at home in gin drinks and chocolate desserts.' }, de: { title: 'Earl Grey', description: 'Schwarztee mit Bergamotte: zu Hause in Gin-Drinks und Schokoladendesserts.' } } },
        { image: 'rangeSpiceGarden', link: `${elixir}/elixir-recipes`, copy: { en: { title: 'Spiced', description: 'Cinnamon, cardamom and clove for warm toddies and winter baking.' }, de: { title: 'Gewürz', description: 'Zimt, Kardamom und Nelke für warme Toddys und Winterbackwerk.' } } },
        { image: 'brewHerbal', link: `${elixir}/elixir-recipes`, copy: { en: { title: 'Ginger', description: 'Black tea and fresh ginger, for a spritz with a bite.' }, de: { title: 'Ingwer', description: 'Schwarztee und frischer Ingwer für einen Spritz mit Biss.' } } },
      ],
    },
  ],
  seo: seo('Our elixir', `The ${brandName} Elixir of Ceylon tea: cold-brewed, concentrated tea for drinks and cooking.`, 'tea elixir, cold brew tea concentrate'),
}

const brewingGuideline: PageSeed = {
  path: `${elixir}/brewing-guIdeline`,
  headerImage: 'bannerBrewing',
  copy: {
    en: { title: 'Brewing with the Elixir', intro: 'How much to pour, what to mix it with and how to keep it.' },
    de: { title: 'Zubereitung mit dem Elixier', intro: 'Wie viel Sie nehmen, womit Sie es mischen und wie Sie es aufbewahren.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'brewWater',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'The basic measure',
          body: ['One part elixir to five parts water makes a glass of tea at ordinary strength. Use chilled sparkling water for a spritz, hot water for a quick cup, and milk for an iced latte.'],
        },
      },
    },
    {
      blockType: 'content',
      image: 'recipeElixir',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Keeping it fresh',
          body: ['Shake the bottle before pouring: real tea settles. Once opened, keep it in the fridge, closed, and use it within six weeks. Never leave it in the sun.'],
        },
      },
    },
    // Videos come only from the operator's own list (SEED_VIDEO_IDS): without it the grid stays empty and hidden.
    {
      blockType: 'custom',
      build: (locale: Locale, media: MediaIds): PageBlock => ({
        blockType: 'videoGrid',
        title: locale === 'de' ? 'So geht es' : 'Watch how it is done',
        videos: seedVideoUrls()
          .slice(0, 1)
          .map((video_url) => ({ video_url, image: media.posterBrewing, header: locale === 'de' ? 'Ein Eistee in einer Minute' : 'An iced tea in one minute' })),
      }),
    },
    {
      blockType: 'slider',
      slides: [
        { image: 'recipeSpritz', copy: { en: { header: 'Elixir, sparkling water and lemon' } } },
        { image: 'recipeToddy', copy: { en: { header: 'A hot honey toddy for a cold evening' } } },
        { image: 'contentCup', copy: { en: { header: 'A hot cup in the time it takes the kettle to boil' } } },
      ],
    },
  ],
  seo: seo('Elixir brewing guideline', 'How to use the Elixir of Ceylon tea: measures, mixers and keeping it fresh.', 'tea elixir how to use, cold brew concentrate ratio'),
}

const elixirRecipes: PageSeed = {
  path: `${elixir}/elixir-recipes`,
  headerImage: 'recipeElixir',
  copy: {
    en: { title: 'Elixir recipes', intro: 'Drinks and desserts made with the Elixir of Ceylon tea.' },
    de: { title: 'Elixier-Rezepte', intro: 'Getränke und Desserts mit dem Elixier aus Ceylon-Tee.' },
  },
  blocks: [{ blockType: 'custom', build: (locale: Locale): PageBlock => ({ blockType: 'recipeList', title: locale === 'de' ? 'Alle Elixier-Rezepte' : 'All elixir recipes', kind: 'elixir', size: 24 }) }],
  seo: seo('Elixir recipes', 'Cocktails, spritzes and desserts made with the Elixir of Ceylon tea.', 'tea elixir recipes, tea cocktail'),
}

const realTea: PageSeed = {
  path: `${elixir}/real-tea`,
  headerImage: 'rangeElixir',
  copy: {
    en: { title: 'Real Tea', intro: 'Nothing in the elixir but tea, water and, in some, fruit or spice.' },
    de: { title: 'Echter Tee', intro: 'Im Elixier ist nichts als Tee, Wasser und bei manchen Frucht oder Gewürz.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentSprig',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Why real tea matters',
          body: [
            'Many drinks that call themselves tea are flavoured water with a little tea extract. Our elixir is the other way round: it is tea, brewed from the same leaf we pack for the teapot, and nothing is added to make it taste like tea.',
            'No colourings, no artificial flavours, no preservatives: the elixir is pasteurised gently instead, which is why it keeps unopened for a year.',
          ],
        },
      },
    },
    {
      blockType: 'custom',
      build: (locale: Locale): PageBlock => ({
        blockType: 'quote',
        quote: locale === 'de' ? 'Wenn es nach Tee schmecken soll, muss es Tee sein.' : 'If it is meant to taste of tea, it has to be tea.',
        author: locale === 'de' ? 'Unser Tea Maker' : 'Our tea maker',
      }),
    },
  ],
  seo: seo('Real tea', 'The Elixir of Ceylon tea is brewed from real leaf, with no extracts, colourings or preservatives.', 'real tea, natural tea concentrate'),
}

/* T-series designer gourmet tea ---------------------------------------------------------------- */

const gourmetTeas: PageSeed = {
  path: `${tSeries}/gourmet-teas`,
  headerImage: 'rangeTSeries',
  copy: {
    en: { title: 'Gourmet Teas', intro: 'Teas for the table as much as the teapot: chosen to sit beside food.' },
    de: { title: 'Gourmet-Tees', intro: 'Tees für den Tisch ebenso wie für die Kanne: ausgewählt als Begleiter zum Essen.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'heroCupGolden',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'A tea for every course',
          body: [
            'A light Nuwara Eliya with fish, a malty Ruhuna with chocolate, a smoky Uva with roast meat: good tea pairs with food as wine does. The T-Series gourmet teas are picked for that, in loose leaf and in designer tins that deserve a place on the table.',
          ],
        },
      },
    },
    productList({ en: 'The gourmet teas', de: 'Die Gourmet-Tees' }, { range: 't-series-designer-gourmet-tea' }),
  ],
  seo: seo('Gourmet teas', 'T-Series designer gourmet teas: loose-leaf Ceylon teas chosen to pair with food.', 'gourmet tea, tea and food pairing'),
}

const rareTeas: PageSeed = {
  path: `${tSeries}/rare-teas`,
  headerImage: 'rangeTSeries',
  copy: {
    en: { title: 'Very Special Rare Teas', intro: 'Teas made in quantities of a few hundred kilos a year, or fewer.' },
    de: { title: 'Ganz besondere seltene Tees', intro: 'Tees, von denen im Jahr nur einige hundert Kilo entstehen, oder weniger.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentSprig',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Silver tips and single lots',
          body: [
            'Silver tips are unopened buds, picked one by one at dawn and dried in the shade; a picker gathers barely half a kilo in a morning. Our rare teas also include oolong made by hand on a single estate and lots from one field in one week.',
            'When a rare tea is gone, it is gone until next year.',
          ],
        },
      },
    },
    productList({ en: 'Rare teas available now', de: 'Seltene Tees, jetzt erhältlich' }, { range: 't-series-designer-gourmet-tea' }),
  ],
  seo: seo('Rare teas', 'Silver tips, hand-made oolong and single-lot Ceylon teas from the T-Series.', 'rare tea, silver tips, Ceylon oolong'),
}

const seasonalFlush: PageSeed = {
  path: routes.products.seasonalFlush(),
  headerImage: 'heroEstateDawn',
  copy: {
    en: { title: 'Seasonal Flush', intro: 'Two short seasons a year, when the weather makes Ceylon’s finest teas.' },
    de: { title: 'Saisonale Ernte', intro: 'Zwei kurze Jahreszeiten, in denen das Wetter Ceylons feinste Tees hervorbringt.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'contentMistDusk',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'The quality seasons',
          body: [
            'Sri Lanka picks tea all year, but twice a year the monsoon winds dry the hills and slow the bushes down. From January to March the western slopes of Dimbula have their season; from July to September it is Uva’s turn, in the east.',
            'Leaf grown slowly in cool, dry air is richer in aroma. We buy only a few lots from each season, from gardens we know, and pack them as seasonal flush teas.',
          ],
        },
      },
    },
    {
      blockType: 'custom',
      build: (locale: Locale): PageBlock => ({
        blockType: 'quote',
        quote:
          locale === 'de'
            ? 'Ein Saisontee ist das Wetter eines Jahres in einer Tasse.'
            : 'A seasonal flush is one year’s weather, caught in a cup.',
        author: locale === 'de' ? 'Unser leitender Verkoster' : 'Our head taster',
      }),
    },
    // The generated plucking film with captions, or the operator's own YouTube video (SEED_VIDEO_IDS) when given.
    {
      blockType: 'custom',
      files: filmFiles('plucking'),
      build: (locale: Locale, _media: MediaIds, files: FileIds): PageBlock => {
        const film = filmMedia('plucking', files)
        return {
          blockType: 'videoGrid',
          title: locale === 'de' ? 'Aus den Gärten' : 'From the gardens',
          videos: [
            {
              video_url: seedVideoUrls()[0],
              video_file: film.video_file,
              captions: film.captions,
              image: film.poster,
              header: locale === 'de' ? 'Pflücken in der Uva-Saison' : 'Plucking in the Uva season',
              description: locale === 'de' ? 'Ein Morgen in den Gärten, wenn der trockene Wind weht.' : 'A morning in the gardens while the dry wind blows.',
            },
          ],
        }
      },
    },
    productList({ en: 'This year’s seasonal flush teas', de: 'Die Saisontees dieses Jahres' }, { seasonal: true }),
  ],
  seo: seo('Seasonal flush teas', 'Ceylon teas from the Dimbula and Uva quality seasons, in small lots from the T-Series.', 'seasonal flush, Uva season, Dimbula season'),
}

/* Tea makers private reserve ------------------------------------------------------------------- */

const RESERVE_LOCATIONS: Place[] = [
  { lat: 6.9934, lng: 81.055, image: 'estateHethumalee1', copy: { en: { title: 'Uva', description: 'Gardens on the eastern slopes, picked in the dry August weeks for the reserve’s boldest tea.' } } },
  { lat: 6.9497, lng: 80.7891, image: 'estateKirikanda1', copy: { en: { title: 'Nuwara Eliya', description: 'The highest of the reserve’s gardens, with a light, floral cup.' } } },
  { lat: 6.9, lng: 80.6, image: 'estateMalhena1', copy: { en: { title: 'Dimbula', description: 'A western garden whose January teas are crisp and golden.' } } },
  { lat: 7.2906, lng: 80.6337, image: 'estateHantana1', copy: { en: { title: 'Kandy', description: 'Mid-grown leaf near the hills of Hantana, full and bright.' } } },
  { lat: 6.05, lng: 80.45, image: 'estateHilmara1', copy: { en: { title: 'Ruhuna', description: 'Low-grown tea from the south, dark and sweet.' } } },
]

const reserveAbout: PageSeed = {
  path: `${privateReserve}/about`,
  headerImage: 'rangePrivateReserve',
  copy: {
    en: { title: 'About the Private Reserve', intro: 'The teas the family set aside for themselves, now shared in small quantities.' },
    de: { title: 'Über die Private Reserve', intro: 'Die Tees, die die Familie für sich selbst zurücklegte, jetzt in kleinen Mengen geteilt.' },
  },
  blocks: [
    {
      blockType: 'content',
      image: 'bannerStory',
      imagePosition: 'top',
      copy: {
        en: {
          header: 'A family habit',
          body: [
            `For three generations the tea makers of ${brandName} have kept back a few chests from the best lots of each season, to drink at home and to give to friends. The Private Reserve is those chests.`,
          ],
        },
      },
    },
    {
      blockType: 'content',
      image: 'contentFactory',
      imagePosition: 'right',
      copy: {
        en: {
          header: 'Chosen at the tasting table',
          body: ['Every week the family tastes the teas of the gardens they know best. A lot goes into the reserve only when everyone at the table agrees it is the best of its region that year.'],
        },
      },
    },
    {
      blockType: 'content',
      image: 'giftChest',
      imagePosition: 'left',
      copy: {
        en: {
          header: 'Packed by region',
          body: ['Each Private Reserve tea comes from one region and is packed in the hills, in tins sealed by hand. There are only a few thousand tins of each, and they are sold in a few countries.'],
        },
      },
    },
  ],
  seo: seo('About the Private Reserve', 'The story of the Tea Makers Private Reserve: the family’s own pick of each season.', 'private reserve tea, single region Ceylon tea'),
}

const reserveTeas: PageSeed = {
  path: `${privateReserve}/our-teas`,
  headerImage: 'rangePrivateReserve',
  copy: {
    en: { title: 'Private Reserve Teas', intro: 'One tea from each of the regions the family knows best.' },
    de: { title: 'Die Tees der Private Reserve', intro: 'Ein Tee aus jeder Region, die die Familie am besten kennt.' },
  },
  blocks: [
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Five regions, five teas',
          body: ['From the light, floral cup of Nuwara Eliya to the dark sweetness of Ruhuna, the reserve follows the island from its peaks to the southern plains. Brew each at 95 °C for three to four minutes.'],
        },
      },
    },
    productList({ en: 'The Private Reserve', de: 'Die Private Reserve' }, { range: 'teamakers-private-reserve' }),
  ],
  seo: seo('Private Reserve teas', 'Single-region Ceylon teas from the Tea Makers Private Reserve.', 'private reserve tea, Ceylon loose leaf'),
}

const reserveLocations: PageSeed = {
  path: `${privateReserve}/tea-location`,
  headerImage: 'heroEstateDawn',
  copy: {
    en: { title: 'Where the Reserve Grows', intro: 'The gardens behind each Private Reserve tea.' },
    de: { title: 'Wo die Reserve wächst', intro: 'Die Gärten hinter jedem Tee der Private Reserve.' },
  },
  blocks: [teaLocations({ en: { title: 'The reserve’s gardens', intro: 'Each marker is a region whose tea is in the reserve this year.' } }, RESERVE_LOCATIONS)],
  seo: seo('Private Reserve tea locations', 'A map of the gardens behind the Tea Makers Private Reserve teas.', 'tea estates map, Sri Lanka tea gardens'),
}

export const rangeFamilyPages: PageSeed[] = [
  glassBottles,
  tetraPacks,
  forEveryMood,
  ourInfusions,
  ourIngredients,
  estateTea,
  regionTea,
  regions,
  ourElixir,
  brewingGuideline,
  elixirRecipes,
  realTea,
  gourmetTeas,
  rareTeas,
  seasonalFlush,
  reserveAbout,
  reserveTeas,
  reserveLocations,
]
