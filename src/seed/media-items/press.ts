import type { Payload, Where } from 'payload'
import { brandName } from '@/site.config'
import type { MediaIds } from '../build'
import { ensureFile, pdfDocument } from '../files'
import type { ImageKey } from '../images/catalogue'
import { subjectPictures } from '../images/subjects'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'

/**
 * The press list: three categories with their sub-categories, and twenty items (the publications
 * are invented, their addresses on the reserved .example domain). Coverage links to the original;
 * releases carry a generated PDF of their own text; interviews are told here in full.
 */
type CategorySeed = { slug: string; name: string; de: string; subs: { slug: string; name: string; de: string }[] }

export const pressCategorySeeds: CategorySeed[] = [
  {
    slug: 'press-coverage',
    name: 'Press coverage',
    de: 'Presseberichte',
    subs: [
      { slug: 'print', name: 'Print', de: 'Print' },
      { slug: 'online', name: 'Online', de: 'Online' },
      { slug: 'broadcast', name: 'Radio and television', de: 'Radio und Fernsehen' },
    ],
  },
  {
    slug: 'press-releases',
    name: 'Press releases',
    de: 'Pressemitteilungen',
    subs: [
      { slug: 'company-news', name: 'Company news', de: 'Unternehmen' },
      { slug: 'product-news', name: 'Product news', de: 'Produkte' },
    ],
  },
  {
    slug: 'interviews',
    name: 'Interviews and profiles',
    de: 'Interviews und Porträts',
    subs: [
      { slug: 'q-and-a', name: 'Questions and answers', de: 'Fragen und Antworten' },
      { slug: 'profiles', name: 'Profiles', de: 'Porträts' },
    ],
  },
]

type PressSeed = {
  slug: string
  date: string
  category: string
  sub: string
  publication?: string
  title: string
  summary: string
  body?: string[]
  /** The original elsewhere. */
  link?: string
  /** A generated PDF of the body (press releases). */
  pdf?: boolean
  images: ImageKey[]
}

const b = brandName

export const pressSeeds: PressSeed[] = [
  {
    slug: 'colombo-courier-tasting-room',
    date: '2024-01-25',
    category: 'press-coverage',
    sub: 'print',
    publication: 'The Colombo Courier',
    title: 'Where the city’s tea is judged, now open to all',
    summary: 'The Courier’s food writer spends a morning in the new tasting room and learns to slurp.',
    link: 'https://colombo-courier.example/food/tasting-room',
    images: ['mediaTastingDawn', 'mediaCupGolden'],
  },
  {
    slug: 'release-solar-factories',
    date: '2024-03-20',
    category: 'press-releases',
    sub: 'company-news',
    title: `${b} puts solar panels on three estate factories`,
    summary: 'The withering-loft roofs of three factories now supply about a third of their daytime power.',
    body: [
      `Colombo, 20 March 2024. ${b} has finished installing solar panels on the roofs of its Kirikanda, Hethumalee and Uduwela factories.`,
      'The panels supply about a third of the factories’ daytime power and run the rolling, sorting and ventilation machinery. The company will publish a full year of figures in 2025.',
    ],
    pdf: true,
    images: ['mediaFactoryGolden'],
  },
  {
    slug: 'hill-country-herald-uva-gold',
    date: '2024-05-29',
    category: 'press-coverage',
    sub: 'print',
    publication: 'Hill Country Herald',
    title: 'Uva gold, twice over',
    summary: 'The Herald on why the same Uva garden keeps winning the tasters’ guild’s gold.',
    link: 'https://hillcountryherald.example/2024/uva-gold',
    images: ['mediaHillsDusk', 'mediaLeavesDawn'],
  },
  {
    slug: 'interview-chief-taster-leaf-and-cup',
    date: '2024-08-14',
    category: 'interviews',
    sub: 'q-and-a',
    publication: 'Leaf & Cup Trade Monthly',
    title: '“A good taster forgets nothing”: ten questions for our chief taster',
    summary: 'Nirmala Perera on thirty years in the tasting room, and the cup she still remembers from 1996.',
    body: [
      '**How many teas do you taste in a day?** On a busy auction week, four or five hundred. On a quiet day, perhaps eighty.',
      '**What makes a good taster?** A memory. You must remember a tea you tasted three years ago, and say whether this one is better.',
      '**Is there a cup you still remember?** A Dimbula from February 1996. I have been looking for it ever since.',
    ],
    images: ['mediaTastingDawn', 'mediaTeapotDawn'],
  },
  {
    slug: 'release-packing-line',
    date: '2024-07-09',
    category: 'press-releases',
    sub: 'product-news',
    title: 'New packing line cuts plastic in tea packs by a third',
    summary: 'Paper-based inner wraps and no outer film for the tea bag range.',
    body: [
      `Colombo, 9 July 2024. ${b} has started packing its tea bag range on a new line that seals the tea in a paper-based inner wrap and drops the outer film from each box.`,
      'Storage trials showed the tea keeps as well as in the former foil. The change cuts the plastic in each box by about a third.',
    ],
    pdf: true,
    images: ['mediaPatternGolden'],
  },
  {
    slug: 'island-business-review-exports',
    date: '2024-11-06',
    category: 'press-coverage',
    sub: 'online',
    publication: 'Island Business Review',
    title: 'How a family tea company grew its exports without growing its estates',
    summary: 'The Review looks at the estate teas and why buyers pay more for a named garden.',
    link: 'https://islandbusinessreview.example/companies/family-tea-exports',
    images: ['mediaFactoryDusk', 'mediaPatternMonsoon'],
  },
  {
    slug: 'lanka-morning-tv-estate-visit',
    date: '2025-01-30',
    category: 'press-coverage',
    sub: 'broadcast',
    publication: 'Lanka Morning TV',
    title: 'Breakfast television goes plucking',
    summary: 'The morning show’s presenters spend a day on Kirikanda and try their hand at two leaves and a bud.',
    link: 'https://lankamorning.example/episodes/kirikanda',
    images: ['mediaEstateMorning', 'mediaLeavesDawn'],
  },
  {
    slug: 'release-germany-launch',
    date: '2025-04-08',
    category: 'press-releases',
    sub: 'company-news',
    title: `${b} launches its estate teas in Germany`,
    summary: 'Forty fine food shops and a German online shop from April.',
    body: [
      `Colombo and Hamburg, 8 April 2025. ${b} teas are now sold in forty fine food shops in Germany and through a German online shop.`,
      'The first range has eight teas, from the breakfast blend to single-estate teas, with packaging in German.',
    ],
    pdf: true,
    images: ['mediaCupGolden', 'mediaTeapotDawn'],
  },
  {
    slug: 'gourmet-compass-nuwara-eliya',
    date: '2025-03-02',
    category: 'press-coverage',
    sub: 'online',
    publication: 'Gourmet Compass',
    title: 'The tea that made a sommelier put down his wine glass',
    summary: 'A wine writer tastes the award-winning Nuwara Eliya and compares it to a Riesling.',
    link: 'https://gourmetcompass.example/tea/nuwara-eliya',
    images: ['mediaGlassMorning'],
  },
  {
    slug: 'profile-pluckers-of-hethumalee',
    date: '2025-06-11',
    category: 'interviews',
    sub: 'profiles',
    publication: 'Hill Country Herald',
    title: 'The pluckers of Hethumalee',
    summary: 'Three generations of one family on the same estate, in their own words.',
    body: [
      'Kamalawathi started plucking at Hethumalee in 1978, her daughter in 2001, and her granddaughter now studies agriculture in Peradeniya with a foundation scholarship.',
      '“My mother taught me to pluck with both hands,” says Kamalawathi. “My granddaughter will teach the estate how to look after the soil.”',
    ],
    images: ['mediaGardenMonsoon', 'mediaEstateMorning'],
  },
  {
    slug: 'nordsee-genuss-radio-tea',
    date: '2025-05-20',
    category: 'press-coverage',
    sub: 'broadcast',
    publication: 'Radio Nordsee Genuss',
    title: 'Ceylon-Tee im Studio',
    summary: 'A Hamburg food programme brews five of our teas live on air with our German tea ambassador.',
    link: 'https://nordsee-genuss.example/sendungen/ceylon-tee',
    images: ['mediaTeapotMonsoon'],
  },
  {
    slug: 'release-biodiversity-survey',
    date: '2025-08-20',
    category: 'press-releases',
    sub: 'company-news',
    title: 'Survey finds 112 bird species on the estates',
    summary: 'A year-long survey by university ornithologists, published in full.',
    body: [
      `Kandy, 20 August 2025. A year-long survey of birds on the ${b} estates recorded 112 species, eleven of them found only in Sri Lanka.`,
      'Most were seen in the forest strips planted along streams since 2022 and in the shade trees among the tea.',
    ],
    pdf: true,
    images: ['mediaForest'],
  },
  {
    slug: 'interview-founder-island-business',
    date: '2025-10-15',
    category: 'interviews',
    sub: 'q-and-a',
    publication: 'Island Business Review',
    title: '“We sell the garden, not the brand”',
    summary: 'Our managing director on family ownership, estate wages and why the company will not sell blends it cannot trace.',
    body: [
      '**Why name the garden on every pack?** Because the garden is the reason the tea tastes as it does. A brand is a promise; a garden is a proof.',
      '**Is a family company slower?** Slower to decide, faster to keep its word.',
    ],
    images: ['mediaFactoryGolden', 'mediaHillsDusk'],
  },
  {
    slug: 'colombo-courier-tea-school',
    date: '2025-11-04',
    category: 'press-coverage',
    sub: 'print',
    publication: 'The Colombo Courier',
    title: 'The young tasters of the tea country',
    summary: 'The Courier meets the first graduates of the tea school, sixteen tasters from estate families.',
    link: 'https://colombo-courier.example/society/young-tasters',
    images: ['mediaTastingDawn'],
  },
  {
    slug: 'release-plastic-free-bags',
    date: '2026-03-12',
    category: 'press-releases',
    sub: 'product-news',
    title: 'Every tea bag is now plastic-free',
    summary: 'A plant-based seal for the whole tea bag range, after two years of trials.',
    body: [
      `Colombo, 12 March 2026. All ${b} tea bags are now sealed with a plant-based material and can be composted at home.`,
      'The change follows two years of trials to find a bag that holds its shape in boiling water without changing the taste of the tea.',
    ],
    pdf: true,
    images: ['mediaPatternMonsoon', 'mediaGlassMorning'],
  },
  {
    slug: 'leaf-and-cup-seasonal-flush',
    date: '2026-02-25',
    category: 'press-coverage',
    sub: 'online',
    publication: 'Leaf & Cup Trade Monthly',
    title: 'Seasonal flushes: small lots, big demand',
    summary: 'The trade monthly on why buyers queue for teas made in a few weeks a year.',
    link: 'https://leafandcup.example/features/seasonal-flush',
    images: ['mediaLeavesDawn', 'mediaTeapotDawn'],
  },
  {
    slug: 'profile-chief-taster-tea-maker-of-the-year',
    date: '2026-05-28',
    category: 'interviews',
    sub: 'profiles',
    publication: 'The Colombo Courier',
    title: 'A million cups: the tea maker of the year',
    summary: 'A portrait of Nirmala Perera, from her first day in the tasting room to the planters’ award.',
    body: [
      'Nirmala Perera walked into the tasting room in 1995 to deliver a letter and was offered a job by the end of the afternoon.',
      'Thirty-one years later she was named tea maker of the year, and spent her prize on a new roof for the tea school.',
    ],
    images: ['mediaTastingDawn', 'mediaCupGolden'],
  },
  {
    slug: 'release-airport-tea-bars',
    date: '2026-06-18',
    category: 'press-releases',
    sub: 'product-news',
    title: `${b} tea bars open at Colombo and Dubai airports`,
    summary: 'Twelve teas brewed to order, iced teas and a small shop at each bar.',
    body: [
      `Colombo, 18 June 2026. ${b} has opened tea bars in the departure halls of Colombo and Dubai airports.`,
      'Each bar serves twelve teas brewed to order and sells the estate teas and gift boxes.',
    ],
    pdf: true,
    images: ['mediaCupGolden'],
  },
  {
    slug: 'lanka-morning-tv-festival',
    date: '2026-08-05',
    category: 'press-coverage',
    sub: 'broadcast',
    publication: 'Lanka Morning TV',
    title: 'Live from the tea festival',
    summary: 'The morning show broadcasts from our stall at the Colombo tea festival.',
    link: 'https://lankamorning.example/episodes/tea-festival',
    images: ['mediaPatternGolden'],
  },
  {
    slug: 'interview-sustainability-lead',
    date: '2026-09-30',
    category: 'interviews',
    sub: 'q-and-a',
    publication: 'Gourmet Compass',
    title: 'Counting carbon, one cup at a time',
    summary: 'Our head of sustainability on the first audited carbon report and the plan to halve emissions.',
    body: [
      '**Where do most of the emissions come from?** The dryers in the factories. Tea is dried with heat, and heat is where the carbon is.',
      '**What will you change first?** The fuel. We are planting fast-growing trees on land that cannot grow good tea, to fire the dryers from our own wood.',
    ],
    images: ['mediaForest', 'mediaFactoryGolden'],
  },
]

/** The PDF's text: no bold markers, and straight quotes (its font speaks Latin-1 only). */
const plainText = (text: string) => text.replace(/\*\*/g, '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"')

async function seedPressCategories(payload: Payload): Promise<{ created: number; ids: Map<string, number> }> {
  let created = 0
  const ids = new Map<string, number>()
  const upsert = async (slug: string, name: string, de: string, order: number, parent?: number) => {
    const where: Where = { and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] }
    if (
      await upsertDocument(payload, {
        collection: 'press-categories',
        where,
        translated: true,
        data: (locale) => ({ slug, name: locale === 'de' ? de : name, order, parent, country: 'GLOBAL' as const, _status: 'published' as const }),
      })
    )
      created++
    const { docs } = await payload.find({ collection: 'press-categories', where, limit: 1, depth: 0, select: { slug: true } })
    ids.set(slug, docs[0]!.id)
    return docs[0]!.id
  }
  for (const [i, category] of pressCategorySeeds.entries()) {
    const id = await upsert(category.slug, category.name, category.de, i)
    for (const [j, sub] of category.subs.entries()) await upsert(sub.slug, sub.name, sub.de, j, id)
  }
  return { created, ids }
}

export async function seedPress(payload: Payload, media: MediaIds): Promise<number> {
  const { created: categories, ids } = await seedPressCategories(payload)
  let created = categories
  for (const seed of pressSeeds) {
    const file = seed.pdf && seed.body ? await ensureFile(payload, pdfDocument(`dalumara-press-${seed.slug}.pdf`, plainText(seed.title), seed.body.map(plainText), `Press release: ${seed.title}`)) : undefined
    const made = await upsertDocument(payload, {
      collection: 'press',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      data: () => ({
        slug: seed.slug,
        title: seed.title,
        date: `${seed.date}T04:30:00.000Z`,
        category: ids.get(seed.category)!,
        sub_category: ids.get(seed.sub)!,
        publication: seed.publication,
        summary: seed.summary,
        body: seed.body ? richText(seed.body) : undefined,
        file,
        link: seed.link,
        images: subjectPictures(seed.title, seed.images, 'press').map((key) => ({ image: media[key] })),
        country: 'GLOBAL' as const,
        _status: 'published' as const,
      }),
    })
    if (made) created++
  }
  return created
}
