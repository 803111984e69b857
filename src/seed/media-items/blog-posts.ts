import { brand, brandName } from '@/site.config'
import type { ImageSpec } from '../images/render'
import { h2, type RichTextPart } from '../richText'

/**
 * The tea blog's copy (all invented): four categories and fifteen posts over the last year, three
 * of them featured, three also in German. Dates count back from the day the seed runs (`daysAgo`),
 * so the blog stays current; every post's date differs, so its order is known (tests import these
 * lists). Each post has a generated picture of its own.
 */
export type BlogCategorySeed = { slug: string; name: string; de: string }

export const blogCategorySeeds: BlogCategorySeed[] = [
  { slug: 'brewing-and-tasting', name: 'Brewing and tasting', de: 'Zubereitung und Verkostung' },
  { slug: 'from-the-estates', name: 'From the estates', de: 'Aus den Teegärten' },
  { slug: 'tea-at-the-table', name: 'Tea at the table', de: 'Tee bei Tisch' },
  { slug: 'people-and-places', name: 'People and places', de: 'Menschen und Orte' },
]

type PostCopy = { title: string; short: string; body: RichTextPart[] }

export type BlogPostSeed = {
  slug: string
  daysAgo: number
  category: string
  author: string
  featured?: true
  picture: Pick<ImageSpec, 'palette' | 'scene' | 'alt'>
  en: PostCopy
  de?: PostCopy
}

const b = brandName
const TASTER = 'Nirmala Perera'
const PLANTER = 'Anura Jayasinghe'
const COOK = 'Sanduni Wickramasinghe'
const WRITER = 'Malik Fernando'
const AMBASSADOR = 'Hanna Berger'

export const blogPostSeeds: BlogPostSeed[] = [
  {
    slug: 'why-the-second-cup-tastes-different',
    daysAgo: 6,
    category: 'brewing-and-tasting',
    author: TASTER,
    picture: { palette: 'golden', scene: { kind: 'objects', things: [{ what: 'teapot' }, { what: 'cup' }] }, alt: 'A white teapot and a cup of tea on a table in the late afternoon sun' },
    en: {
      title: 'Why the second cup never tastes like the first',
      short: 'The pot keeps brewing after you pour. Our chief taster explains what happens to the tea left behind, and how to keep the second cup as good as the first.',
      body: [
        'Every tea drinker knows the moment. The first cup from the pot is bright and lively; the second, poured ten minutes later, is darker, heavier and a little bitter at the back of the tongue. Nothing is wrong with the tea. It simply never stopped brewing.',
        'Leaf left in water keeps giving. In the first three or four minutes it releases most of its aroma and the lighter, brisker compounds that make a Ceylon tea sparkle. After that, the slower tannins take over. They are what gives a tea body, but in excess they dry the mouth and flatten the flavour.',
        h2('What we do in the tasting room'),
        'In the tasting room we never leave leaf in the water. Every cup is brewed for a fixed time, then the liquor is poured off completely, so that when we compare two teas we are comparing the teas and not the minutes.',
        'At home the same rule works. Brew in a pot with an infuser basket and lift it out when the time is up, or brew in one pot and pour everything into a second, warmed pot to serve. A tea cosy then keeps the second cup hot without cooking it.',
        'If you like a stronger cup, use more leaf rather than more time. A heaped spoon brewed for four minutes gives depth without the bitterness that a level spoon left for eight minutes always brings.',
      ],
    },
  },
  {
    slug: 'a-morning-with-the-pluckers-of-kirikanda',
    daysAgo: 20,
    category: 'from-the-estates',
    author: PLANTER,
    featured: true,
    picture: { palette: 'dawn', scene: { kind: 'landscape', trees: true, horizon: 0.34 }, alt: 'Mist lifting off the tea slopes of Kirikanda at first light' },
    en: {
      title: 'A morning with the pluckers of Kirikanda',
      short: 'The muster bell rings at half past six. We followed one team of pluckers through a morning on the upper fields, from the first leaf to the weighing shed.',
      body: [
        'The muster bell at Kirikanda rings at half past six, and by a quarter to seven the upper fields are full of colour: the pluckers’ saris, the green of the bushes, the white of the mist that has not yet burned off the valley.',
        'Each plucker works a line of bushes with both hands, taking only the top two leaves and the bud. It looks easy and is not. A good plucker picks around twenty kilograms of fresh leaf in a morning, and can tell by touch alone whether a shoot is ready or needs another few days.',
        'Kamala, who has plucked on this estate for twenty-six years, showed me how she reads a bush. The shoots that are ready stand slightly proud of the plucking table, the flat top the bushes are pruned to. The ones that are not yet ready hide below it. “The bush tells you,” she said. “You only have to listen with your fingers.”',
        h2('The weighing shed'),
        'At eleven the leaf goes to the weighing shed. Every basket is weighed and recorded against its plucker’s name, and the field officer checks a handful from each for quality. Coarse leaf, with a third or fourth leaf in it, is set aside: it would make a flatter, duller tea.',
        'By noon the first lorry is on its way down to the factory, and the leaf that was on the bush at dawn is spread on the withering troughs before lunch. Within a day it will be tea. That short road from bush to factory is why our estate teas taste as fresh as they do.',
      ],
    },
  },
  {
    slug: 'three-teas-for-a-sunday-lunch',
    daysAgo: 34,
    category: 'tea-at-the-table',
    author: COOK,
    picture: { palette: 'morning', scene: { kind: 'objects', things: [{ what: 'cup' }, { what: 'salmon' }] }, alt: 'A cup of bright tea beside a plate of smoked salmon with lemon and dill' },
    en: {
      title: 'Three teas for a Sunday lunch',
      short: 'Wine is not the only thing that goes with a long lunch. Three of our teas, one for each course, and why each of them works.',
      body: [
        'A long Sunday lunch is where tea can show what it does at the table. A good tea cleans the palate, lifts a sauce and, unlike wine, leaves everyone awake for the walk afterwards.',
        '**With a light starter**, pour a green tea or a delicate high-grown Nuwara Eliya. Both are light enough not to cover a salad or a clear soup, and their freshness works like a squeeze of lemon.',
        '**With the roast**, choose a Dimbula. It has enough body to stand up to gravy and roasted vegetables, and a clean, brisk finish that cuts through fat. Brew it a little stronger than you would for the afternoon, and serve it without milk.',
        '**With dessert**, go for an Uva. Its bright, slightly brisk character is a good partner to fruit tarts and anything with cream. With chocolate, a smoky or malty tea works better still.',
        'Brew each tea just before its course, in its own warmed pot, and serve in small cups, as you would a wine: a little at a time, and always fresh.',
      ],
    },
    de: {
      title: 'Drei Tees für das Sonntagsessen',
      short: 'Nicht nur Wein passt zu einem langen Mittagessen. Drei unserer Tees, einer für jeden Gang, und warum jeder von ihnen passt.',
      body: [
        'Ein langes Sonntagsessen ist die beste Gelegenheit zu zeigen, was Tee bei Tisch kann. Ein guter Tee reinigt den Gaumen, hebt eine Sauce und lässt, anders als Wein, alle wach genug für den Spaziergang danach.',
        '**Zur leichten Vorspeise** passt ein grüner Tee oder ein feiner, hoch gewachsener Nuwara Eliya. Beide sind leicht genug, um einen Salat oder eine klare Suppe nicht zu überdecken, und ihre Frische wirkt wie ein Spritzer Zitrone.',
        '**Zum Braten** wählen Sie einen Dimbula. Er hat genug Körper für Bratensauce und Ofengemüse und einen klaren, frischen Abgang, der das Fett durchschneidet. Brühen Sie ihn etwas stärker auf als am Nachmittag und servieren Sie ihn ohne Milch.',
        '**Zum Dessert** greifen Sie zu einem Uva. Sein heller, leicht herber Charakter passt gut zu Obsttartes und allem mit Sahne. Zu Schokolade passt ein rauchiger oder malziger Tee noch besser.',
        'Brühen Sie jeden Tee kurz vor seinem Gang in einer eigenen, vorgewärmten Kanne auf und servieren Sie ihn in kleinen Tassen, wie einen Wein: wenig auf einmal und immer frisch.',
      ],
    },
  },
  {
    slug: 'forty-years-at-the-withering-trough',
    daysAgo: 51,
    category: 'people-and-places',
    author: WRITER,
    picture: { palette: 'golden', scene: { kind: 'leaves' }, alt: 'Fresh tea leaves spread out to wither in warm light' },
    en: {
      title: 'Forty years at the withering trough',
      short: 'Sunil Rathnayake has decided when the leaf is ready at the Hethumalee factory since 1986. On his last season before retiring, he told us what he has learned.',
      body: [
        'The withering loft at Hethumalee is long, warm and smells of cut grass. Fresh leaf lies on the troughs in a layer a hand deep while fans draw air through it, and for twelve to eighteen hours it slowly gives up water. Deciding when it is ready is Sunil Rathnayake’s job, and has been for forty years.',
        '“Machines can measure the moisture,” he says, “but they cannot tell you how the leaf feels.” He picks up a handful, squeezes it and lets it go. Properly withered leaf stays soft and limp, like a piece of silk; under-withered leaf springs back. “If it springs, it is not ready. If it crackles, I am too late.”',
        'Too short a wither and the leaf breaks badly in the rollers; too long and the tea loses its brightness. Sunil adjusts for every batch: warmer air when the leaf comes in wet from a monsoon morning, less air when the dry Uva winds have done half his work for him.',
        h2('Passing it on'),
        'For the last two seasons he has been teaching his successor, Dilani, who came to the factory from the estate’s scholarship programme. She keeps a notebook of every batch, with the weather, the hours and how the leaf felt. Sunil never wrote anything down. “She will be better than me,” he says. “She remembers on paper.”',
        'He retires at the end of the quality season. He plans to grow vegetables, and to drink, he says, only tea that someone else has withered.',
      ],
    },
  },
  {
    slug: 'soft-water-hard-water',
    daysAgo: 68,
    category: 'brewing-and-tasting',
    author: TASTER,
    picture: { palette: 'monsoon', scene: { kind: 'objects', things: [{ what: 'mug', tea: ['#f4fafb', '#cfe2e8'] }, { what: 'cup' }], steam: false }, alt: 'A glass mug of clear water beside a cup of tea on a grey afternoon' },
    en: {
      title: 'Soft water, hard water: what your kettle does to your tea',
      short: 'The same tea tastes different in Colombo, London and Hamburg. The leaf has not changed; the water has. How to get the best cup from the water you have.',
      body: [
        'We often hear from tea drinkers abroad that our tea tastes better in Sri Lanka. They are right, and it has little to do with the holiday. The water is different.',
        'A cup of tea is about ninety-nine per cent water, and the minerals dissolved in it change how the leaf gives up its flavour. Hard water, rich in calcium and magnesium, dulls a tea’s colour, leaves a film on the surface and mutes the bright, brisk notes of a Ceylon tea. Very soft water can make a tea taste thin.',
        h2('What you can do'),
        'If your kettle furs up with white scale, your water is hard. A simple jug filter softens it enough to make a clear difference: our tasters in Hamburg, where the water is moderately hard, use filtered water for every tasting.',
        'Always use freshly drawn water, and never reboil water that has sat in the kettle. Boiling drives out oxygen, and a tea brewed with flat water tastes flat.',
        'For black teas, pour the water just as it comes to the boil. For green teas, let it stand for a few minutes first, to about eighty degrees. Try the same tea with tap and filtered water side by side once; you will not go back.',
      ],
    },
    de: {
      title: 'Weiches Wasser, hartes Wasser: was Ihr Wasserkocher mit dem Tee macht',
      short: 'Derselbe Tee schmeckt in Colombo, London und Hamburg anders. Nicht das Blatt hat sich geändert, sondern das Wasser. So holen Sie aus Ihrem Wasser die beste Tasse.',
      body: [
        'Teetrinker im Ausland erzählen uns oft, dass unser Tee in Sri Lanka besser schmeckt. Sie haben recht, und mit dem Urlaub hat das wenig zu tun. Das Wasser ist ein anderes.',
        'Eine Tasse Tee besteht zu etwa neunundneunzig Prozent aus Wasser, und die darin gelösten Mineralien verändern, wie das Blatt seinen Geschmack abgibt. Hartes, kalk- und magnesiumreiches Wasser trübt die Farbe, hinterlässt einen Film auf der Oberfläche und dämpft die hellen, frischen Noten eines Ceylon-Tees. Sehr weiches Wasser kann einen Tee dünn schmecken lassen.',
        h2('Was Sie tun können'),
        'Setzt Ihr Wasserkocher weißen Kalk an, ist Ihr Wasser hart. Ein einfacher Kannenfilter macht es weich genug für einen deutlichen Unterschied: Unsere Verkoster in Hamburg, wo das Wasser mittelhart ist, verwenden für jede Verkostung gefiltertes Wasser.',
        'Nehmen Sie immer frisches Wasser und kochen Sie Wasser, das im Kocher gestanden hat, nie ein zweites Mal auf. Kochen treibt den Sauerstoff aus, und ein Tee aus abgestandenem Wasser schmeckt flach.',
        'Für schwarzen Tee gießen Sie das Wasser auf, sobald es kocht. Für grünen Tee lassen Sie es einige Minuten auf etwa achtzig Grad abkühlen. Probieren Sie einmal denselben Tee mit Leitungswasser und gefiltertem Wasser nebeneinander; Sie werden nicht zurückwollen.',
      ],
    },
  },
  {
    slug: 'iced-tea-that-stays-clear',
    daysAgo: 85,
    category: 'tea-at-the-table',
    author: COOK,
    featured: true,
    picture: { palette: 'dawn', scene: { kind: 'stillLife', vessel: 'iced' }, alt: 'A tall glass of clear amber iced tea over ice cubes, with a slice of lemon, on a sunlit table' },
    en: {
      title: 'Iced tea that stays clear',
      short: 'Cloudy iced tea tastes as good as clear, but it does not look it. Why tea turns cloudy in the fridge, and a cold-brew method that keeps it bright for days.',
      body: [
        'Make a jug of strong tea, let it cool, put it in the fridge, and an hour later it has turned murky. This is called creaming, and it happens to good teas in particular: the same compounds that give a tea its body and colour bind together as the tea cools and come out of solution.',
        'The cloud does no harm and the taste is unchanged, but a clear, glowing jug of iced tea is half the pleasure. There are two ways to keep it.',
        h2('The quick way'),
        'Brew the tea at double strength for four minutes, then pour it straight over a jug full of ice. Cooling fast gives the compounds no time to bind. Add a few slices of lemon at the end: the acid helps keep the tea clear as well as bright.',
        h2('The patient way'),
        'For the clearest iced tea, brew it cold. Put two heaped tablespoons of loose leaf, or eight tea bags, into a litre of cold filtered water and leave the jug in the fridge overnight, for eight to twelve hours. Strain it in the morning.',
        'Cold brewing draws out fewer tannins, so the tea is naturally sweet and smooth, and it stays crystal clear for three days. A high-grown Ceylon or one of our green teas is especially good this way. Serve it over ice with a sprig of mint, and no sugar at all.',
      ],
    },
  },
  {
    slug: 'what-the-monsoon-tells-a-tea-planter',
    daysAgo: 103,
    category: 'from-the-estates',
    author: PLANTER,
    picture: { palette: 'monsoon', scene: { kind: 'landscape', trees: true, horizon: 0.3 }, alt: 'Monsoon cloud rolling over the tea slopes and shade trees' },
    en: {
      title: 'What the monsoon tells a tea planter',
      short: 'Two monsoons a year decide what each of our estates makes and when. A planter’s guide to reading the rain.',
      body: [
        'Sri Lanka has two monsoons, and our estates sit on either side of the mountains that divide them. That simple fact of geography is why a Dimbula and an Uva, grown barely fifty kilometres apart, taste so different.',
        'The south-west monsoon arrives in May and soaks the western slopes, Dimbula among them, until September. While it rains there, the eastern slopes of Uva are in the rain shadow, swept by dry, cool winds. Those winds stress the bushes just enough to concentrate their flavour, and give Uva its famous quality season in July and August.',
        'From December the north-east monsoon turns the pattern around. Now Uva is wet and Dimbula dries out under clear skies and cold nights, and from January to March the western estates make their best teas of the year.',
        h2('Reading the rain'),
        'A planter watches the rain gauge more closely than the calendar. A wet week means fast growth and plenty of leaf, but softer, lighter teas. A dry spell slows the bushes and sharpens the flavour. The art is in adjusting the plucking rounds and the factory to whatever the weather sends.',
        'This year the south-west monsoon came late and left early, and the teas from the wet side have been unusually bright. Our tasters are already talking about them.',
      ],
    },
  },
  {
    slug: 'learning-to-slurp',
    daysAgo: 127,
    category: 'people-and-places',
    author: WRITER,
    picture: { palette: 'morning', scene: { kind: 'objects', things: [{ what: 'tastingSet' }, { what: 'tastingSet' }, { what: 'tastingSet' }, { what: 'tastingSet' }] }, alt: 'A row of four white tasting sets on a bright table, each bowl of tea in front of its lidded mug' },
    en: {
      title: 'Learning to slurp: a week at the tea school',
      short: 'Sixteen students from estate families, eighty cups a morning and a lot of noise. A week in the tasting room of our tea school.',
      body: [
        'The first thing you learn at the tea school is to slurp. Loudly. A professional taster draws the tea in with a sharp breath so that it sprays across the whole mouth and up to the nose, and the sound takes some getting used to. On my first morning, the students laughed at me; by Wednesday I was laughing at the new visitors.',
        'The school takes sixteen students a year, most of them the children of estate families, and trains them as tasters over two years. Mornings are spent at the tasting bench, comparing teas from different estates, elevations and seasons. Afternoons are for the factory, the fields and the theory of the trade.',
        'Each student keeps a book of every tea they taste, described in the tasters’ shorthand: bright, brisk, coppery, flat, stewy. By the end of the first year they can tell a Dimbula from an Uva blind, and by the second they can say which estate and which week.',
        h2('A good memory'),
        'Their teacher, our chief taster, says that the most important thing a taster needs is memory. “You taste a cup today and you must remember it in three years, to say whether this one is better.” The students practise by tasting the same tea a month apart, without being told.',
        'I left at the end of the week able to slurp, and to tell a good tea from a bad one, most of the time. The students will go much further. Four of last year’s class now work in our tasting room in Colombo.',
      ],
    },
  },
  {
    slug: 'milk-first-a-taster-settles-it',
    daysAgo: 150,
    category: 'brewing-and-tasting',
    author: TASTER,
    picture: { palette: 'dusk', scene: { kind: 'stillLife', vessel: 'cup', tea: ['#e6c194', '#a8723e'] }, alt: 'A cup of milky tea under a warm lamp in the evening' },
    en: {
      title: 'Milk first? A taster settles the argument',
      short: 'Families have fallen out over it. We put milk in first, milk in last and no milk at all into three rows of cups, and tasted them blind.',
      body: [
        'Milk in first or milk in last? The argument is older than any of us, and I have heard it at tables in Colombo, London and Hamburg. So one quiet afternoon we settled it the only way a tasting room knows: blind, in rows, with a lot of cups.',
        'We brewed a strong breakfast blend and poured it three ways: onto milk already in the cup, with the milk added after, and with no milk at all. Twelve tasters tasted all three without knowing which was which.',
        'The result surprised some of us. Milk in first made a slightly smoother, rounder cup, and most of the tasters preferred it. Pouring hot tea onto cold milk heats the milk gradually, and its proteins change less than when a splash of cold milk lands in a cup of near-boiling tea.',
        h2('But it depends'),
        'Milk last has one great advantage: you can see the colour of the tea and add exactly as much milk as it needs. With a tea you do not know, or one brewed in a hurry, that matters more than smoothness.',
        'So our advice is this. With a teapot and a tea you know well, milk in first. With a tea bag in a mug, milk last, after the bag is out. And with a fine high-grown tea, no milk at all; you would be covering the very thing that makes it special.',
      ],
    },
  },
  {
    slug: 'birdsong-between-the-tea-rows',
    daysAgo: 176,
    category: 'from-the-estates',
    author: PLANTER,
    featured: true,
    picture: { palette: 'forest', scene: { kind: 'forest' }, alt: 'Forest canopy in the mist above the tea gardens' },
    en: {
      title: 'Birdsong between the tea rows',
      short: 'A year-long survey counted 112 bird species on our estates. Most of them live in the shade trees and the forest strips along the streams, and they are good for the tea.',
      body: [
        'Stand at the edge of a tea field at dawn and you will hear it before you see anything: bulbuls, barbets, the whistle of a magpie robin and, if you are lucky, the call of the Sri Lanka blue magpie from the forest above.',
        'Last year a team of ornithologists spent twelve months counting the birds on our estates. They recorded 112 species, eleven of them found only in Sri Lanka. Most were not in the tea itself but in the shade trees among the bushes and in the bands of native forest we have planted along the streams.',
        h2('Why a planter cares'),
        'Birds are not just pleasant company for the pluckers. Many of them eat the caterpillars and beetles that would otherwise feed on the young shoots. Where there are more birds, we need to do less to protect the bushes.',
        'Shade trees help in other ways too. They keep the soil cool and moist, drop leaves that feed it, and slow the rain so that it soaks in rather than running off. The tea grows more slowly under them, and a slower-grown leaf makes a more flavourful cup.',
        'We now plant a native tree for every hundred bushes we replant, and the forest strips along the streams are being joined up into corridors from the ridge to the valley. In a few years, we hope the survey will count even more.',
      ],
    },
  },
  {
    slug: 'four-recipes-that-start-with-a-pot-of-tea',
    daysAgo: 203,
    category: 'tea-at-the-table',
    author: COOK,
    picture: { palette: 'golden', scene: { kind: 'objects', things: [{ what: 'kettle' }, { what: 'teapot' }] }, alt: 'A cast-iron kettle and a white teapot on a kitchen table in warm light' },
    en: {
      title: 'Four recipes that start with a pot of tea',
      short: 'Tea is an ingredient as well as a drink. Poached pears, a marinade, a rice dish and a syrup, each made with a pot of strong Ceylon tea.',
      body: [
        'In Sri Lankan kitchens tea has always been more than a drink. A strong pot of it brings colour, a gentle bitterness and a deep, fruity aroma to dishes sweet and savoury. Here are four ideas to start with.',
        '**Pears poached in tea.** Simmer peeled pears in strong black tea with sugar, a cinnamon stick and a strip of orange peel until tender. Reduce the liquid to a syrup and pour it over. Serve with cream.',
        '**A tea marinade for chicken.** Mix cooled strong tea with garlic, ginger, a little soy sauce and brown sugar. Marinate chicken thighs for a few hours before roasting; the tannins tenderise the meat and the tea gives it a lovely colour.',
        '**Tea-scented rice.** Cook rice in weak green tea instead of water, with a pinch of salt. It comes out lightly fragrant and is very good with fish.',
        '**Tea syrup.** Dissolve equal weights of sugar and strong tea over a low heat with a few cardamom pods. Keep it in the fridge and use it for iced tea, cocktails or drizzled over a lemon cake.',
        'Use loose leaf if you can and brew it stronger than for drinking, about twice as much leaf for the same water. A Dimbula or a good breakfast blend works for all four.',
      ],
    },
  },
  {
    slug: 'a-tea-evening-in-hamburg',
    daysAgo: 231,
    category: 'people-and-places',
    author: AMBASSADOR,
    picture: { palette: 'dusk', scene: { kind: 'objects', things: [{ what: 'cup' }, { what: 'teapot' }, { what: 'cup' }] }, alt: 'A teapot and two cups on a table at dusk, ready for a tea evening' },
    en: {
      title: 'A tea evening in Hamburg',
      short: 'Forty guests, five teas and one very long table in a Hamburg warehouse. Our German tea ambassador on the first evening of our tea club.',
      body: [
        `Hamburg has been a tea city for centuries, so when ${b} teas arrived in German shops, we wanted to meet the people drinking them. The first evening of our tea club took place in an old warehouse by the harbour, on one long table under strings of lights.`,
        'Forty guests came, from students to a retired sea captain who had sailed to Colombo in the 1970s and remembered the smell of the tea auctions. We tasted five teas, from a pale, flowery Nuwara Eliya to a strong Uva, each brewed at the table and explained by one of our tasters joining us from Colombo by video.',
        h2('What the guests asked'),
        'The questions were better than any we could have planned. Why does the same tea taste different at home? (The water: Hamburg’s is harder than Colombo’s.) Can you drink black tea in the evening? (Yes, though a lighter, high-grown tea is kinder to your sleep.) And, from the captain: is the tea as good as it used to be? Our taster thought about it and said: better, because it now travels in days, not weeks.',
        'The tea club meets once a month. The next evening is about tea and cake, which in Hamburg means a very serious discussion about Franzbrötchen.',
      ],
    },
    de: {
      title: 'Ein Teeabend in Hamburg',
      short: 'Vierzig Gäste, fünf Tees und ein sehr langer Tisch in einem Hamburger Speicher. Unsere deutsche Tee-Botschafterin über den ersten Abend unseres Teeclubs.',
      body: [
        `Hamburg ist seit Jahrhunderten eine Teestadt. Als die Tees von ${b} in deutsche Geschäfte kamen, wollten wir die Menschen kennenlernen, die sie trinken. Der erste Abend unseres Teeclubs fand in einem alten Speicher am Hafen statt, an einem langen Tisch unter Lichterketten.`,
        'Vierzig Gäste kamen, von Studierenden bis zu einem Kapitän im Ruhestand, der in den Siebzigerjahren nach Colombo gefahren war und sich an den Duft der Teeauktionen erinnerte. Wir verkosteten fünf Tees, vom hellen, blumigen Nuwara Eliya bis zum kräftigen Uva, jeder am Tisch aufgebrüht und von einem unserer Verkoster erklärt, der per Video aus Colombo zugeschaltet war.',
        h2('Was die Gäste fragten'),
        'Die Fragen waren besser als alles, was wir hätten planen können. Warum schmeckt derselbe Tee zu Hause anders? (Das Wasser: Hamburgs Wasser ist härter als das in Colombo.) Darf man abends schwarzen Tee trinken? (Ja, auch wenn ein leichterer Hochlandtee freundlicher zum Schlaf ist.) Und vom Kapitän: Ist der Tee so gut wie früher? Unser Verkoster dachte nach und sagte: besser, denn heute reist er Tage statt Wochen.',
        'Der Teeclub trifft sich einmal im Monat. Beim nächsten Abend geht es um Tee und Kuchen, was in Hamburg eine sehr ernste Diskussion über Franzbrötchen bedeutet.',
      ],
    },
  },
  {
    slug: 'loose-leaf-or-tea-bag',
    daysAgo: 262,
    category: 'brewing-and-tasting',
    author: TASTER,
    picture: { palette: 'morning', scene: { kind: 'pattern' }, alt: 'A pattern of loose tea leaves in green and gold' },
    en: {
      title: 'Loose leaf or tea bag? An honest comparison',
      short: 'We sell both, so we have no reason to be snobbish. What really differs between loose tea and tea bags, and when each is the better choice.',
      body: [
        'Tea lovers can be snobbish about tea bags. We sell both, and we drink both, so here is an honest comparison from the tasting room.',
        'The difference starts in the factory. Loose tea is made of whole or broken leaf; tea bags are filled with smaller particles, called fannings and dust, that are sorted from the same leaf. Smaller pieces brew faster and stronger, which is exactly what a tea bag needs: a full cup in two or three minutes, in a mug.',
        'Whole leaf brews more slowly and gives more layers of flavour: the first sip, the middle and a long finish. It also has room to unfold in a teapot, which is why a loose tea usually tastes rounder.',
        h2('When to choose which'),
        'For a quick, strong cup with milk on a busy morning, a good tea bag is hard to beat. For a tea you want to taste, a single-estate or a seasonal flush, choose loose leaf and give it a pot.',
        'Whatever you choose, the same rules apply: freshly boiled water, the right time, and the leaf or the bag out of the water when the time is up. A good tea bag brewed well beats a fine loose tea brewed badly, every time.',
      ],
    },
  },
  {
    slug: 'pruning-season',
    daysAgo: 298,
    category: 'from-the-estates',
    author: PLANTER,
    picture: { palette: 'morning', scene: { kind: 'landscape', factory: true, trees: true, horizon: 0.4 }, alt: 'Freshly pruned tea fields below the estate factory' },
    en: {
      title: 'Pruning season: why we cut the bushes back',
      short: 'Every four years each field is cut down to bare branches. It looks drastic, costs a season’s leaf and keeps the bushes healthy for a century.',
      body: [
        'Visitors to the estates in pruning season are sometimes alarmed. Whole fields that were green a week ago are reduced to knee-high grey stumps, and the pluckers are nowhere to be seen.',
        'A tea bush left alone would grow into a tree ten metres tall. We keep it at waist height, with a flat top that the pluckers can reach, by pruning each field hard every three to five years. Between prunings the bush slowly grows taller and its shoots get thinner; pruning brings it back to strong, vigorous growth.',
        'The cut branches and leaves are left on the ground between the rows. They protect the soil from the rain and feed it as they rot, so that nothing the bush has made leaves the field.',
        h2('Patience'),
        'A pruned field produces no leaf for about three months, and it takes a year to come back to full yield. We prune a different quarter of each estate every year, so that the factory always has leaf and the pluckers always have work.',
        'Some of the bushes on Kirikanda were planted in the 1920s. With careful pruning they will still be producing tea when our grandchildren run the estate.',
      ],
    },
  },
  {
    slug: 'a-festive-cake-soaked-in-tea',
    daysAgo: 340,
    category: 'tea-at-the-table',
    author: COOK,
    picture: { palette: 'dusk', scene: { kind: 'objects', things: [{ what: 'cup' }, { what: 'loaf' }] }, alt: 'A cup of tea beside a sliced fruit loaf on a festive table in the evening light' },
    en: {
      title: 'A festive fruit cake soaked in black tea',
      short: 'Our family’s fruit cake starts a week early, with dried fruit soaking overnight in strong Uva tea. The recipe, and why tea works better than brandy.',
      body: [
        'In our family the festive cake starts with a pot of tea. The dried fruit, raisins, sultanas, currants and candied peel, soaks overnight in strong black tea, and comes out plump, dark and full of flavour.',
        'Tea does what brandy does in a traditional fruit cake, and in some ways does it better. Its tannins balance the sweetness of the fruit, its aroma adds depth without alcohol, and children can have a slice too.',
        h2('The recipe'),
        'Soak 500 grams of mixed dried fruit in 300 millilitres of strong, hot Uva tea with the grated zest of an orange. Cover and leave overnight. The next day, beat 150 grams of soft brown sugar with two eggs, fold in 250 grams of self-raising flour and a teaspoon of mixed spice, then stir in the fruit and any tea that is left.',
        'Bake in a lined loaf tin at 160 degrees for about an hour and a quarter, until a skewer comes out clean. Let it cool in the tin.',
        'Wrapped in paper, the cake keeps for two weeks and gets better every day. Serve it in thin slices, with butter if you like, and a pot of the same tea it was soaked in.',
      ],
    },
  },
]

/** The post's picture: a 1200×800 generated scene (card, banner and share image). */
export function blogPictureSpec(post: BlogPostSeed): ImageSpec {
  return { filename: `${brand}-blog-${post.slug}.jpg`, width: 1200, height: 800, ...post.picture }
}

export const blogKeywords = `${brandName} tea blog, Ceylon tea, how to brew tea, tea estates`
