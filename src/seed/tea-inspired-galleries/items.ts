import { brand, brandName } from '@/site.config'
import type { GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import type { ImageSpec } from '../images/render'
import type { RichTextPart } from '../richText'

/**
 * Tea Inspired's image groups, three items each (all invented): photographers who work in the tea
 * country, albums from the gardens, pictures tea drinkers sent in, and artists whom tea set to
 * work. Every item has four to six pictures drawn by the seed's scene generator, each with the alt
 * text of what it shows; the first picture is the item's cover (a photographer's image). Tests
 * import this list, so titles and alt texts are written without characters HTML escapes (no
 * straight quotes or ampersands).
 */
type Shot = { palette: ImageSpec['palette']; scene: ImageSpec['scene']; alt: string; altDe: string }

export type GalleryItemSeed = {
  group: GalleryGroup
  slug: string
  en: { title: string; short: string; long: RichTextPart[] }
  /** The same in German. */
  de: { title: string; short: string; long: RichTextPart[] }
  shots: Shot[]
}

const land = (o: { factory?: boolean; trees?: boolean; horizon?: number } = {}): ImageSpec['scene'] => ({ kind: 'landscape', ...o })
const still = (vessel: 'cup' | 'glass' | 'teapot'): ImageSpec['scene'] => ({ kind: 'stillLife', vessel })
const leaves: ImageSpec['scene'] = { kind: 'leaves' }
const forest: ImageSpec['scene'] = { kind: 'forest' }
const pattern: ImageSpec['scene'] = { kind: 'pattern' }

const photographers: GalleryItemSeed[] = [
  {
    group: 'photographers',
    slug: 'anjali-wijeratne',
    en: {
      title: 'Anjali Wijeratne',
      short: 'A Kandy-born landscape photographer who climbs to the ridges above our Uva gardens before dawn, for the ten minutes when the mist lifts off the tea.',
      long: [
        'Anjali Wijeratne grew up in Kandy, an hour’s drive from the nearest tea garden, and first carried a camera into the hills at fifteen. She has photographed the hill country for twenty years since, almost always at first light and almost always from above.',
        `Since 2019 she has spent a week each quality season on the ridges above Kirikanda. “The light in Uva in August is the clearest I know,” she told us. “The wind blows the haze away, and for a few minutes every row of tea is drawn as if with a pen.” The pictures here come from those mornings; ${brandName} has printed some of them for the walls of the Colombo tea lounge.`,
        'Anjali works with a medium-format camera on a tripod and waits, sometimes for hours, for a plucker, a lorry or a bird to cross the frame.',
      ],
    },
    de: {
      title: 'Anjali Wijeratne',
      short: 'Eine Landschaftsfotografin aus Kandy, die vor Sonnenaufgang auf die Kämme über unseren Gärten in Uva steigt, für die zehn Minuten, in denen sich der Nebel vom Tee hebt.',
      long: [
        'Anjali Wijeratne wuchs in Kandy auf, eine Autostunde vom nächsten Teegarten entfernt, und nahm mit fünfzehn zum ersten Mal eine Kamera mit in die Berge. Seit zwanzig Jahren fotografiert sie das Hochland, fast immer im ersten Licht und fast immer von oben.',
        `Seit 2019 verbringt sie in jeder Qualitätssaison eine Woche auf den Kämmen über Kirikanda. „Das Licht in Uva im August ist das klarste, das ich kenne“, sagte sie uns. „Der Wind bläst den Dunst fort, und für ein paar Minuten ist jede Teereihe wie mit der Feder gezogen.“ Die Bilder hier stammen von diesen Morgen; einige davon hat ${brandName} für die Wände der Tea Lounge in Colombo drucken lassen.`,
        'Anjali arbeitet mit einer Mittelformatkamera auf dem Stativ und wartet, manchmal stundenlang, bis eine Pflückerin, ein Lastwagen oder ein Vogel durchs Bild zieht.',
      ],
    },
    shots: [
      { palette: 'dawn', scene: land({ trees: true, horizon: 0.34 }), alt: 'Mist lifting off terraced tea slopes at first light above Kirikanda', altDe: 'Im ersten Licht hebt sich der Nebel von den terrassierten Teehängen oberhalb von Kirikanda' },
      { palette: 'morning', scene: land({ trees: true, horizon: 0.4 }), alt: 'Rows of tea bushes drawn across a steep Uva hillside in clear morning light', altDe: 'Reihen von Teebüschen, die sich im klaren Morgenlicht über einen steilen Uva-Hang ziehen' },
      { palette: 'golden', scene: land({ factory: true, trees: true }), alt: 'The Kirikanda factory on its ridge in the low sun of an August morning', altDe: 'Die Kirikanda-Teefabrik auf ihrem Bergrücken in der tiefen Sonne eines Augustmorgens' },
      { palette: 'dusk', scene: land({ horizon: 0.3 }), alt: 'Layered ridges of the Haputale range fading into the evening haze', altDe: 'Die gestaffelten Bergrücken der Haputale-Kette, die im Abenddunst verblassen' },
      { palette: 'dawn', scene: land({ factory: true }), alt: 'A tea factory standing above a valley filled with cloud', altDe: 'Eine Teefabrik über einem wolkengefüllten Tal' },
    ],
  },
  {
    group: 'photographers',
    slug: 'tomas-ekberg',
    en: {
      title: 'Tomas Ekberg',
      short: 'A Swedish documentary photographer who spent three monsoons on our Malhena estate, photographing the rain, the forest and the work that goes on through both.',
      long: [
        'Tomas Ekberg came to Sri Lanka in 2021 to photograph a single monsoon for a magazine in Gothenburg. He stayed for three, living in a bungalow at the edge of the Malhena forest reserve and walking the estate with the field officers every morning.',
        'His pictures are of weather more than of tea: cloud pouring over the western slopes, drains running white after a storm, the forest above the estate that holds the rain and feeds the streams through the dry months. The tea is always there, at the edge of the frame, growing fast in the wet.',
        'A book of his Malhena photographs, Rain on the Hills, was published in Sweden last year.',
      ],
    },
    de: {
      title: 'Tomas Ekberg',
      short: 'Ein schwedischer Dokumentarfotograf, der drei Monsunzeiten auf unserem Gut Malhena verbrachte und den Regen, den Wald und die Arbeit fotografierte, die in beidem weitergeht.',
      long: [
        'Tomas Ekberg kam 2021 nach Sri Lanka, um für ein Magazin in Göteborg einen einzigen Monsun zu fotografieren. Er blieb für drei, wohnte in einem Bungalow am Rand des Waldschutzgebiets von Malhena und ging jeden Morgen mit den Feldbetreuern über das Gut.',
        'Seine Bilder zeigen mehr das Wetter als den Tee: Wolken, die über die Westhänge quellen, Gräben, die nach einem Sturm weiß schäumen, den Wald über dem Gut, der den Regen hält und die Bäche durch die trockenen Monate speist. Der Tee ist immer da, am Bildrand, und wächst schnell in der Nässe.',
        'Ein Buch mit seinen Fotografien aus Malhena, „Rain on the Hills“, ist im vergangenen Jahr in Schweden erschienen.',
      ],
    },
    shots: [
      { palette: 'monsoon', scene: land({ trees: true }), alt: 'Monsoon cloud pouring over green tea slopes on the Malhena estate', altDe: 'Monsunwolken quellen über die grünen Teehänge der Malhena-Plantage' },
      { palette: 'forest', scene: forest, alt: 'The forest reserve above Malhena, dark and dripping after a storm', altDe: 'Das Waldschutzgebiet oberhalb von Malhena, dunkel und tropfnass nach einem Sturm' },
      { palette: 'monsoon', scene: land({ factory: true, trees: true }), alt: 'The Malhena factory half hidden by low cloud', altDe: 'Die Malhena-Teefabrik, halb von tiefen Wolken verdeckt' },
      { palette: 'monsoon', scene: leaves, alt: 'Rain-wet tea shoots ready for the next plucking round', altDe: 'Regennasse Teetriebe, bereit für die nächste Pflückrunde' },
      { palette: 'dusk', scene: forest, alt: 'Forest trees against a violet sky at the end of a wet day', altDe: 'Waldbäume vor violettem Himmel am Ende eines nassen Tages' },
      { palette: 'monsoon', scene: still('cup'), alt: 'A cup of tea steaming on a bungalow windowsill during the rain', altDe: 'Eine dampfende Tasse Tee auf der Fensterbank eines Bungalows, während es regnet' },
    ],
  },
  {
    group: 'photographers',
    slug: 'ruwan-dissanayake',
    en: {
      title: 'Ruwan Dissanayake',
      short: 'A Colombo still-life photographer who lights a cup of tea the way a portrait painter lights a face, and who shoots the pictures on our tea tins.',
      long: [
        'Ruwan Dissanayake trained as a portrait photographer and still thinks like one. A cup of tea, he says, has a good side and a bad side, and light that flatters it from one angle makes it dull from another.',
        `For the last six years he has photographed our teas for their packs and for the tasting notes on this site. He brews every tea himself, to our tasters’ times, and photographs the liquor within a minute of pouring, before its colour starts to change. The glasses and cups in his studio are the same ones our tasters use.`,
        'His pictures here were made for an exhibition on the colour of tea, from the palest silver tips to the darkest low-grown Ruhuna.',
      ],
    },
    de: {
      title: 'Ruwan Dissanayake',
      short: 'Ein Stilllebenfotograf aus Colombo, der eine Tasse Tee so ausleuchtet wie ein Porträtmaler ein Gesicht, und der die Bilder auf unseren Teedosen aufnimmt.',
      long: [
        'Ruwan Dissanayake hat Porträtfotografie gelernt und denkt noch immer so. Eine Tasse Tee, sagt er, hat eine gute und eine schlechte Seite, und Licht, das ihr von der einen schmeichelt, macht sie von der anderen stumpf.',
        'Seit sechs Jahren fotografiert er unsere Tees für ihre Packungen und für die Verkostungsnotizen auf dieser Website. Er brüht jeden Tee selbst, nach den Zeiten unserer Verkoster, und fotografiert den Aufguss innerhalb einer Minute nach dem Eingießen, bevor sich seine Farbe verändert. Die Gläser und Tassen in seinem Studio sind dieselben, die unsere Verkoster benutzen.',
        'Seine Bilder hier entstanden für eine Ausstellung über die Farbe des Tees, von den hellsten Silver Tips bis zum dunkelsten Ruhuna aus dem Tiefland.',
      ],
    },
    shots: [
      { palette: 'golden', scene: still('cup'), alt: 'A porcelain cup of amber tea lit from one side against a dark ground', altDe: 'Eine Porzellantasse bernsteinfarbener Tee, von der Seite beleuchtet vor dunklem Grund' },
      { palette: 'morning', scene: still('glass'), alt: 'A glass of pale green tea glowing in soft window light', altDe: 'Ein Glas hellgrüner Tee, der im sanften Fensterlicht leuchtet' },
      { palette: 'dusk', scene: still('teapot'), alt: 'A white teapot catching the last warm light of the day', altDe: 'Eine weiße Teekanne im letzten warmen Licht des Tages' },
      { palette: 'dawn', scene: still('glass'), alt: 'A glass of rose-gold tea on a marble bench', altDe: 'Ein Glas roségoldener Tee auf einer Marmorbank' },
      { palette: 'golden', scene: leaves, alt: 'Dry tea leaves scattered beside a studio light', altDe: 'Trockene Teeblätter, neben einer Studioleuchte verstreut' },
    ],
  },
]

const albums: GalleryItemSeed[] = [
  {
    group: 'albums',
    slug: 'a-year-in-the-hethumalee-gardens',
    en: {
      title: 'A Year in the Hethumalee Gardens',
      short: 'Twelve months on one estate, one picture each season: the dry winds, the rains, the flush and the quiet weeks in between.',
      long: [
        'Our estate team at Hethumalee kept a camera in the field office for a year and took it on the rounds whenever the light was good. This album is their choice of the year’s pictures.',
        'It follows the gardens through the seasons: the bright, dry weeks when the leaf grows slowly and the tea is at its finest, the first heavy rains, the rush of the flush when the bushes are plucked every six days, and the pruning that lets the fields rest.',
      ],
    },
    de: {
      title: 'Ein Jahr in den Gärten von Hethumalee',
      short: 'Zwölf Monate auf einem Gut, ein Bild für jede Jahreszeit: die trockenen Winde, der Regen, die Ernte und die stillen Wochen dazwischen.',
      long: [
        'Unser Team auf dem Gut Hethumalee hat ein Jahr lang eine Kamera im Feldbüro liegen lassen und sie auf die Runden mitgenommen, wann immer das Licht gut war. Dieses Album ist seine Auswahl der Bilder des Jahres.',
        'Es folgt den Gärten durch die Jahreszeiten: die hellen, trockenen Wochen, in denen das Blatt langsam wächst und der Tee am feinsten ist, die ersten schweren Regenfälle, der Ansturm der Pflückzeit, wenn die Büsche alle sechs Tage gepflückt werden, und der Rückschnitt, der die Felder ruhen lässt.',
      ],
    },
    shots: [
      { palette: 'morning', scene: land({ trees: true, horizon: 0.36 }), alt: 'The Hethumalee gardens under a clear sky in the dry season', altDe: 'Die Teegärten von Hethumalee unter klarem Himmel in der Trockenzeit' },
      { palette: 'monsoon', scene: land({ trees: true, horizon: 0.3 }), alt: 'Heavy cloud settling on the Hethumalee slopes at the start of the rains', altDe: 'Schwere Wolken legen sich zu Beginn der Regenzeit auf die Hänge von Hethumalee' },
      { palette: 'forest', scene: leaves, alt: 'A flush of bright new shoots on a Hethumalee tea bush', altDe: 'Ein Austrieb leuchtend frischer Triebe an einem Teebusch in Hethumalee' },
      { palette: 'golden', scene: land({ factory: true, trees: true }), alt: 'The Hethumalee factory in late afternoon sun at the height of the flush', altDe: 'Die Hethumalee-Teefabrik in der späten Nachmittagssonne, mitten in der Hauptpflückzeit' },
      { palette: 'dusk', scene: land({ trees: true }), alt: 'Pruned tea fields resting under an evening sky', altDe: 'Zurückgeschnittene Teefelder ruhen unter einem Abendhimmel' },
      { palette: 'dawn', scene: land({ horizon: 0.42 }), alt: 'Dawn breaking over the hills behind Hethumalee on the last day of the year', altDe: 'Der Morgen dämmert am letzten Tag des Jahres über den Hügeln hinter Hethumalee' },
    ],
  },
  {
    group: 'albums',
    slug: 'from-the-field-to-the-factory',
    en: {
      title: 'From the Field to the Factory',
      short: 'The short road that makes fresh tea: from the plucker’s basket to the withering troughs, the rollers and the tasting bench, in one day.',
      long: [
        'The freshest tea is made closest to the field. On our estates the leaf plucked at dawn is withering in the factory lofts before lunch and fired into tea within a day.',
        'This album follows one day’s leaf at Kirikanda along that road: plucked, weighed, carried down the hill, withered, rolled, fired, sorted and finally tasted by the factory manager before it is packed and sent on.',
      ],
    },
    de: {
      title: 'Vom Feld in die Fabrik',
      short: 'Der kurze Weg, der frischen Tee macht: vom Korb der Pflückerin zu den Welktrögen, den Rollern und dem Verkostungstisch, an einem einzigen Tag.',
      long: [
        'Der frischeste Tee entsteht am nächsten zum Feld. Auf unseren Gütern welkt das im Morgengrauen gepflückte Blatt schon vor dem Mittag auf den Böden der Fabrik und ist binnen eines Tages zu Tee getrocknet.',
        'Dieses Album folgt dem Blatt eines Tages in Kirikanda auf diesem Weg: gepflückt, gewogen, den Hang hinuntergetragen, gewelkt, gerollt, getrocknet, sortiert und zuletzt vom Fabrikleiter verkostet, bevor es verpackt und verschickt wird.',
      ],
    },
    shots: [
      { palette: 'morning', scene: leaves, alt: 'Freshly plucked shoots of two leaves and a bud in a basket', altDe: 'Frisch gepflückte Triebe aus zwei Blättern und einer Knospe in einem Korb' },
      { palette: 'golden', scene: land({ factory: true, trees: true, horizon: 0.38 }), alt: 'The path from the upper fields down to the Kirikanda factory', altDe: 'Der Weg von den oberen Feldern hinunter zur Kirikanda-Teefabrik' },
      { palette: 'dawn', scene: pattern, alt: 'Withered leaf spread thinly on a trough, seen from above', altDe: 'Gewelkte Blätter, dünn auf einem Welktrog ausgebreitet, von oben gesehen' },
      { palette: 'dusk', scene: land({ factory: true }), alt: 'The factory lit up at dusk while the leaf is fired', altDe: 'Die erleuchtete Teefabrik in der Dämmerung, während die Blätter getrocknet werden' },
      { palette: 'golden', scene: still('cup'), alt: 'A cup of the day’s tea on the factory tasting bench', altDe: 'Eine Tasse vom Tee des Tages auf der Verkostungsbank der Teefabrik' },
    ],
  },
  {
    group: 'albums',
    slug: 'tea-tables-of-our-markets',
    en: {
      title: 'Tea Tables of Our Markets',
      short: 'How our tea is served where it is sold: a glass in Istanbul, a pot in Hamburg, a flask in Melbourne and a cup on a verandah in Colombo.',
      long: [
        'We asked our partners in the countries where our tea is sold to photograph it as it is served there, at home, in cafés and at work. The pictures came back as different as the places.',
        'Tea is poured from a double kettle into tulip glasses, brewed strong in a pot and taken with a cloud of cream, carried cold in a flask to the beach, and drunk hot and sweet on a verandah in the afternoon. The leaf is the same; the table is not.',
      ],
    },
    de: {
      title: 'Teetische unserer Märkte',
      short: 'Wie unser Tee dort serviert wird, wo er verkauft wird: im Glas in Istanbul, in der Kanne in Hamburg, in der Thermosflasche in Melbourne und in der Tasse in Colombo.',
      long: [
        'Wir haben unsere Partner in den Ländern, in denen unser Tee verkauft wird, gebeten, ihn so zu fotografieren, wie er dort serviert wird: zu Hause, im Café und bei der Arbeit. Die Bilder kamen so verschieden zurück wie die Orte.',
        'Tee wird aus dem Doppelkessel in Tulpengläser gegossen, kräftig in der Kanne gebrüht und mit einem Wölkchen Sahne getrunken, kalt in der Thermosflasche an den Strand getragen und heiß und süß am Nachmittag auf einer Veranda getrunken. Das Blatt ist dasselbe, der Tisch nicht.',
      ],
    },
    shots: [
      { palette: 'golden', scene: still('glass'), alt: 'A tulip glass of dark tea on a café table in Istanbul', altDe: 'Ein Tulpenglas dunkler Tee auf einem Cafétisch in Istanbul' },
      { palette: 'morning', scene: still('teapot'), alt: 'A teapot on a Hamburg kitchen table set for East Frisian tea', altDe: 'Eine Teekanne auf einem Hamburger Küchentisch, gedeckt für eine ostfriesische Teestunde' },
      { palette: 'dawn', scene: still('glass'), alt: 'A glass of iced tea poured from a flask on a Melbourne beach', altDe: 'Ein Glas Eistee, an einem Strand in Melbourne aus der Thermosflasche gegossen' },
      { palette: 'dusk', scene: still('cup'), alt: 'A cup of sweet milk tea on a Colombo verandah in the afternoon', altDe: 'Eine Tasse süßer Milchtee am Nachmittag auf einer Veranda in Colombo' },
    ],
  },
]

const inspiredMe: GalleryItemSeed[] = [
  {
    group: 'inspired-me',
    slug: 'a-flask-on-the-ridge',
    en: {
      title: 'A Flask on the Ridge',
      short: 'Dinesh from Haputale takes a flask of our Uva on every walk along the ridge to Lipton’s Seat and sent us what his tea breaks looked like over one quality season.',
      long: [
        '“I have walked the ridge above the Dambatenne gardens since I was a schoolboy, and a flask of tea has come with me every time,” Dinesh wrote to us. “This season I started photographing the tea breaks instead of the views. It turned out they were the same pictures.”',
        'He brews the tea strong at home before dawn, fills the flask to the top and pours the first cup at the viewpoint, whatever the weather. These are five of the breaks he sent us, from a clear August sunrise to a wet October afternoon.',
      ],
    },
    de: {
      title: 'Eine Thermosflasche auf dem Kamm',
      short: 'Dinesh aus Haputale nimmt auf jede Wanderung über den Kamm zu Lipton’s Seat eine Flasche unseres Uva mit und schickte uns seine Teepausen einer Erntesaison.',
      long: [
        '„Seit meiner Schulzeit wandere ich auf dem Kamm über den Gärten von Dambatenne, und jedes Mal war eine Thermosflasche Tee dabei“, schrieb uns Dinesh. „In dieser Saison habe ich angefangen, statt der Aussicht die Teepausen zu fotografieren. Es stellte sich heraus, dass es dieselben Bilder waren.“',
        'Er brüht den Tee vor Sonnenaufgang zu Hause kräftig auf, füllt die Flasche bis zum Rand und gießt die erste Tasse am Aussichtspunkt ein, bei jedem Wetter. Dies sind fünf der Pausen, die er uns geschickt hat, von einem klaren Sonnenaufgang im August bis zu einem nassen Nachmittag im Oktober.',
      ],
    },
    shots: [
      { palette: 'dawn', scene: land({ horizon: 0.36 }), alt: 'Tea hills below Lipton’s Seat at sunrise, seen from where a walker stopped for tea', altDe: 'Teehügel unterhalb von Lipton’s Seat bei Sonnenaufgang, gesehen von dort, wo ein Wanderer Teepause machte' },
      { palette: 'morning', scene: { kind: 'objects', things: [{ what: 'caddy', colour: '#9aa3a6' }, { what: 'cup' }] }, alt: 'A steel flask and a cup of hot tea set out for the tea break', altDe: 'Eine Thermosflasche aus Stahl und eine Tasse heißer Tee, für die Teepause bereitgestellt' },
      { palette: 'monsoon', scene: land({ trees: true, horizon: 0.3 }), alt: 'Monsoon cloud rolling over the Haputale tea slopes during a wet tea break', altDe: 'Monsunwolken ziehen während einer nassen Teepause über die Teehänge von Haputale' },
      { palette: 'golden', scene: still('glass'), alt: 'A glass of tea in the evening light at the end of the walk', altDe: 'Ein Glas Tee im Abendlicht am Ende der Wanderung' },
      { palette: 'dusk', scene: land({ horizon: 0.44 }), alt: 'The last light over the Uva hills on the walk home', altDe: 'Das letzte Licht über den Uva-Hügeln auf dem Heimweg' },
    ],
  },
  {
    group: 'inspired-me',
    slug: 'sunday-tea-with-oma',
    en: {
      title: 'Sunday Tea with Oma',
      short: 'Lena from Hamburg photographed the Sunday tea her grandmother has laid every week for sixty years: the same pot, the same cups, a different cake.',
      long: [
        'Every Sunday at four, Lena’s grandmother sets the table with the tea service she was given at her wedding. The tea is always strong and always taken with rock sugar and a little cream, poured over the back of a spoon so that it blooms in the cup.',
        '“Oma says the tea has changed over the years but the table has not,” Lena wrote. “She switched to your Uva when her old shop closed and says it is the first tea in years that tastes like the one her mother bought.” We were very happy to read it.',
      ],
    },
    de: {
      title: 'Sonntagstee bei Oma',
      short: 'Lena aus Hamburg fotografierte den Sonntagstee, den ihre Großmutter seit sechzig Jahren jede Woche deckt: dieselbe Kanne, dieselben Tassen, ein anderer Kuchen.',
      long: [
        'Jeden Sonntag um vier deckt Lenas Großmutter den Tisch mit dem Teeservice, das sie zur Hochzeit bekommen hat. Der Tee ist immer kräftig und wird immer mit Kandis und etwas Sahne getrunken, die über den Rücken eines Löffels gegossen wird, damit sie in der Tasse aufblüht.',
        '„Oma sagt, der Tee hat sich über die Jahre verändert, der Tisch aber nicht“, schrieb Lena. „Sie ist zu Ihrem Uva gewechselt, als ihr alter Laden zumachte, und sagt, es sei seit Jahren der erste Tee, der wie der schmeckt, den ihre Mutter gekauft hat.“ Wir haben uns sehr darüber gefreut.',
      ],
    },
    shots: [
      { palette: 'golden', scene: { kind: 'objects', things: [{ what: 'teapot' }, { what: 'cup' }, { what: 'loaf' }] }, alt: 'A porcelain teapot, a cup of strong tea and a sliced cake on a table laid for Sunday tea', altDe: 'Eine Porzellankanne, eine Tasse kräftiger Tee und ein angeschnittener Kuchen auf einem für den Sonntagstee gedeckten Tisch' },
      { palette: 'morning', scene: still('cup'), alt: 'A cup of strong tea with a cloud of cream blooming in it', altDe: 'Eine Tasse kräftiger Tee, in der sich ein Wölkchen Sahne ausbreitet' },
      { palette: 'dawn', scene: pattern, alt: 'The leaf pattern of an old lace tablecloth', altDe: 'Das Blättermuster einer alten Spitzentischdecke' },
      { palette: 'dusk', scene: still('cup'), alt: 'An empty cup and saucer after tea in the late afternoon', altDe: 'Eine leere Tasse mit Untertasse nach dem Tee am späten Nachmittag' },
    ],
  },
  {
    group: 'inspired-me',
    slug: 'first-light-after-the-night-shift',
    en: {
      title: 'First Light After the Night Shift',
      short: 'Priya, a nurse in Singapore, makes one pot of tea when she gets home from a night shift and drinks it watching the city wake up.',
      long: [
        '“After twelve hours on the ward I cannot sleep straight away,” Priya wrote. “So I make a pot of tea, a light one, and sit by the window until the sun comes up over the tower blocks. It is the only quiet hour of my day.”',
        'She sent us a picture from each morning of one week of night shifts. We liked them so much that we asked if we could show all six.',
      ],
    },
    de: {
      title: 'Morgenlicht nach der Nachtschicht',
      short: 'Priya, Krankenschwester in Singapur, macht sich nach jeder Nachtschicht eine Kanne Tee und trinkt sie, während die Stadt erwacht.',
      long: [
        '„Nach zwölf Stunden auf der Station kann ich nicht gleich schlafen“, schrieb Priya. „Also koche ich eine Kanne Tee, einen leichten, und sitze am Fenster, bis die Sonne über den Hochhäusern aufgeht. Es ist die einzige ruhige Stunde meines Tages.“',
        'Sie schickte uns ein Bild von jedem Morgen einer Woche mit Nachtschichten. Sie gefielen uns so gut, dass wir fragten, ob wir alle sechs zeigen dürfen.',
      ],
    },
    shots: [
      { palette: 'dawn', scene: still('teapot'), alt: 'A small teapot by a window in the first light of morning', altDe: 'Eine kleine Teekanne am Fenster im ersten Morgenlicht' },
      { palette: 'dawn', scene: still('cup'), alt: 'A cup of light tea on a windowsill at sunrise', altDe: 'Eine Tasse hellen Tees auf einer Fensterbank bei Sonnenaufgang' },
      { palette: 'morning', scene: still('glass'), alt: 'A glass of tea with the morning sun shining through it', altDe: 'Ein Glas Tee, durch das die Morgensonne scheint' },
      { palette: 'golden', scene: still('cup'), alt: 'A half-finished cup of tea in warm early sunlight', altDe: 'Eine halb getrunkene Tasse Tee im warmen Licht der frühen Sonne' },
      { palette: 'morning', scene: leaves, alt: 'Used tea leaves drying on a saucer', altDe: 'Aufgebrühte Teeblätter, die auf einer Untertasse trocknen' },
      { palette: 'dawn', scene: still('teapot'), alt: 'A teapot and a folded uniform on a chair at dawn', altDe: 'Eine Teekanne und eine zusammengelegte Uniform auf einem Stuhl im Morgengrauen' },
    ],
  },
]

const artists: GalleryItemSeed[] = [
  {
    group: 'artists',
    slug: 'lakmini-senanayake',
    en: {
      title: 'Lakmini Senanayake',
      short: 'A watercolourist from Nuwara Eliya who paints the tea hills in washes of green and grey, often with tea itself mixed into her paint.',
      long: [
        'Lakmini Senanayake grew up on a tea estate near Nuwara Eliya, where her father was a field officer, and began painting the hills around it as a child. Today she paints them from memory in a studio in Colombo.',
        'Her paintings are made in thin washes, built up over days. For the warm browns of the soil and the shadows under the bushes she mixes strong black tea into her paint. “It is the right colour,” she says, “because it is the colour of the place.”',
        `The paintings here were shown at the ${brandName} tea lounge in Colombo in a small exhibition called The Hills at Home.`,
      ],
    },
    de: {
      title: 'Lakmini Senanayake',
      short: 'Eine Aquarellmalerin aus Nuwara Eliya, die die Teeberge in Grün- und Grautönen malt, oft mit Tee in ihrer Farbe.',
      long: [
        'Lakmini Senanayake wuchs auf einer Teeplantage bei Nuwara Eliya auf, wo ihr Vater Feldbetreuer war, und begann schon als Kind, die Hügel ringsum zu malen. Heute malt sie sie aus der Erinnerung, in einem Atelier in Colombo.',
        'Ihre Bilder entstehen in dünnen Lasuren, Schicht um Schicht über Tage. Für die warmen Brauntöne der Erde und die Schatten unter den Büschen mischt sie kräftigen Schwarztee in ihre Farbe. „Es ist die richtige Farbe“, sagt sie, „weil es die Farbe des Ortes ist.“',
        `Die Bilder hier waren in der Tea Lounge von ${brandName} in Colombo zu sehen, in einer kleinen Ausstellung mit dem Titel „The Hills at Home“.`,
      ],
    },
    shots: [
      { palette: 'morning', scene: land({ trees: true, horizon: 0.38 }), alt: 'A watercolour of tea hills in soft washes of green', altDe: 'Ein Aquarell von Teehügeln in sanften grünen Lasuren' },
      { palette: 'monsoon', scene: land({ horizon: 0.32 }), alt: 'A grey-green painting of misty ridges in the rain', altDe: 'Ein graugrünes Gemälde nebliger Bergrücken im Regen' },
      { palette: 'golden', scene: land({ factory: true, trees: true }), alt: 'A painting of an estate factory in warm ochre and tea brown', altDe: 'Ein Gemälde einer Plantagen-Teefabrik in warmem Ocker und Teebraun' },
      { palette: 'forest', scene: forest, alt: 'A watercolour study of the forest above a tea garden', altDe: 'Eine Aquarellstudie des Walds über einem Teegarten' },
    ],
  },
  {
    group: 'artists',
    slug: 'hugo-marchetti',
    en: {
      title: 'Hugo Marchetti',
      short: 'A printmaker from Lyon who cuts the shapes of tea leaves into lino and prints them in layers, like the leaf on a withering trough.',
      long: [
        'Hugo Marchetti first saw a tea factory on a holiday in Sri Lanka in 2018. What stayed with him was not the hills but the withering lofts: thousands of leaves spread on long troughs, overlapping, slowly changing colour.',
        'Back in Lyon he began cutting leaf shapes into linoleum and printing them on top of one another, each layer in a slightly different green or gold. No two prints are the same. His series Withering now runs to more than forty prints, some of which hang in our office in Colombo.',
      ],
    },
    de: {
      title: 'Hugo Marchetti',
      short: 'Ein Druckgrafiker aus Lyon, der Teeblätter in Linoleum schneidet und in Schichten druckt, wie das Blatt auf einem Welktrog.',
      long: [
        'Hugo Marchetti sah 2018 auf einer Urlaubsreise durch Sri Lanka zum ersten Mal eine Teefabrik. Was ihm blieb, waren nicht die Hügel, sondern die Welkböden: Tausende Blätter, auf langen Trögen ausgebreitet, einander überlappend, langsam die Farbe wechselnd.',
        'Zurück in Lyon begann er, Blattformen in Linoleum zu schneiden und sie übereinander zu drucken, jede Schicht in einem etwas anderen Grün oder Gold. Kein Druck gleicht dem anderen. Seine Serie „Withering“ umfasst inzwischen mehr als vierzig Drucke; einige davon hängen in unserem Büro in Colombo.',
      ],
    },
    shots: [
      { palette: 'golden', scene: pattern, alt: 'A linocut print of overlapping tea leaves in gold and green', altDe: 'Ein Linolschnitt einander überlappender Teeblätter in Gold und Grün' },
      { palette: 'forest', scene: pattern, alt: 'A dark green print of leaves layered like a withering trough', altDe: 'Ein dunkelgrüner Druck von Blättern, geschichtet wie in einem Welktrog' },
      { palette: 'monsoon', scene: pattern, alt: 'A print of tea leaves in sage and grey', altDe: 'Ein Druck von Teeblättern in Salbei und Grau' },
      { palette: 'dawn', scene: leaves, alt: 'A single tea shoot cut in lino and printed in pale pink', altDe: 'Ein einzelner Teetrieb, in Linol geschnitten und in Zartrosa gedruckt' },
      { palette: 'dusk', scene: pattern, alt: 'A violet and gold leaf print from the Withering series', altDe: 'Ein Blätterdruck in Violett und Gold aus der Serie „Withering“' },
    ],
  },
  {
    group: 'artists',
    slug: 'chandana-kumara',
    en: {
      title: 'Chandana Kumara',
      short: 'A potter from Kelaniya who throws teapots and cups from river clay and glazes them in the colours of the liquor they are made to hold.',
      long: [
        'Chandana Kumara learned to throw pots in his uncle’s workshop by the Kelani river, making water jars and cooking pots for the market. He made his first teapot at forty, for his own kitchen, and has made little else since.',
        'He designs each piece for a kind of tea: low, wide cups for pale high-grown teas, so their colour can be seen; heavy, round pots that hold their heat for the strong low-grown teas taken with milk. The glazes follow the teas too, from celadon green to a deep copper brown.',
        'We have served tea in his cups at our tastings since 2022.',
      ],
    },
    de: {
      title: 'Chandana Kumara',
      short: 'Ein Töpfer aus Kelaniya, der Teekannen und Tassen aus Flusston dreht und sie in den Farben des Tees glasiert, für den sie gemacht sind.',
      long: [
        'Chandana Kumara lernte das Töpfern an der Scheibe in der Werkstatt seines Onkels am Kelani-Fluss, wo er Wasserkrüge und Kochtöpfe für den Markt machte. Seine erste Teekanne töpferte er mit vierzig, für die eigene Küche, und seitdem macht er kaum etwas anderes.',
        'Jedes Stück entwirft er für eine Art Tee: niedrige, weite Tassen für helle Hochlandtees, damit man ihre Farbe sieht; schwere, runde Kannen, die ihre Wärme halten, für die kräftigen Tieflandtees, die mit Milch getrunken werden. Auch die Glasuren folgen den Tees, von Seladongrün bis zu tiefem Kupferbraun.',
        'Seit 2022 schenken wir bei unseren Verkostungen Tee in seinen Tassen aus.',
      ],
    },
    shots: [
      { palette: 'dusk', scene: still('teapot'), alt: 'A round copper-brown glazed teapot made for strong low-grown tea', altDe: 'Eine runde, kupferbraun glasierte Teekanne für kräftigen Tiefland-Tee' },
      { palette: 'morning', scene: still('cup'), alt: 'A low, wide celadon cup holding pale high-grown tea', altDe: 'Eine flache, weite Seladon-Tasse mit hellem Hochland-Tee' },
      { palette: 'golden', scene: still('teapot'), alt: 'A hand-thrown teapot drying in the workshop sun', altDe: 'Eine handgedrehte Teekanne, die in der Sonne der Werkstatt trocknet' },
      { palette: 'forest', scene: still('cup'), alt: 'A deep green glazed cup on a wooden wheel', altDe: 'Eine tiefgrün glasierte Tasse auf einer hölzernen Töpferscheibe' },
      { palette: 'monsoon', scene: still('glass'), alt: 'A tall glass-glazed vessel for iced tea', altDe: 'Ein hohes, glasartig glasiertes Gefäß für Eistee' },
      { palette: 'dawn', scene: still('cup'), alt: 'A set of three small tasting cups in early light', altDe: 'Drei kleine Verkostungstassen im frühen Licht' },
    ],
  },
]

/** Every item, in each group's order (their `order` is their position here). */
export const galleryItems: GalleryItemSeed[] = [...photographers, ...albums, ...inspiredMe, ...artists]

/** The picture of an item's nth shot, with its file name (the natural key the seed uploads by). */
export function gallerySpec(item: GalleryItemSeed, index: number): ImageSpec {
  const shot = item.shots[index]!
  return {
    filename: `${brand}-inspired-${item.slug}-${String(index + 1).padStart(2, '0')}.jpg`,
    width: 1200,
    height: 800,
    palette: shot.palette,
    scene: shot.scene,
    alt: shot.alt,
    altDe: shot.altDe,
  }
}

/** SEO titles say what the item is, so a search result makes sense out of its section. */
export const SEO_SUFFIX: Record<'en' | 'de', Record<GalleryGroup, string>> = {
  en: { photographers: 'photographer', albums: 'Tea Inspired album', 'inspired-me': 'Tea inspired me', artists: 'artist' },
  de: { photographers: 'Fotografie', albums: 'Tea-Inspired-Album', 'inspired-me': 'Vom Tee inspiriert', artists: 'Kunst' },
}

export const galleryKeywords: Record<'en' | 'de', Record<GalleryGroup, string>> = {
  en: {
    photographers: `tea photography, tea estate photographs, ${brandName} photographers`,
    albums: `tea garden albums, tea estate pictures, ${brandName}`,
    'inspired-me': `tea moments, tea drinkers’ photographs, ${brandName}`,
    artists: `tea art, tea paintings, tea ceramics, ${brandName} artists`,
  },
  de: {
    photographers: `Teefotografie, Fotografien von Teegärten, Fotografen von ${brandName}`,
    albums: `Alben aus den Teegärten, Bilder von den Gütern, ${brandName}`,
    'inspired-me': `Teemomente, Fotos von Teetrinkern, ${brandName}`,
    artists: `Tee in der Kunst, Teemalerei, Teekeramik, Künstler von ${brandName}`,
  },
}
