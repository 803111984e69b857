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
 * releases carry a generated PDF of their own text; interviews are told here in full. Each item's
 * title, summary and text are in German too; the publications keep their names and the PDFs stay English.
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
  de: { title: string; summary: string; body?: string[] }
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
    de: {
      title: 'Wo der Tee der Stadt beurteilt wird – jetzt für alle offen',
      summary: 'Die Food-Autorin des Courier verbringt einen Vormittag im neuen Verkostungsraum und lernt schlürfen.',
    },
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
    de: {
      title: `${b} bringt Solarmodule auf drei Plantagenfabriken`,
      summary: 'Die Dächer der Welkböden von drei Fabriken liefern jetzt etwa ein Drittel ihres Stroms am Tag.',
      body: [
        `Colombo, 20. März 2024. ${b} hat die Installation von Solarmodulen auf den Dächern seiner Fabriken Kirikanda, Hethumalee und Uduwela abgeschlossen.`,
        'Die Module liefern etwa ein Drittel des Tagesstroms der Fabriken und betreiben die Roll-, Sortier- und Lüftungsanlagen. Das Unternehmen wird 2025 die Zahlen eines vollen Jahres veröffentlichen.',
      ],
    },
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
    de: {
      title: 'Uva-Gold, zum zweiten Mal',
      summary: 'Der Herald über die Frage, warum derselbe Garten in Uva immer wieder Gold bei der Tasters’ Guild gewinnt.',
    },
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
    de: {
      title: '„Eine gute Verkosterin vergisst nichts“: zehn Fragen an unsere Chefverkosterin',
      summary: 'Nirmala Perera über dreißig Jahre im Verkostungsraum und die Tasse, an die sie sich seit 1996 erinnert.',
      body: [
        '**Wie viele Tees verkosten Sie an einem Tag?** In einer vollen Auktionswoche vier- bis fünfhundert. An einem ruhigen Tag vielleicht achtzig.',
        '**Was macht eine gute Verkosterin aus?** Ein Gedächtnis. Man muss sich an einen Tee erinnern, den man vor drei Jahren verkostet hat, und sagen können, ob dieser besser ist.',
        '**Gibt es eine Tasse, an die Sie sich bis heute erinnern?** Ein Dimbula vom Februar 1996. Seitdem suche ich ihn.',
      ],
    },
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
    de: {
      title: 'Neue Verpackungslinie spart ein Drittel Plastik in Teepackungen',
      summary: 'Innenhüllen auf Papierbasis und keine Außenfolie mehr für das Teebeutel-Sortiment.',
      body: [
        `Colombo, 9. Juli 2024. ${b} verpackt sein Teebeutel-Sortiment jetzt auf einer neuen Linie, die den Tee in einer Innenhülle auf Papierbasis versiegelt und auf die Außenfolie jeder Schachtel verzichtet.`,
        'Lagertests haben gezeigt, dass sich der Tee darin so gut hält wie in der bisherigen Folie. Der Kunststoffanteil jeder Schachtel sinkt um etwa ein Drittel.',
      ],
    },
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
    de: {
      title: 'Wie ein Teeunternehmen in Familienhand seinen Export steigerte, ohne seine Plantagen zu vergrößern',
      summary: 'Die Island Business Review über die Plantagentees und darüber, warum Einkäufer für einen Garten mit Namen mehr bezahlen.',
    },
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
    de: {
      title: 'Das Frühstücksfernsehen geht pflücken',
      summary: 'Die Moderatoren der Morgensendung verbringen einen Tag auf Kirikanda und versuchen sich an zwei Blättern und einer Knospe.',
    },
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
    de: {
      title: `${b} bringt seine Plantagentees nach Deutschland`,
      summary: 'Ab April in vierzig Feinkostläden und in einem deutschen Onlineshop.',
      body: [
        `Colombo und Hamburg, 8. April 2025. ${b} Tees gibt es ab sofort in vierzig Feinkostläden in Deutschland und in einem deutschen Onlineshop.`,
        'Das erste Sortiment umfasst acht Tees, von der Frühstücksmischung bis zu den Tees einzelner Plantagen, mit Verpackungen auf Deutsch.',
      ],
    },
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
    de: {
      title: 'Der Tee, für den ein Sommelier sein Weinglas abstellte',
      summary: 'Ein Weinjournalist verkostet den preisgekrönten Nuwara Eliya und vergleicht ihn mit einem Riesling.',
    },
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
    de: {
      title: 'Die Pflückerinnen von Hethumalee',
      summary: 'Drei Generationen einer Familie auf derselben Plantage, in ihren eigenen Worten.',
      body: [
        'Kamalawathi begann 1978 auf Hethumalee zu pflücken, ihre Tochter 2001, und ihre Enkelin studiert heute mit einem Stipendium der Stiftung Agrarwissenschaft in Peradeniya.',
        '„Meine Mutter hat mir beigebracht, mit beiden Händen zu pflücken“, sagt Kamalawathi. „Meine Enkelin wird der Plantage beibringen, wie man den Boden pflegt.“',
      ],
    },
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
    de: {
      title: 'Ceylon-Tee im Studio',
      summary: 'Eine Hamburger Genusssendung brüht mit unserer Tee-Botschafterin für Deutschland fünf unserer Tees live auf.',
    },
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
    de: {
      title: 'Erhebung zählt 112 Vogelarten auf den Plantagen',
      summary: 'Eine einjährige Erhebung von Ornithologen der Universität, vollständig veröffentlicht.',
      body: [
        `Kandy, 20. August 2025. Eine einjährige Erhebung der Vögel auf den Plantagen von ${b} hat 112 Arten verzeichnet, elf davon kommen nur in Sri Lanka vor.`,
        'Die meisten wurden in den Waldstreifen gesehen, die seit 2022 entlang der Bäche gepflanzt werden, und in den Schattenbäumen zwischen dem Tee.',
      ],
    },
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
    de: {
      title: '„Wir verkaufen den Garten, nicht die Marke“',
      summary: 'Unser Geschäftsführer über Familienbesitz, Löhne auf den Plantagen und warum das Unternehmen keine Mischungen verkauft, deren Herkunft es nicht nachweisen kann.',
      body: [
        '**Warum steht der Garten auf jeder Packung?** Weil der Garten der Grund ist, warum der Tee so schmeckt, wie er schmeckt. Eine Marke ist ein Versprechen; ein Garten ist ein Beweis.',
        '**Ist ein Familienunternehmen langsamer?** Langsamer in der Entscheidung, schneller darin, sein Wort zu halten.',
      ],
    },
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
    de: {
      title: 'Die jungen Verkoster aus dem Teeland',
      summary: 'Der Courier trifft den ersten Jahrgang der Teeschule: sechzehn Verkoster aus Plantagenfamilien.',
    },
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
    de: {
      title: 'Alle Teebeutel sind jetzt plastikfrei',
      summary: 'Eine pflanzliche Versiegelung für das ganze Teebeutel-Sortiment, nach zwei Jahren Versuchen.',
      body: [
        `Colombo, 12. März 2026. Alle Teebeutel von ${b} sind jetzt mit einem pflanzlichen Material versiegelt und können auf dem eigenen Kompost entsorgt werden.`,
        'Vorausgegangen sind zwei Jahre Versuche, um einen Beutel zu finden, der in kochendem Wasser seine Form behält, ohne den Geschmack des Tees zu verändern.',
      ],
    },
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
    de: {
      title: 'Saisonale Pflückungen: kleine Partien, große Nachfrage',
      summary: 'Das Fachmagazin darüber, warum Einkäufer für Tees Schlange stehen, die nur wenige Wochen im Jahr entstehen.',
    },
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
    de: {
      title: 'Eine Million Tassen: die Teemacherin des Jahres',
      summary: 'Ein Porträt von Nirmala Perera, von ihrem ersten Tag im Verkostungsraum bis zur Auszeichnung der Pflanzer.',
      body: [
        'Nirmala Perera betrat den Verkostungsraum 1995, um einen Brief abzugeben, und hatte am Ende des Nachmittags ein Stellenangebot.',
        'Einunddreißig Jahre später wurde sie zur Teemacherin des Jahres gekürt und gab ihr Preisgeld für ein neues Dach der Teeschule aus.',
      ],
    },
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
    de: {
      title: `${b} Teebars an den Flughäfen Colombo und Dubai eröffnet`,
      summary: 'Zwölf frisch aufgebrühte Tees, Eistees und ein kleiner Laden an jeder Bar.',
      body: [
        `Colombo, 18. Juni 2026. ${b} hat in den Abflughallen der Flughäfen Colombo und Dubai Teebars eröffnet.`,
        'Jede Bar serviert zwölf frisch aufgebrühte Tees und verkauft die Plantagentees und Geschenkboxen.',
      ],
    },
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
    de: {
      title: 'Live vom Teefestival',
      summary: 'Die Morgensendung sendet von unserem Stand auf dem Teefestival in Colombo.',
    },
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
    de: {
      title: 'CO₂ zählen, Tasse für Tasse',
      summary: 'Unsere Leiterin für Nachhaltigkeit über den ersten geprüften CO₂-Bericht und den Plan, die Emissionen zu halbieren.',
      body: [
        '**Woher kommt der größte Teil der Emissionen?** Von den Trocknern in den Fabriken. Tee wird mit Wärme getrocknet, und in der Wärme steckt das CO₂.',
        '**Was ändern Sie zuerst?** Den Brennstoff. Wir pflanzen schnell wachsende Bäume auf Land, auf dem kein guter Tee wächst, um die Trockner mit unserem eigenen Holz zu befeuern.',
      ],
    },
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
      translated: true,
      data: (locale) => {
        const copy = locale === 'de' ? seed.de : seed
        return {
          slug: seed.slug,
          title: copy.title,
          date: `${seed.date}T04:30:00.000Z`,
          category: ids.get(seed.category)!,
          sub_category: ids.get(seed.sub)!,
          publication: seed.publication,
          summary: copy.summary,
          body: copy.body ? richText(copy.body) : undefined,
          file,
          link: seed.link,
          images: subjectPictures(seed.title, seed.images, 'press').map((key) => ({ image: media[key] })),
          country: 'GLOBAL' as const,
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}
