import type { Payload } from 'payload'
import type { NewsTopic } from '@/lib/media/news-topics'
import { brandName } from '@/site.config'
import type { Locale, MediaIds } from '../build'
import type { ImageKey } from '../images/catalogue'
import { subjectPictures } from '../images/subjects'
import { richText } from '../richText'
import { upsertDocument } from '../upsert-document'

/**
 * Thirty-one news stories over 2024, 2025 and 2026 (all invented), each in English and German.
 * Dates are fixed: the list, its year and month filters and their tests read the same calendar
 * whatever day the seed runs. Each story's pictures come from the media pool of the image catalogue.
 */
type Copy = { title: string; summary: string; body: string[] }
type NewsSeed = { slug: string; date: string; topic: NewsTopic; images: ImageKey[]; en: Copy; de: Copy }

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
    de: {
      title: 'Die erste Pflückung auf Kirikanda kommt früh',
      summary: 'Nach dem Januarregen brachten warme Nächte die neuen Triebe fast drei Wochen früher hervor als im üblichen Kalender.',
      body: [
        'Die Pflückerinnen auf Kirikanda haben am zwanzigsten Februar auf den oberen Feldern begonnen – so früh wie noch nie in den Aufzeichnungen der Plantage. Die ersten Partien sind leicht, blumig und in der Tasse sehr hell.',
        'Unsere Verkoster rechnen damit, dass das frühe Blatt vor allem in die Plantagentees und die limitierte Frühlingsedition geht; der Rest der Pflückung folgt wie gewohnt bis in den März.',
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
    de: {
      title: 'Solardächer für drei Plantagenfabriken',
      summary: 'Module auf den Welkböden von Kirikanda, Hethumalee und Uduwela decken jetzt etwa ein Drittel dessen, was die Fabriken tagsüber verbrauchen.',
      body: [
        'Ein Fabrikdach ist lang, flach und den ganzen Tag dem Himmel zugewandt – ein guter Platz für Solarmodule. Seit März beziehen die drei Fabriken einen Großteil ihres Stroms am Tag vom eigenen Dach.',
        'Die Module ersetzen die holzbefeuerten Trockner nicht, denn diese brauchen weiterhin Wärme. Dafür treiben die Module die Rollmaschinen, Ventilatoren und Sortierlinien an. Die Zahlen des ersten vollen Jahres veröffentlichen wir im nächsten Frühjahr.',
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
    de: {
      title: 'Die Kinderkrippe auf Hethumalee ist nach der Renovierung wieder offen',
      summary: 'Ein neues Dach, ein Küchengarten und eine ausgebildete Betreuerin für je acht Kinder: Die Krippe für die Familien der Pflückerinnen hat wieder geöffnet.',
      body: [
        'In der Krippe von Hethumalee werden die jüngsten Kinder der Familien betreut, die auf der Plantage arbeiten, solange ihre Eltern auf den Feldern sind. Im Januar wurde sie für eine umfassende Renovierung geschlossen.',
        'Diese Woche hat sie wieder geöffnet: mit einem neu gebauten Dach, einer Küche, die zweimal am Tag mit Gemüse aus dem eigenen Garten kocht, und zwei zusätzlichen Betreuerinnen. Die Farben der Wände haben die Eltern ausgesucht.',
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
    de: {
      title: 'Gold für unseren Hochland-Uva bei der Tasters’ Guild',
      summary: 'Die Blindjury der Gilde hat unserem Uva von einer einzigen Plantage zum zweiten Mal in Folge die Goldmedaille verliehen.',
      body: [
        'Zwei Tage lang wurden zweiundfünfzig Tees aus allen Teilen der Insel blind verkostet. Die Jury lobte den Uva für seinen lebhaften, klaren Aufguss und den langen, leicht minzigen Nachklang, den die trockenen Augustwinde der Region verleihen.',
        'Die ausgezeichnete Partie wurde in der letzten Qualitätssaison in der Fabrik von Uduwela hergestellt und ist, solange der Vorrat reicht, in der Reihe der Plantagentees erhältlich.',
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
    de: {
      title: 'Ein nasser Juni in Dimbula – und warum sich die Verkoster freuen',
      summary: 'Starker Regen bremst das Pflücken, doch das Blatt, das darin wächst, ergibt einen volleren, runderen Tee.',
      body: [
        'Der Südwestmonsun brachte Dimbula so viel Regen wie seit zehn Jahren in keinem Juni. Bei Nässe sind die Tage der Pflückerinnen kürzer, und die Fabriken müssen das Blatt länger welken lassen.',
        'Was aus den Rollern kommt, lohnt die Mühe: ein Tee mit mehr Körper und dunklerer Farbe als die Frühjahrstees, der sich hervorragend mit Milch verträgt.',
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
    de: {
      title: 'Neue Verpackungslinie spart ein Drittel Plastik',
      summary: 'In der Verpackungshalle in Peliyagoda wird der Tee jetzt in Folie auf Papierbasis versiegelt, und die äußere Folie um unsere Packungen fällt weg.',
      body: [
        'Acht Monate hat es gedauert, die neue Linie aufzubauen und zu prüfen. Sie verpackt so viele Schachteln pro Stunde wie die alte, mit einer Innenhülle auf Papierbasis, die den Tee in unseren Lagertests genauso frisch hielt wie die frühere Folie.',
        'Zusammen mit dem Verzicht auf die Außenfolie sinkt der Kunststoffanteil einer Packung Teebeutel um etwa ein Drittel. Das übrige Sortiment folgt, sobald die jeweilige Packung neu gestaltet wird.',
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
    de: {
      title: 'Stipendien für vierzig Kinder aus Plantagenfamilien',
      summary: 'Die Familienstiftung übernimmt Schul- und Studiengebühren für vierzig Schülerinnen und Schüler, ausgewählt von ihren Lehrern.',
      body: [
        'Die Stipendien decken Gebühren, Bücher und Fahrten bis zum Ende der Ausbildung, ob sie mit den Abschlussprüfungen der Oberstufe endet oder mit einem Universitätsabschluss.',
        'Die diesjährigen Stipendiaten kommen von elf Plantagen. Zwölf von ihnen wollen Medizin studieren, und eine möchte Teeverkosterin werden.',
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
    de: {
      title: 'Zwölftausend heimische Bäume an den Bächen von Kirikanda',
      summary: 'Ein Waldstreifen an jedem Bach der Plantage hält den Boden fest, beschattet das Wasser und gibt Vögeln einen Weg durch den Tee.',
      body: [
        'In drei Pflanzsaisons haben Teams der Plantage und Freiwillige zwölftausend Setzlinge von sechsundzwanzig heimischen Arten entlang der Bäche gepflanzt, die Kirikanda durchqueren.',
        'Die Streifen sind an jedem Ufer zehn Meter breit. In einigen Jahren werden sie den Wald oberhalb der Plantage mit dem Tal darunter verbinden.',
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
    de: {
      title: 'Die Geschenkboxen zu den Feiertagen sind da',
      summary: 'Sechs Tees in einer Box, bemalt von einer Künstlerin aus Kandy, und zum ersten Mal ein Tee-Adventskalender.',
      body: [
        'Die diesjährige Geschenkbox enthält sechs Plantagentees, jeden in seiner eigenen Dose, in einer Box, die die Künstlerin Ruwani Jayasekara aus Kandy mit den Vögeln des Teelands bemalt hat.',
        'Hinter den Türchen des Adventskalenders warten vierundzwanzig Tees, vom Uva für den Morgen bis zum gewürzten Abendaufguss. Beides gibt es jetzt in den Geschäften und online.',
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
    de: {
      title: 'In Uva beginnt die Qualitätssaison',
      summary: 'Wenn die trockenen Winde über die östlichen Berge kommen, bekommen die Uva-Tees den Geschmack, der sie berühmt gemacht hat.',
      body: [
        'Jedes Jahr bremsen die trockenen Nordostwinde das Wachstum des Tees in Uva und verdichten seinen Geschmack. Die Verkoster warten in jeder Saison mit derselben Ungeduld auf die ersten Partien.',
        'Die frühen Tees sind in diesem Jahr hell und lebhaft. Die besten von ihnen kommen als Uva Seasonal Flush in die T-Series.',
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
    de: {
      title: 'Zwei Sterne für den Nuwara Eliya bei den internationalen Geschmackspreisen',
      summary: 'Eine Jury aus Köchen und Sommeliers hat unserem Hochland-Nuwara-Eliya zwei von drei Sternen verliehen.',
      body: [
        'Bei den internationalen Geschmackspreisen verkosten Köche und Sommeliers blind. Zwei Sterne bekommt ein Produkt, das die Jury als bemerkenswert beurteilt.',
        'Die Notizen der Jury beschreiben einen hellen, duftenden Tee mit einem leichten, blumigen Abgang, der am besten ohne Milch getrunken wird.',
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
    de: {
      title: 'Regenwasser für jedes Haus auf unseren Plantagen',
      summary: 'Tanks und Regenrinnen an 1.400 Häusern sammeln den Monsunregen für die trockenen Monate.',
      body: [
        'Die Häuser auf unseren Plantagen beziehen ihr Wasser größtenteils aus Quellen, die in der Trockenzeit wenig hergeben. Regenrinnen und ein Tank an jedem Haus bewahren jetzt den Monsunregen für diese Monate auf.',
        'Die Arbeiten haben die Instandhaltungsteams der Plantagen in vierzehn Monaten erledigt; die Tanks hat eine Werkstatt in Badulla gebaut.',
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
    de: {
      title: 'Kostenlose Augenuntersuchungen für Pflückerinnen auf drei Plantagen',
      summary: 'Augenärzte aus Kandy haben in vier Tagen 900 Menschen untersucht und 610 Brillen ausgegeben.',
      body: [
        'Wer den ganzen Tag feines Blatt pflückt, arbeitet dicht vor Augen, und vielen älteren Pflückerinnen fällt das Sehen schwer. Vier Tage lang kamen zwei Augenärzte und ein Optiker in die Kliniken der Plantagen.',
        'Achtzehn Menschen wurden zur Operation des Grauen Stars überwiesen; die Kosten übernimmt die Stiftung.',
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
    de: {
      title: 'Auf dem Welkboden: ein Tag mit dem Fabrikteam von Hethumalee',
      summary: 'Vom ersten Blattlaster am Mittag bis zum letzten Sack im Morgengrauen: Tee wird in der Nacht gemacht.',
      body: [
        'Am Nachmittag kommt das Blatt von den Feldern und wird in den Welktrögen ausgebreitet, wo Ventilatoren es vierzehn bis achtzehn Stunden lang langsam trocknen.',
        'Am frühen Morgen wird es gerollt, zum Oxidieren ausgelegt und getrocknet. Der Fabrikleiter verkostet jede Charge, bevor die Tagschicht beginnt. Es ist die Arbeit von dreißig Menschen, die meisten von ihnen machen sie seit zwanzig Jahren.',
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
    de: {
      title: 'Halbjahreszahlen: stetiges Wachstum im Export',
      summary: 'Die Exportmengen sind um sieben Prozent gestiegen, angeführt von Deutschland, Japan und den Golfstaaten.',
      body: [
        'Im ersten Halbjahr lag der Umsatz sieben Prozent über dem Vorjahr; am schnellsten wuchsen die Plantagentees und die saisonalen Pflückungen.',
        'Der Vorstand hat den Lohnzuschlag auf den Plantagen auf dem Niveau dieses Jahres belassen und wird ihn im Dezember überprüfen.',
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
    de: {
      title: 'Artenzählung auf den Plantagen: 112 Vogelarten',
      summary: 'Ein Jahr lang sind Ornithologen der Universität im Morgengrauen über die Plantagen gegangen und haben elf Arten gefunden, die nur in Sri Lanka vorkommen.',
      body: [
        'Die Erhebung verzeichnet 112 Vogelarten auf und rund um unsere Plantagen, darunter die Ceylonpfeifdrossel und den Gelbohrbülbül.',
        'Die meisten wurden in den Waldstreifen und Schattenbäumen gesichtet – ein Hinweis darauf, dass die Pflanzungen entlang der Bäche schon jetzt wirken.',
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
    de: {
      title: 'Kirikanda ist die sicherste Fabrik des Distrikts',
      summary: 'Drei Jahre ohne Arbeitsunfall mit Ausfallzeit haben der Fabrik den Sicherheitspreis des Distrikts eingebracht.',
      body: [
        'Der Preis würdigt Fabriken, die ihre Leute schützen. Auf Kirikanda hat seit drei Jahren kein Unfall jemanden von der Arbeit ferngehalten.',
        'Das Fabrikteam führt das auf die morgendliche Sicherheitsbesprechung zurück, die jede Schicht seit 2019 abhält.',
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
    de: {
      title: 'Der erste Jahrgang junger Verkoster verlässt die Teeschule',
      summary: 'Sechzehn junge Menschen aus Plantagenfamilien haben ein Ausbildungsjahr im Verkosten, Klassifizieren und Mischen abgeschlossen.',
      body: [
        'Die Schule wurde gegründet, um den Verkostungsraum für Menschen zu öffnen, die zwischen den Teesträuchern aufgewachsen sind. Ihre ersten Schülerinnen und Schüler haben ein Jahr lang gelernt, Tee zu verkosten, einzustufen und zu beschreiben.',
        'Neun von ihnen arbeiten jetzt in Verkostungsteams in Colombo; die anderen gehen weiter in Lehrgänge für Fabrikleitung.',
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
    de: {
      title: 'Weihnachtspflückung: eine kleine, besondere Ernte aus Nuwara Eliya',
      summary: 'Kalte Dezembernächte schenken den höchsten Gärten eine kurze Pflückung sehr feinen Tees.',
      body: [
        'In den höchsten Gärten von Nuwara Eliya bringen kalte Dezembernächte die Teesträucher fast zum Stillstand. Die wenigen Triebe, die noch wachsen, ergeben einen hellen, duftenden Tee.',
        'Er reicht nur für einige hundert Dosen, die im neuen Jahr in den Verkauf gehen.',
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
    de: {
      title: 'Ein neues Gesicht für die Schwarztees für jeden Tag',
      summary: 'Klarere Packungen, die sagen, wo der Tee gewachsen ist, wie kräftig er ist und wie lange er ziehen soll.',
      body: [
        'Unsere Schwarztees für jeden Tag haben seit diesem Monat neue Packungen. Jede nennt die Anbauregion, zeigt die Stärke auf einer Skala von eins bis fünf und gibt die Ziehzeit schon auf der Vorderseite an.',
        'Der Tee darin ist derselbe, und die Packungen gehören ins Altpapier.',
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
    de: {
      title: 'Die saisonalen Pflückungen sind zurück in der T-Series',
      summary: 'Uva und Dimbula Seasonal Flush sind wieder da, gepflückt in den wenigen Wochen, in denen jede Region am besten ist.',
      body: [
        'Die Tees der saisonalen Pflückungen entstehen nur in der kurzen Zeit, in der der Tee einer Region am feinsten ist. Der Uva ist in diesem Jahr besonders hell.',
        'Sie werden in nummerierten Dosen verkauft, bis die Partien der Saison vergriffen sind.',
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
    de: {
      title: 'Sauberes Wasser für 600 Familien in den Bergen von Uva',
      summary: 'Eine Wasserversorgung mit natürlichem Gefälle bringt gefiltertes Quellwasser in vier Dörfer in der Nähe unserer Plantagen in Uva.',
      body: [
        'Das Wasser kommt aus einer geschützten Quelle oberhalb der Dörfer, wird gefiltert und fließt allein durch das Gefälle hinab – ohne Pumpen, die ausfallen könnten.',
        'Dorfkomitees betreiben die Anlage und erheben eine kleine Gebühr für ihren Unterhalt; die Rohre und das Filterhaus hat die Stiftung bezahlt.',
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
    de: {
      title: 'Teemacherin des Jahres: Auszeichnung für unsere Chefverkosterin',
      summary: 'Nirmala Perera, die seit einunddreißig Jahren für uns verkostet, wurde vom Verband der Pflanzer zur Teemacherin des Jahres gekürt.',
      body: [
        'Nirmala kam mit neunzehn in den Verkostungsraum und hat nach eigener Zählung mehr als eine Million Tassen verkostet. Die meisten Verkoster, die heute bei uns arbeiten, hat sie ausgebildet.',
        'In ihrer Rede dankte sie den Pflückerinnen, „die den Teil der Arbeit machen, den kein Verkoster machen könnte“.',
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
    de: {
      title: 'Monsunnotizen aus dem Tiefland von Ruhuna',
      summary: 'Im Süden bringt der Regen das große, dunkle Blatt hervor, aus dem die malzigen Ruhuna-Tees entstehen.',
      body: [
        'Ruhuna-Tee wächst tief unten, in Hitze und Regen, und sein Blatt ist groß und dunkel. Die Monsunmonate liefern die kräftigsten Tees des Jahres.',
        'Die Partien dieser Saison sind vollmundig und malzig, mit dem Hauch von Honig, den Liebhaber eines Ruhuna suchen.',
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
    de: {
      title: '2.000 Gäste beim Sportfest der Plantagen',
      summary: 'Wettläufe, ein Cricketfinale und ein Tauziehen zwischen den Teams aus der Fabrik und vom Feld.',
      body: [
        'Zum jährlichen Sportfest kamen Familien von allen unseren Plantagen in Dimbula auf den Sportplatz von Kirikanda. Das Feldteam gewann das Tauziehen zum vierten Mal in Folge.',
        'Zum Abschluss gab es das Cricketfinale, das Hethumalee im letzten Over mit zwei Wickets Vorsprung gewann.',
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
    de: {
      title: 'Unser erster CO₂-Bericht, unabhängig geprüft',
      summary: 'Eine unabhängige Prüfung der Emissionen unserer Plantagen, Fabriken und Transporte – und ein Plan, sie bis 2035 zu halbieren.',
      body: [
        'Der Bericht erfasst die Emissionen von allem, was wir tun, vom Dünger auf den Feldern bis zu den Schiffen, die den Tee transportieren. Den größten Anteil haben die Trockner in den Fabriken.',
        'Der Plan, die Emissionen bis 2035 zu halbieren, beginnt bei den Trocknern: Sie sollen mit Holz aus unseren eigenen schnell wachsenden Pflanzungen befeuert werden, und ihre Wärme wird zurückgewonnen.',
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
    const copy = (locale: Locale) => seed[locale]
    const made = await upsertDocument(payload, {
      collection: 'news',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      translated: true,
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
