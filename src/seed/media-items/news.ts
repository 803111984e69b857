import type { Payload } from 'payload'
import type { NewsTopic } from '@/lib/media/news-topics'
import { brandName } from '@/site.config'
import type { Locale, MediaIds } from '../build'
import type { ImageKey } from '../images/catalogue'
import { subjectPictures } from '../images/subjects'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'

/**
 * Thirty-one news stories over 2024, 2025 and 2026 (all invented), five of them also in German.
 * Dates are fixed: the list, its year and month filters and their tests read the same calendar
 * whatever day the seed runs. Each story's pictures come from the media pool of the image catalogue.
 */
type Copy = { title: string; summary: string; body: string[] }
type NewsSeed = { slug: string; date: string; topic: NewsTopic; images: ImageKey[]; en: Copy; de?: Copy }

const b = brandName

export const newsSeeds: NewsSeed[] = [
  {
    slug: 'tasting-room-opens-in-colombo',
    date: '2024-01-18',
    topic: 'company',
    images: ['mediaCupGolden', 'mediaTastingDawn'],
    en: {
      title: `${b} opens its tasting room in Colombo`,
      summary: 'A small room above the old Fort warehouse, where anyone can sit down with a taster and try the season’s teas side by side.',
      body: [
        `For fifty years the tasting room was where ${b} decided which teas to buy. From this month it is open to visitors on Thursdays and Saturdays, with a taster on hand to explain what is in each cup.`,
        'Sessions last an hour and follow the same ritual our buyers use: dry leaf, wet leaf, liquor, and the slurp that makes first-time visitors laugh. No booking is needed for groups of up to six.',
      ],
    },
    de: {
      title: `${b} eröffnet einen Verkostungsraum in Colombo`,
      summary: 'Ein kleiner Raum über dem alten Lagerhaus im Fort, in dem jeder mit einem Verkoster die Tees der Saison nebeneinander probieren kann.',
      body: [
        `Fünfzig Jahre lang entschied ${b} im Verkostungsraum, welche Tees gekauft werden. Ab diesem Monat ist er donnerstags und samstags für Besucher geöffnet, und ein Verkoster erklärt, was in jeder Tasse ist.`,
        'Eine Sitzung dauert eine Stunde und folgt dem Ablauf unserer Einkäufer: trockenes Blatt, nasses Blatt, Aufguss und das Schlürfen, über das Erstbesucher lachen. Gruppen bis sechs Personen brauchen keine Anmeldung.',
      ],
    },
  },
  {
    slug: 'early-first-flush-at-kirikanda',
    date: '2024-02-27',
    topic: 'tea-and-estates',
    images: ['mediaLeavesDawn', 'mediaEstateMorning'],
    en: {
      title: 'First flush at Kirikanda comes in early',
      summary: 'Warm nights after the January rain brought the new shoots out almost three weeks ahead of the usual calendar.',
      body: [
        'The pluckers at Kirikanda began on the upper fields on the twentieth of February, the earliest start the estate has recorded. The first lots are light, flowery and very bright in the cup.',
        'Our tasters expect the early leaf to go mostly into the estate teas and the spring limited edition, with the rest of the flush following the usual pattern into March.',
      ],
    },
  },
  {
    slug: 'solar-roofs-for-three-factories',
    date: '2024-03-21',
    topic: 'sustainability',
    images: ['mediaFactoryGolden', 'mediaHillsDusk'],
    en: {
      title: 'Solar roofs for three estate factories',
      summary: 'Panels on the withering lofts of Kirikanda, Hethumalee and Uduwela now cover about a third of what the factories use by day.',
      body: [
        'A factory roof is long, flat and faces the sky all day, which makes it a good place for solar panels. Since March, the three factories have drawn much of their daytime power from their own roofs.',
        'The panels do not replace the wood-fired dryers, which still need heat, but they run the rolling machines, fans and sorting lines. We will report the first full year of figures next spring.',
      ],
    },
  },
  {
    slug: 'hethumalee-creche-reopens',
    date: '2024-04-30',
    topic: 'community',
    images: ['mediaGardenMonsoon', 'mediaForest'],
    en: {
      title: 'Estate crèche at Hethumalee reopens after renovation',
      summary: 'A new roof, a kitchen garden and a trained carer for every eight children: the crèche for pluckers’ families is open again.',
      body: [
        'The Hethumalee crèche looks after the youngest children of the families who work on the estate while their parents are in the fields. It closed in January for a full renovation.',
        'It reopened this week with a rebuilt roof, a kitchen that cooks two meals a day from its own vegetable garden, and two more carers. Parents chose the colours of the walls.',
      ],
    },
  },
  {
    slug: 'uva-gold-at-tasters-guild',
    date: '2024-05-22',
    topic: 'awards',
    images: ['mediaTastingDawn', 'mediaCupGolden'],
    en: {
      title: 'Uva high-grown wins gold at the Tasters’ Guild',
      summary: 'The guild’s blind panel gave our single-estate Uva its gold medal for the second year running.',
      body: [
        'Fifty-two teas from across the island were tasted blind over two days. The panel praised the Uva for its brisk, clean liquor and the long, slightly minty finish that the dry August winds give the region.',
        'The medal-winning lot was made at the Uduwela factory in the last quality season and is on sale in the estate range while it lasts.',
      ],
    },
  },
  {
    slug: 'wet-june-in-dimbula',
    date: '2024-06-14',
    topic: 'tea-and-estates',
    images: ['mediaTeapotMonsoon', 'mediaGardenMonsoon'],
    en: {
      title: 'A wet June in Dimbula, and why the tasters are pleased',
      summary: 'Heavy rain slows the plucking, but the leaf that grows through it makes a fuller, rounder tea.',
      body: [
        'The south-west monsoon arrived in Dimbula with more rain than in any June for ten years. Pluckers work shorter days in the wet, and the factories have to wither the leaf for longer.',
        'What comes out of the rollers is worth the effort: a tea with more body and a deeper colour than the spring teas, and very good with milk.',
      ],
    },
  },
  {
    slug: 'new-packing-line-cuts-plastic',
    date: '2024-07-09',
    topic: 'company',
    images: ['mediaPatternGolden', 'mediaFactoryDusk'],
    en: {
      title: 'New packing line cuts plastic by a third',
      summary: 'The packing hall in Peliyagoda now seals tea in paper-based foil, and the outer film on our boxes is gone.',
      body: [
        'The new line took eight months to install and test. It packs the same number of boxes an hour as the old one, with a paper-based inner wrap that keeps the tea as fresh as the old foil did in our storage trials.',
        'Together with dropping the outer film, the change cuts the plastic in a box of tea bags by about a third. The rest of the range will follow as each pack is redesigned.',
      ],
    },
  },
  {
    slug: 'scholarships-for-estate-children',
    date: '2024-09-03',
    topic: 'community',
    images: ['mediaEstateMorning', 'mediaLeavesDawn'],
    en: {
      title: 'Scholarships for forty children of estate families',
      summary: 'The family foundation will pay school and university fees for forty students, chosen by their teachers.',
      body: [
        'The scholarships cover fees, books and travel for the rest of each student’s education, whether that ends at the advanced level exams or at a university degree.',
        'This year’s students come from eleven estates. Twelve of them want to study medicine, and one wants to become a tea taster.',
      ],
    },
  },
  {
    slug: 'native-trees-along-kirikanda-streams',
    date: '2024-10-17',
    topic: 'sustainability',
    images: ['mediaForest', 'mediaGardenMonsoon'],
    en: {
      title: 'Twelve thousand native trees along the Kirikanda streams',
      summary: 'A band of forest along every stream on the estate holds the soil, shades the water and gives birds a path through the tea.',
      body: [
        'Over three planting seasons, estate teams and volunteers have planted twelve thousand saplings of twenty-six native species along the streams that cross Kirikanda.',
        'The strips are ten metres wide on each bank. In a few years they will join the forest above the estate to the valley below.',
      ],
    },
  },
  {
    slug: 'holiday-gift-boxes-arrive',
    date: '2024-12-05',
    topic: 'company',
    images: ['mediaPatternGolden', 'mediaTeapotDawn'],
    en: {
      title: 'Seasonal gift boxes arrive for the holidays',
      summary: 'Six teas in a box painted by an artist from Kandy, and a tea advent calendar for the first time.',
      body: [
        'This year’s gift box holds six estate teas, each in its own tin, in a box painted by the Kandy artist Ruwani Jayasekara with the birds of the tea country.',
        'The advent calendar has twenty-four teas behind its doors, from a morning Uva to a spiced evening infusion. Both are in the shops and online now.',
      ],
    },
  },
  {
    slug: 'uva-quality-season-begins',
    date: '2025-01-23',
    topic: 'tea-and-estates',
    images: ['mediaHillsDusk', 'mediaLeavesDawn'],
    en: {
      title: 'The Uva quality season begins',
      summary: 'When the dry winds come over the eastern hills, the Uva teas take on the flavour that made them famous.',
      body: [
        'Each year, the dry north-east winds slow the growth of the tea in Uva and concentrate its flavour. Tasters wait for the first lots with the same impatience each season.',
        'The early teas this year are bright and brisk. The best of them will be sold as the Uva seasonal flush in the T-series.',
      ],
    },
  },
  {
    slug: 'nuwara-eliya-two-stars',
    date: '2025-02-11',
    topic: 'awards',
    images: ['mediaGlassMorning', 'mediaTastingDawn'],
    en: {
      title: 'Two stars for the Nuwara Eliya at the international taste awards',
      summary: 'A jury of chefs and sommeliers gave our high-grown Nuwara Eliya two stars out of three.',
      body: [
        'The international taste awards are judged blind by chefs and sommeliers. Two stars mean a product the jury found remarkable.',
        'The jury’s notes describe a pale, fragrant tea with a light floral finish, best drunk without milk.',
      ],
    },
  },
  {
    slug: 'rainwater-for-every-line-room',
    date: '2025-03-18',
    topic: 'sustainability',
    images: ['mediaGardenMonsoon', 'mediaTeapotMonsoon'],
    en: {
      title: 'Rainwater harvesting for every estate home',
      summary: 'Tanks and gutters on 1,400 estate homes collect the monsoon rain for the dry months.',
      body: [
        'The homes on our estates get most of their water from springs, which run low in the dry season. Gutters and a tank for each home now keep the monsoon rain for those months.',
        'The work was done by estate maintenance teams over fourteen months, with the tanks made by a workshop in Badulla.',
      ],
    },
  },
  {
    slug: 'dalumara-tea-arrives-in-germany',
    date: '2025-04-08',
    topic: 'company',
    images: ['mediaCupGolden', 'mediaTeapotDawn', 'mediaPatternGolden'],
    en: {
      title: `${b} tea arrives in Germany`,
      summary: 'Our estate teas are now on the shelves of fine food shops in Hamburg, Berlin and Munich, and online across the country.',
      body: [
        `Germany drinks more Ceylon tea than most of Europe, and many of our letters came from there. From this month, ${b} teas are sold in forty fine food shops and in our German online shop.`,
        'The range starts with eight teas, from the breakfast blend to the estate teas, with packs and leaflets in German.',
      ],
    },
    de: {
      title: `${b} Tee jetzt in Deutschland`,
      summary: 'Unsere Plantagentees stehen jetzt in Feinkostläden in Hamburg, Berlin und München und sind im ganzen Land online erhältlich.',
      body: [
        `In Deutschland wird mehr Ceylon-Tee getrunken als in den meisten Ländern Europas, und viele unserer Briefe kamen von dort. Ab diesem Monat gibt es ${b} Tees in vierzig Feinkostläden und in unserem deutschen Onlineshop.`,
        'Das Sortiment beginnt mit acht Tees, von der Frühstücksmischung bis zu den Plantagentees, mit Packungen und Beilagen auf Deutsch.',
      ],
    },
  },
  {
    slug: 'eye-camp-for-pluckers',
    date: '2025-05-15',
    topic: 'community',
    images: ['mediaEstateMorning', 'mediaGlassMorning'],
    en: {
      title: 'Free eye camp for pluckers on three estates',
      summary: 'Eye doctors from Kandy saw 900 people in four days, and handed out 610 pairs of glasses.',
      body: [
        'Plucking fine leaf all day is close work, and many older pluckers struggle to see it. The camp brought two eye doctors and an optician to the estate clinics for four days.',
        'Eighteen people were referred for cataract operations, which the foundation will pay for.',
      ],
    },
  },
  {
    slug: 'a-day-in-the-withering-loft',
    date: '2025-06-26',
    topic: 'tea-and-estates',
    images: ['mediaFactoryDusk', 'mediaLeavesDawn', 'mediaFactoryGolden'],
    en: {
      title: 'Inside the withering loft: a day with the Hethumalee factory team',
      summary: 'From the first leaf lorry at noon to the last sack at dawn, tea is made through the night.',
      body: [
        'The leaf arrives from the fields in the afternoon and is spread in the withering troughs, where fans dry it slowly for fourteen to eighteen hours.',
        'In the early morning it is rolled, left to oxidise and fired. The factory officer tastes each batch before the day shift begins. It is the work of thirty people, most of whom have done it for twenty years.',
      ],
    },
  },
  {
    slug: 'half-year-results-2025',
    date: '2025-07-31',
    topic: 'company',
    images: ['mediaPatternMonsoon', 'mediaTeapotDawn'],
    en: {
      title: 'Half-year results: steady growth in export markets',
      summary: 'Export volumes rose by seven per cent, led by Germany, Japan and the Gulf.',
      body: [
        'Sales in the first half of the year were seven per cent higher than a year earlier, with the estate teas and the seasonal flushes growing fastest.',
        'The board has kept the estate wage supplement at this year’s level and will review it in December.',
      ],
    },
  },
  {
    slug: 'biodiversity-survey-birds',
    date: '2025-08-20',
    topic: 'sustainability',
    images: ['mediaForest', 'mediaHillsDusk'],
    en: {
      title: 'Estate biodiversity survey counts 112 bird species',
      summary: 'Ornithologists from the university spent a year walking the estates at dawn, and found eleven species found only in Sri Lanka.',
      body: [
        'The survey recorded 112 species of birds on and around our estates, including the Sri Lanka whistling thrush and the yellow-eared bulbul.',
        'Most were found in the forest strips and shade trees, which suggests that the planting along the streams is already working.',
      ],
    },
  },
  {
    slug: 'kirikanda-safest-factory',
    date: '2025-09-25',
    topic: 'awards',
    images: ['mediaFactoryGolden', 'mediaEstateMorning'],
    en: {
      title: 'Kirikanda factory named safest in the district',
      summary: 'Three years without a lost-time accident earned the factory the district safety award.',
      body: [
        'The award recognises factories that keep their people safe. Kirikanda has had no accident that kept anyone off work for three years.',
        'The factory team credits the morning safety talk, which every shift has held since 2019.',
      ],
    },
  },
  {
    slug: 'tea-school-first-graduates',
    date: '2025-10-30',
    topic: 'community',
    images: ['mediaTastingDawn', 'mediaGlassMorning'],
    en: {
      title: 'Tea school graduates its first class of young tasters',
      summary: 'Sixteen young people from estate families finished a year of training in tasting, grading and blending.',
      body: [
        'The school was started to open the tasting room to people who grew up among the tea. Its first students spent a year learning to taste, grade and describe tea.',
        'Nine of them have joined tasting teams in Colombo; the others will go on to factory management courses.',
      ],
    },
  },
  {
    slug: 'christmas-flush-nuwara-eliya',
    date: '2025-12-10',
    topic: 'tea-and-estates',
    images: ['mediaLeavesDawn', 'mediaGlassMorning'],
    en: {
      title: 'Christmas flush: a small, special harvest from Nuwara Eliya',
      summary: 'Cold nights in December give the highest gardens a short flush of very delicate tea.',
      body: [
        'In the highest gardens of Nuwara Eliya, cold December nights slow the bushes almost to a stop. The few shoots that grow make a pale, perfumed tea.',
        'There is only enough for a few hundred tins, which go on sale in the new year.',
      ],
    },
  },
  {
    slug: 'new-look-for-everyday-teas',
    date: '2026-01-15',
    topic: 'company',
    images: ['mediaPatternGolden', 'mediaCupGolden'],
    en: {
      title: 'A new look for the everyday black teas',
      summary: 'Clearer packs that say where the tea was grown, how strong it is and how long to brew it.',
      body: [
        'Our everyday black teas have new packs this month. Each names the region the tea comes from, shows its strength on a scale of one to five, and gives the brewing time on the front.',
        'The teas inside are the same, and the packs are recyclable with paper.',
      ],
    },
  },
  {
    slug: 'seasonal-flush-teas-return',
    date: '2026-02-19',
    topic: 'tea-and-estates',
    images: ['mediaTeapotDawn', 'mediaLeavesDawn'],
    en: {
      title: 'Seasonal flush teas return to the T-series',
      summary: 'The Uva and Dimbula seasonal flushes are back, picked in the few weeks each region is at its best.',
      body: [
        'The seasonal flush teas are made only in the short season when each region’s tea is at its finest. This year’s Uva is especially bright.',
        'They are sold in numbered tins until the season’s lots are gone.',
      ],
    },
  },
  {
    slug: 'plastic-free-tea-bags',
    date: '2026-03-12',
    topic: 'sustainability',
    images: ['mediaPatternMonsoon', 'mediaGlassMorning'],
    en: {
      title: 'All our tea bags are now plastic-free',
      summary: 'The last of our tea bags now uses a plant-based seal, so every bag can go in the compost.',
      body: [
        'Most tea bags are sealed with a little plastic so they hold together in hot water. Ours now use a seal made from plants, which breaks down in a garden compost heap.',
        'It took two years of trials to find a bag that keeps its shape and does not change the taste of the tea.',
      ],
    },
    de: {
      title: 'Alle unsere Teebeutel sind jetzt plastikfrei',
      summary: 'Auch die letzten unserer Teebeutel haben jetzt eine pflanzliche Versiegelung, sodass jeder Beutel auf den Kompost darf.',
      body: [
        'Die meisten Teebeutel werden mit etwas Kunststoff versiegelt, damit sie im heißen Wasser halten. Unsere haben jetzt eine Versiegelung aus Pflanzen, die auf dem Gartenkompost zerfällt.',
        'Zwei Jahre Versuche waren nötig, um einen Beutel zu finden, der seine Form behält und den Geschmack des Tees nicht verändert.',
      ],
    },
  },
  {
    slug: 'clean-water-uva-hills',
    date: '2026-04-16',
    topic: 'community',
    images: ['mediaGardenMonsoon', 'mediaEstateMorning'],
    en: {
      title: 'Clean water for 600 families in the Uva hills',
      summary: 'A gravity-fed water scheme brings filtered spring water to four villages near our Uva estates.',
      body: [
        'The scheme takes water from a protected spring above the villages, filters it and carries it down by gravity, with no pumps to break down.',
        'Village committees run it and collect a small fee for its upkeep; the foundation paid for the pipes and the filter house.',
      ],
    },
  },
  {
    slug: 'chief-taster-honoured',
    date: '2026-05-21',
    topic: 'awards',
    images: ['mediaTastingDawn', 'mediaTeapotMonsoon'],
    en: {
      title: 'Tea maker of the year: our chief taster honoured',
      summary: 'Nirmala Perera, who has tasted for us for thirty-one years, was named tea maker of the year by the planters’ association.',
      body: [
        'Nirmala joined the tasting room at nineteen and has tasted, by her own count, more than a million cups. She trained most of the tasters who work with us today.',
        'In her speech she thanked the pluckers, “who do the part of the work that no taster could”.',
      ],
    },
  },
  {
    slug: 'tea-bars-at-two-airports',
    date: '2026-06-18',
    topic: 'company',
    images: ['mediaCupGolden', 'mediaGlassMorning'],
    en: {
      title: `${b} tea bars open in two airports`,
      summary: 'Travellers in Colombo and Dubai can now stop for a freshly brewed pot of estate tea before they fly.',
      body: [
        'The tea bars serve twelve teas, brewed to order in pots and glasses, with iced teas made from the same leaf.',
        'Each bar has a small shop with the estate teas and gift boxes, and a taster on hand in the mornings.',
      ],
    },
    de: {
      title: `${b} Teebars an zwei Flughäfen eröffnet`,
      summary: 'Reisende in Colombo und Dubai können jetzt vor dem Abflug eine frisch gebrühte Kanne Plantagentee trinken.',
      body: [
        'Die Teebars servieren zwölf Tees, frisch in Kannen und Gläsern aufgebrüht, dazu Eistees aus demselben Blatt.',
        'Zu jeder Bar gehört ein kleiner Laden mit den Plantagentees und Geschenkboxen; morgens ist ein Verkoster vor Ort.',
      ],
    },
  },
  {
    slug: 'monsoon-notes-from-ruhuna',
    date: '2026-07-23',
    topic: 'tea-and-estates',
    images: ['mediaTeapotMonsoon', 'mediaHillsDusk'],
    en: {
      title: 'Monsoon notes from the Ruhuna lowlands',
      summary: 'In the south, the rains bring out the big, dark leaf that makes the malty Ruhuna teas.',
      body: [
        'Ruhuna tea grows low, in heat and rain, and its leaf is large and dark. The monsoon months give the strongest teas of the year.',
        'This season’s lots are full and malty, with the hint of honey that Ruhuna drinkers look for.',
      ],
    },
  },
  {
    slug: 'estate-sports-day',
    date: '2026-08-27',
    topic: 'community',
    images: ['mediaEstateMorning', 'mediaGardenMonsoon'],
    en: {
      title: 'Estate sports day draws 2,000 people',
      summary: 'Races, a cricket final and a tug of war between the factory and the field teams.',
      body: [
        'The annual sports day brought families from all our Dimbula estates to the Kirikanda ground. The field team won the tug of war for the fourth year running.',
        'The day ended with the cricket final, won by Hethumalee by two wickets in the last over.',
      ],
    },
  },
  {
    slug: 'first-audited-carbon-report',
    date: '2026-09-24',
    topic: 'sustainability',
    images: ['mediaForest', 'mediaFactoryGolden'],
    en: {
      title: 'Our first carbon report, audited',
      summary: 'An independent audit of the emissions of our estates, factories and shipping, and a plan to halve them by 2035.',
      body: [
        'The report counts the emissions of everything we do, from the fertiliser on the fields to the ships that carry the tea. The largest share comes from the factory dryers.',
        'The plan to halve emissions by 2035 starts with the dryers: switching them to wood from our own fast-growing plantations and recovering their heat.',
      ],
    },
  },
  {
    slug: 'visitor-centre-for-kirikanda',
    date: '2026-10-29',
    topic: 'company',
    images: ['mediaFactoryDusk', 'mediaEstateMorning', 'mediaCupGolden'],
    en: {
      title: 'A visitor centre for Kirikanda',
      summary: 'Work has begun on a small centre where visitors can walk through the fields, watch the factory and taste the estate’s teas.',
      body: [
        'The centre will be built in the old bungalow garden, with a path through the fields to a viewing gallery above the factory floor.',
        'It is due to open next summer, with guided walks led by estate staff.',
      ],
    },
    de: {
      title: 'Ein Besucherzentrum für Kirikanda',
      summary: 'Die Arbeiten an einem kleinen Zentrum haben begonnen, in dem Besucher durch die Felder gehen, der Fabrik zusehen und die Tees der Plantage probieren können.',
      body: [
        'Das Zentrum entsteht im Garten des alten Bungalows, mit einem Weg durch die Felder zu einer Galerie über der Fabrikhalle.',
        'Es soll im nächsten Sommer öffnen, mit Führungen durch Mitarbeiter der Plantage.',
      ],
    },
  },
]

/** 10:00 in Colombo on the day: the stories' time of publication. */
const publishedAt = (day: string) => `${day}T04:30:00.000Z`

export async function seedNews(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const seed of newsSeeds) {
    const copy = (locale: Locale) => (locale === 'de' && seed.de ? seed.de : seed.en)
    const made = await upsertDocument(payload, {
      collection: 'news',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      translated: Boolean(seed.de),
      data: (locale) => ({
        slug: seed.slug,
        title: copy(locale).title,
        date: publishedAt(seed.date),
        sub_category: seed.topic,
        summary: copy(locale).summary,
        body: richText(copy(locale).body),
        images: subjectPictures(seed.en.title, seed.images).map((key) => ({ image: media[key] })),
        country: 'GLOBAL' as const,
        _status: 'published' as const,
      }),
    })
    if (made) created++
  }
  return created
}
