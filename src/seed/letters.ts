import type { Payload, Where } from 'payload'
import { brandName } from '@/site.config'
import type { MediaIds } from './build'
import type { ImageSpec } from './images/render'
import { ensureImages } from './media'
import { ol, richText, type RichTextPart } from './richText'
import { upsertDocument } from './upsert-document'

/**
 * Letters to Mr Dalumara (Upali, who put the invitation to write on the first pack in 1986), from
 * guests, growers, cooks and schoolchildren over four decades. Every writer is invented. Three have
 * a scan, drawn by the letter scene (./images/scenes/letter.ts); the picks are quoted on the
 * tea-inspired letters page.
 */
export type LetterSeed = {
  slug: string
  title: string
  writer: string
  role: string
  place: string
  /** YYYY-MM-DD */
  date: string
  text: RichTextPart[]
  /** The line quoted on the curated page; given for every pick. */
  excerpt?: string
  picked?: boolean
  scan?: { hand: 'adult' | 'child'; ink?: string; alt: string }
  /** The letter in German, as the German site shows it: translated, signed as in the original. */
  de: { title: string; role: string; place: string; text: RichTextPart[]; excerpt?: string }
}

const dear = { en: `Dear Mr ${brandName},`, de: `Lieber Herr ${brandName},` }

export const letterSeeds: LetterSeed[] = [
  {
    slug: 'the-address-on-the-packet',
    title: 'The address on the packet',
    writer: 'Margaret Hollis',
    role: 'Retired schoolteacher',
    place: 'Whitby, England',
    date: '1987-03-14',
    picked: true,
    excerpt: 'Your tea is the first I have tasted in forty years that reminds me of the tea my father brought home from the docks.',
    text: [
      dear.en,
      `I have never written to a tea company before, and my sister says I am quite mad to start at seventy-one. But the packet I bought at the grocer’s on Flowergate says, in small print under the picture of the hills, “Write to Mr ${brandName} at Kirikanda, Haputale, Sri Lanka.” So I am writing, to see whether anybody is there.`,
      'Your tea is the first I have tasted in forty years that reminds me of the tea my father brought home from the docks at Hull: bright, a little sharp, and it does not turn bitter if you forget it while the kettle is on for the second pot. I forget it often.',
      `If there really is a Mr ${brandName}, I should like to know what the hills look like in March. Here the sea is grey and the wind comes straight from Norway.`,
      'Yours sincerely,',
      'Margaret Hollis',
    ],
    de: {
      title: 'Die Adresse auf der Packung',
      role: 'Lehrerin im Ruhestand',
      place: 'Whitby, England',
      excerpt: 'Ihr Tee ist der erste seit vierzig Jahren, der mich an den Tee erinnert, den mein Vater von den Docks mit nach Hause brachte.',
      text: [
        dear.de,
        `Ich habe noch nie an eine Teefirma geschrieben, und meine Schwester sagt, ich sei verrückt, mit einundsiebzig damit anzufangen. Aber auf der Packung, die ich beim Kaufmann in der Flowergate gekauft habe, steht klein unter dem Bild mit den Hügeln: „Schreiben Sie an Herrn ${brandName}, Kirikanda, Haputale, Sri Lanka.“ Also schreibe ich, um zu sehen, ob dort jemand ist.`,
        'Ihr Tee ist der erste seit vierzig Jahren, der mich an den Tee erinnert, den mein Vater von den Docks in Hull mit nach Hause brachte: hell, ein wenig herb, und er wird nicht bitter, wenn man ihn vergisst, während das Wasser für die zweite Kanne kocht. Ich vergesse ihn oft.',
        `Wenn es wirklich einen Herrn ${brandName} gibt, möchte ich gern wissen, wie die Hügel im März aussehen. Hier ist das Meer grau, und der Wind kommt geradewegs aus Norwegen.`,
        'Mit freundlichen Grüßen',
        'Margaret Hollis',
      ],
    },
  },
  {
    slug: 'tea-at-sea',
    title: 'Tea at sea',
    writer: 'Tomasz Wierzbicki',
    role: 'Ship’s cook, MV Baltic Star',
    place: 'Gdynia, Poland',
    date: '1992-08-02',
    text: [
      dear.en,
      'I am the cook on a cargo ship that sails between Gdynia, Rotterdam and Colombo. In Colombo last spring a docker gave me a packet of your tea in exchange for a jar of my pickled mushrooms, and now my crew will drink nothing else.',
      'On a ship, tea is not a luxury. It is what keeps the night watch awake and what the men hold in their hands when they telephone home. Twenty-two men, four pots a day: I have done the arithmetic, and I need much more tea than one docker can give me.',
      'Please tell me where in Rotterdam or Hamburg I can buy it. Until then I ration it like a sailor. My English is from the radio, so please forgive the mistakes.',
      'With respect,',
      'Tomasz Wierzbicki',
    ],
    de: {
      title: 'Tee auf See',
      role: 'Schiffskoch, MV Baltic Star',
      place: 'Gdynia, Polen',
      text: [
        dear.de,
        'Ich bin Koch auf einem Frachtschiff, das zwischen Gdynia, Rotterdam und Colombo fährt. Im letzten Frühjahr hat mir in Colombo ein Hafenarbeiter eine Packung Ihres Tees gegen ein Glas meiner eingelegten Pilze getauscht, und jetzt trinkt meine Mannschaft nichts anderes mehr.',
        'Auf einem Schiff ist Tee kein Luxus. Er hält die Nachtwache wach, und die Männer halten ihn in den Händen, wenn sie nach Hause telefonieren. Zweiundzwanzig Männer, vier Kannen am Tag: Ich habe nachgerechnet, und ich brauche viel mehr Tee, als ein Hafenarbeiter mir geben kann.',
        'Bitte sagen Sie mir, wo ich ihn in Rotterdam oder Hamburg kaufen kann. Bis dahin teile ich ihn ein wie ein Seemann. Mein Englisch habe ich aus dem Radio, bitte verzeihen Sie die Fehler.',
        'Hochachtungsvoll',
        'Tomasz Wierzbicki',
      ],
    },
  },
  {
    slug: 'a-bonus-and-a-question',
    title: 'A bonus, and a question',
    writer: 'Kandiah Sivapragasam',
    role: 'Smallholder tea grower',
    place: 'Passara, Sri Lanka',
    date: '1996-11-20',
    picked: true,
    excerpt: 'Your field officer weighs the leaf in front of us and writes the weight in my book.',
    text: [
      `Respected Mr ${brandName},`,
      'For eleven years I have carried the green leaf from my two acres down to your factory lorry at the Passara junction. My father sold his leaf to a collector who weighed it on his own scale and paid when he remembered. Your field officer weighs the leaf in front of us and writes the weight in my book.',
      'This year you paid the smallholders a bonus after the good Uva season. My wife said it must be a mistake and told me to give it back, so I am writing to ask whether it is a mistake. If it is not, our son will use it to sit his examinations in Badulla.',
      'I also want to say that the advice of your officer has made my bushes stronger than my neighbour’s, and now my neighbour also asks to sell his leaf to your factory.',
      'Kandiah Sivapragasam',
      '(Written in Tamil; translated at the Kirikanda estate office.)',
    ],
    de: {
      title: 'Eine Prämie und eine Frage',
      role: 'Teekleinbauer',
      place: 'Passara, Sri Lanka',
      excerpt: 'Ihr Feldbetreuer wiegt das Blatt vor unseren Augen und schreibt das Gewicht in mein Heft.',
      text: [
        `Verehrter Herr ${brandName},`,
        'Seit elf Jahren trage ich das grüne Blatt von meinen zwei Acres hinunter zu Ihrem Fabriklastwagen an der Kreuzung von Passara. Mein Vater verkaufte sein Blatt an einen Aufkäufer, der es auf seiner eigenen Waage wog und bezahlte, wenn er daran dachte. Ihr Feldbetreuer wiegt das Blatt vor unseren Augen und schreibt das Gewicht in mein Heft.',
        'In diesem Jahr haben Sie den Kleinbauern nach der guten Saison in Uva eine Prämie gezahlt. Meine Frau sagte, das müsse ein Irrtum sein, und ich solle sie zurückgeben. Darum schreibe ich und frage, ob es ein Irrtum ist. Wenn nicht, wird unser Sohn damit seine Prüfungen in Badulla ablegen.',
        'Ich möchte auch sagen, dass die Ratschläge Ihres Betreuers meine Büsche kräftiger gemacht haben als die meines Nachbarn, und jetzt fragt auch mein Nachbar, ob er sein Blatt an Ihre Fabrik verkaufen darf.',
        'Kandiah Sivapragasam',
        '(Auf Tamil geschrieben; im Büro des Guts Kirikanda übersetzt.)',
      ],
    },
  },
  {
    slug: 'mornings-on-the-veranda',
    title: 'Mornings on the veranda',
    writer: 'Astrid Solberg',
    role: 'Guest at the Kirikanda bungalow',
    place: 'Stavanger, Norway',
    date: '1999-06-05',
    scan: { hand: 'adult', alt: 'Astrid Solberg’s letter: a page of blue-black handwriting on cream writing paper, signed at the bottom right' },
    text: [
      dear.en,
      'My husband and I have been home for a week, and I still wake at half past five expecting to hear the pluckers calling to each other on the path below the bungalow.',
      'Thank you for five days we will not forget. Thank you for your cook, Mrs Wijesinghe, who taught me to make pol roti and laughed kindly at my attempts, and for the boy who walked us to the factory in the rain and would not take an umbrella for himself. Most of all, thank you for the morning you sat with us on the veranda and poured three teas from the same field, plucked on three different days, and asked us to taste the difference. I did not believe I would taste it. I did.',
      'In Stavanger it rains even more than in Haputale, which I had not thought possible. We drink your tea at four o’clock, as you told us to, with the lamps on.',
      'With warm wishes from both of us,',
      'Astrid Solberg',
    ],
    de: {
      title: 'Morgenstunden auf der Veranda',
      role: 'Gast im Bungalow von Kirikanda',
      place: 'Stavanger, Norwegen',
      text: [
        dear.de,
        'Mein Mann und ich sind seit einer Woche zu Hause, und noch immer wache ich um halb sechs auf und erwarte, die Pflückerinnen auf dem Weg unter dem Bungalow einander zurufen zu hören.',
        'Danke für fünf Tage, die wir nicht vergessen werden. Danke für Ihre Köchin, Mrs Wijesinghe, die mir beibrachte, Pol Roti zu backen, und freundlich über meine Versuche lachte, und für den Jungen, der uns im Regen zur Fabrik führte und für sich selbst keinen Schirm nehmen wollte. Vor allem aber danke für den Morgen, an dem Sie mit uns auf der Veranda saßen, drei Tees vom selben Feld einschenkten, an drei verschiedenen Tagen gepflückt, und uns baten, den Unterschied zu schmecken. Ich hätte nicht geglaubt, dass ich ihn schmecken würde. Ich habe ihn geschmeckt.',
        'In Stavanger regnet es noch mehr als in Haputale, was ich nicht für möglich gehalten hätte. Wir trinken Ihren Tee um vier Uhr, wie Sie es uns geraten haben, bei brennenden Lampen.',
        'Mit herzlichen Grüßen von uns beiden',
        'Astrid Solberg',
      ],
    },
  },
  {
    slug: 'tea-smoked-perch',
    title: 'Tea-smoked perch',
    writer: 'Emeka Nwosu',
    role: 'Head chef, Marina Court Hotel',
    place: 'Lagos, Nigeria',
    date: '2004-01-18',
    picked: true,
    excerpt: 'We smoke the fish over your tea, rice and brown sugar, and now my guests ask for the tea afterwards.',
    text: [
      dear.en,
      'I met your son at a food fair in Dubai in October. He was the only person at the tea stands who asked what I cook before he told me what to buy. He said you would want to hear how it went, so I am writing to you.',
      'We smoke the fish over your Hethumalee tea, rice and brown sugar: lake perch, twenty minutes, lid on. It is now the most ordered dish on our menu, and my guests ask for the tea afterwards. I have put the tea’s name on the menu beside the fish, as your son suggested, the way a restaurant names its wine.',
      'I enclose the recipe for the kitchen at Kirikanda. If your cook improves it, I would like to know how.',
      'Chef Emeka Nwosu',
    ],
    de: {
      title: 'Über Tee geräucherter Barsch',
      role: 'Küchenchef, Marina Court Hotel',
      place: 'Lagos, Nigeria',
      excerpt: 'Wir räuchern den Fisch über Ihrem Tee, Reis und braunem Zucker, und jetzt fragen meine Gäste hinterher nach dem Tee.',
      text: [
        dear.de,
        'Ich habe Ihren Sohn im Oktober auf einer Lebensmittelmesse in Dubai kennengelernt. Er war der Einzige an den Teeständen, der fragte, was ich koche, bevor er mir sagte, was ich kaufen soll. Er meinte, Sie würden gern hören, wie es weiterging, also schreibe ich Ihnen.',
        'Wir räuchern den Fisch über Ihrem Hethumalee-Tee, Reis und braunem Zucker: Barsch aus dem See, zwanzig Minuten, Deckel drauf. Inzwischen ist es das meistbestellte Gericht auf unserer Karte, und meine Gäste fragen hinterher nach dem Tee. Wie Ihr Sohn es vorschlug, steht der Name des Tees auf der Karte neben dem Fisch, so wie ein Restaurant seinen Wein nennt.',
        'Ich lege das Rezept für die Küche in Kirikanda bei. Wenn Ihre Köchin es verbessert, würde ich gern erfahren, wie.',
        'Chefkoch Emeka Nwosu',
      ],
    },
  },
  {
    slug: 'forty-new-books',
    title: 'Forty new books',
    writer: 'Nimali Perera',
    role: 'Aged 10, Hethumalee Estate School',
    place: 'Deniyaya, Sri Lanka',
    date: '2009-05-11',
    picked: true,
    excerpt: 'My mother plucks tea in field number 7. She says your tea is the best because the pluckers are the best.',
    scan: { hand: 'child', alt: 'Nimali’s letter in large handwriting on ruled exercise paper, with her drawing of a green teacup on a yellow saucer' },
    text: [
      dear.en,
      'My name is Nimali and I am in Grade 5 at the Hethumalee school. Our teacher Miss Kumari says we must write this letter in English for practice, so please excuse my mistakes.',
      'Thank you for the forty new books for our library. My favourite is the one about the whale who swims to Trincomalee. I have read it four times. My brother likes the one about aeroplanes because he wants to be a pilot.',
      'My mother plucks tea in field number 7. She says your tea is the best because the pluckers are the best. I drew you a cup of tea. It is green because green is my favourite colour, not because the tea is green.',
      'From Nimali Perera, Grade 5',
    ],
    de: {
      title: 'Vierzig neue Bücher',
      role: '10 Jahre, Schule des Guts Hethumalee',
      place: 'Deniyaya, Sri Lanka',
      excerpt: 'Meine Mutter pflückt Tee auf Feld Nummer 7. Sie sagt, Ihr Tee ist der beste, weil die Pflückerinnen die besten sind.',
      text: [
        dear.de,
        'Ich heiße Nimali und gehe in die 5. Klasse der Schule von Hethumalee. Unsere Lehrerin Miss Kumari sagt, wir sollen diesen Brief zur Übung auf Englisch schreiben, bitte entschuldigen Sie meine Fehler.',
        'Danke für die vierzig neuen Bücher für unsere Bibliothek. Mein Lieblingsbuch ist das über den Wal, der nach Trincomalee schwimmt. Ich habe es viermal gelesen. Mein Bruder mag das über Flugzeuge, weil er Pilot werden will.',
        'Meine Mutter pflückt Tee auf Feld Nummer 7. Sie sagt, Ihr Tee ist der beste, weil die Pflückerinnen die besten sind. Ich habe Ihnen eine Tasse Tee gemalt. Sie ist grün, weil Grün meine Lieblingsfarbe ist, nicht weil der Tee grün ist.',
        'Von Nimali Perera, 5. Klasse',
      ],
    },
  },
  {
    slug: 'the-july-custard',
    title: 'The July custard',
    writer: 'Lena Hartmann',
    role: 'Pastry chef, Hotel Lindenhof',
    place: 'Freiburg, Germany',
    date: '2013-09-30',
    text: [
      dear.en,
      'Our hotel has served your tea at breakfast for years, but this autumn I took it into the pastry kitchen. I infuse cream with your Uva tea overnight in the cold room, strain it in the morning and make a crème brûlée that tastes of the bright, almost minty finish your taster describes on the caddy. Guests who say they do not like tea order it twice.',
      'Now I have a question a pastry chef should not need to ask. Why does the Uva tea from July taste so different from the one we received in February? My cream is the same and my sugar is the same, and yet the July custard is livelier. My sous-chef says I am imagining it.',
      'Mit freundlichen Grüßen,',
      'Lena Hartmann',
    ],
    de: {
      title: 'Die Creme aus dem Juli',
      role: 'Chef-Pâtissière, Hotel Lindenhof',
      place: 'Freiburg, Deutschland',
      text: [
        dear.de,
        'Unser Hotel serviert Ihren Tee seit Jahren zum Frühstück, aber in diesem Herbst habe ich ihn mit in die Patisserie genommen. Ich lasse Sahne über Nacht im Kühlraum mit Ihrem Uva-Tee ziehen, seihe sie morgens ab und mache daraus eine Crème brûlée, die nach dem hellen, fast minzigen Abgang schmeckt, den Ihr Verkoster auf der Dose beschreibt. Gäste, die sagen, sie mögen keinen Tee, bestellen sie zweimal.',
        'Nun habe ich eine Frage, die eine Pâtissière eigentlich nicht stellen müsste. Warum schmeckt der Uva-Tee aus dem Juli so anders als der, den wir im Februar bekommen haben? Meine Sahne ist dieselbe, mein Zucker ist derselbe, und doch ist die Creme aus dem Juli lebendiger. Mein Sous-Chef sagt, ich bilde mir das ein.',
        'Mit freundlichen Grüßen',
        'Lena Hartmann',
      ],
    },
  },
  {
    slug: 'questions-from-valparaiso',
    title: 'Four questions from Valparaíso',
    writer: 'Mateo Fernández',
    role: 'Aged 12',
    place: 'Valparaíso, Chile',
    date: '2017-02-14',
    picked: true,
    excerpt: 'My grandmother has drunk tea every day since she was six, so that is seventy-eight years of tea, and she feels very well.',
    scan: { hand: 'child', ink: '#55585e', alt: 'Mateo’s letter in pencil-grey handwriting on ruled school paper, with a drawing of a steaming green cup at the bottom' },
    text: [
      dear.en,
      'Our class is doing a project on a country far away, and I chose Sri Lanka because my grandmother drinks your tea every afternoon and the box has a map on it. I have some questions. Please answer them if you have time.',
      ol('How many leaves are in one tea bag?', 'Do the tea bushes get cold at night in the mountains?', 'Why is black tea black if the leaves are green?', 'Have you ever seen an elephant in the tea?'),
      'My grandmother says to tell you that she is eighty-four and has drunk tea every day since she was six, so that is seventy-eight years of tea, and she feels very well.',
      'Thank you,',
      'Mateo Fernández',
    ],
    de: {
      title: 'Vier Fragen aus Valparaíso',
      role: '12 Jahre',
      place: 'Valparaíso, Chile',
      excerpt: 'Meine Großmutter trinkt jeden Tag Tee, seit sie sechs ist, das sind also achtundsiebzig Jahre Tee, und es geht ihr sehr gut.',
      text: [
        dear.de,
        'Unsere Klasse macht ein Projekt über ein fernes Land, und ich habe Sri Lanka gewählt, weil meine Großmutter jeden Nachmittag Ihren Tee trinkt und auf der Schachtel eine Landkarte ist. Ich habe ein paar Fragen. Bitte beantworten Sie sie, wenn Sie Zeit haben.',
        ol('Wie viele Blätter sind in einem Teebeutel?', 'Frieren die Teebüsche nachts in den Bergen?', 'Warum ist schwarzer Tee schwarz, wenn die Blätter grün sind?', 'Haben Sie schon einmal einen Elefanten im Tee gesehen?'),
        'Meine Großmutter lässt Ihnen ausrichten, dass sie vierundachtzig ist und jeden Tag Tee trinkt, seit sie sechs ist, das sind also achtundsiebzig Jahre Tee, und es geht ihr sehr gut.',
        'Danke,',
        'Mateo Fernández',
      ],
    },
  },
  {
    slug: 'the-kettle-on-ward-nine',
    title: 'The kettle on ward nine',
    writer: 'Farah Siddiqui',
    role: 'Staff nurse',
    place: 'Manchester, England',
    date: '2020-05-03',
    picked: true,
    excerpt: 'At three in the morning, when the ward is quiet, whoever can be spared puts the kettle on.',
    text: [
      dear.en,
      'I work nights on a hospital ward, and this spring has been the hardest of my twenty years of nursing. I am not writing to tell you about that. I am writing to tell you about the kettle.',
      'At three in the morning, when the ward is quiet, whoever can be spared puts the kettle on in our little kitchen. A patient’s daughter sent us a box of your tea in April with a card that said “For the night shift, with thanks”. We have drunk it ever since, standing up, in odd mugs, for ten minutes that belong to nobody but us.',
      'The box says your pluckers start work at dawn, which is about when we finish. I like to think of them starting their day as we end ours. Please tell them that a ward in Manchester says thank you.',
      'Farah Siddiqui',
    ],
    de: {
      title: 'Der Wasserkocher auf Station neun',
      role: 'Krankenschwester',
      place: 'Manchester, England',
      excerpt: 'Um drei Uhr morgens, wenn es auf der Station ruhig ist, setzt, wer gerade entbehrlich ist, Wasser auf.',
      text: [
        dear.de,
        'Ich arbeite nachts auf einer Krankenhausstation, und dieses Frühjahr war das schwerste in meinen zwanzig Jahren als Krankenschwester. Davon will ich Ihnen nicht erzählen. Ich will Ihnen vom Wasserkocher erzählen.',
        'Um drei Uhr morgens, wenn es auf der Station ruhig ist, setzt, wer gerade entbehrlich ist, in unserer kleinen Teeküche Wasser auf. Im April schickte uns die Tochter einer Patientin eine Schachtel Ihres Tees mit einer Karte: „Für die Nachtschicht, mit Dank“. Seitdem trinken wir ihn, im Stehen, aus zusammengewürfelten Bechern, zehn Minuten lang, die niemandem gehören außer uns.',
        'Auf der Schachtel steht, dass Ihre Pflückerinnen im Morgengrauen mit der Arbeit beginnen, etwa dann, wenn wir Feierabend haben. Ich stelle mir gern vor, wie ihr Tag beginnt, während unserer endet. Bitte sagen Sie ihnen, dass eine Station in Manchester Danke sagt.',
        'Farah Siddiqui',
      ],
    },
  },
  {
    slug: 'from-one-grower-to-another',
    title: 'From one grower to another',
    writer: 'Hiroshi Takeda',
    role: 'Green tea farmer',
    place: 'Shizuoka, Japan',
    date: '2023-10-08',
    picked: true,
    excerpt: 'We came to see how tea is made on a mountain. We did not expect to be given hoes and sent to help the replanting gang.',
    text: [
      dear.en,
      'Thank you for receiving our group of farmers from Shizuoka at Kirikanda last month. We grow green tea on gentle fields near the sea, with machines, and we came to see how tea is made on a mountain. We did not expect to be given hoes and sent to help the replanting gang.',
      'I have grown tea for forty years, and my father before me. On your slopes I learnt how lucky we are: our tea does not have to hold on to the mountain. Your field officer showed us how the terraces and the grass strips keep the soil in place when the monsoon comes, and we are trying his contour planting on the one steep field behind our house.',
      'Next spring, please come to Shizuoka for the first picking. We will give you a hoe.',
      'With respect and thanks,',
      'Hiroshi Takeda',
    ],
    de: {
      title: 'Von einem Teebauern zum anderen',
      role: 'Grünteebauer',
      place: 'Shizuoka, Japan',
      excerpt: 'Wir kamen, um zu sehen, wie an einem Berg Tee gemacht wird. Wir hatten nicht erwartet, Hacken in die Hand gedrückt zu bekommen und zur Neupflanzung geschickt zu werden.',
      text: [
        dear.de,
        'Danke, dass Sie unsere Gruppe von Bauern aus Shizuoka im vergangenen Monat in Kirikanda empfangen haben. Wir bauen grünen Tee auf sanften Feldern nahe am Meer an, mit Maschinen. Wir kamen, um zu sehen, wie an einem Berg Tee gemacht wird. Wir hatten nicht erwartet, Hacken in die Hand gedrückt zu bekommen und zur Neupflanzung geschickt zu werden.',
        'Ich baue seit vierzig Jahren Tee an, und mein Vater vor mir. An Ihren Hängen habe ich gelernt, welches Glück wir haben: Unser Tee muss sich nicht am Berg festhalten. Ihr Feldbetreuer hat uns gezeigt, wie die Terrassen und Grasstreifen den Boden halten, wenn der Monsun kommt, und wir versuchen seine Pflanzung entlang der Höhenlinien nun auf dem einen steilen Feld hinter unserem Haus.',
        'Kommen Sie im nächsten Frühjahr bitte zur ersten Pflückung nach Shizuoka. Wir geben Ihnen eine Hacke.',
        'Mit Respekt und Dank',
        'Hiroshi Takeda',
      ],
    },
  },
]

/** A scan's picture: a portrait page at the size the lightbox shows it. */
export const scanSpec = (seed: LetterSeed): ImageSpec | null =>
  seed.scan
    ? { filename: `dalumara-letter-${seed.slug}.jpg`, width: 900, height: 1200, palette: 'dawn', scene: { kind: 'letter', hand: seed.scan.hand, ink: seed.scan.ink }, alt: seed.scan.alt }
    : null

export async function seedLetters(payload: Payload, _media: MediaIds): Promise<number> {
  const specs = letterSeeds.flatMap((seed) => scanSpec(seed) ?? [])
  const scans = await ensureImages(payload, specs)
  let created = 0
  for (const seed of letterSeeds) {
    const where: Where = { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] }
    const scan = scanSpec(seed)
    const made = await upsertDocument(payload, {
      collection: 'letters',
      where,
      translated: true,
      data: (locale) => ({
        slug: seed.slug,
        title: locale === 'de' ? seed.de.title : seed.title,
        writer: seed.writer,
        writer_role: locale === 'de' ? seed.de.role : seed.role,
        place: locale === 'de' ? seed.de.place : seed.place,
        // Mid-morning in Colombo, so the day is the same in the site's time zone and in UTC.
        date: `${seed.date}T04:30:00.000Z`,
        text: richText(locale === 'de' ? seed.de.text : seed.text),
        excerpt: locale === 'de' ? seed.de.excerpt : seed.excerpt,
        picked: seed.picked ?? false,
        scan: scan ? scans.get(scan.filename) : undefined,
        country: 'GLOBAL' as const,
        _status: 'published' as const,
      }),
    })
    if (made) created++
  }
  return created
}
