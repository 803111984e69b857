import type { Payload, Where } from 'payload'
import type { Accessory, GiftTea } from '@/payload-types'
import type { AccessoryMaterial } from '@/config/accessory-materials'
import { brandName } from '@/site.config'
import type { Locale, MediaIds } from './build'
import type { ImageSpec } from './images/render'
import type { ImageKey } from './images/catalogue'
import { giftPictureSpec, type GiftShelf } from './images/gift-pictures'
import { ensureImages } from './media'
import { richText, type RichTextPart } from './richText'
import { upsertDocument } from './upsert-document'

/**
 * The catalogue beside the teas: gifts of tea, teaware and tea accessories (with their
 * categories). Some are sold only in some markets (`soldIn`), and some packs have no shop for a
 * market: their "Buy now" button is disabled there. Shop addresses are on example.com.
 * Every item carries its German beside the English (`de`, one pack label per pack). Each item's
 * first picture is its own (./images/gift-pictures.ts); `images` are the shared pictures after it.
 */
type Market = 'GLOBAL' | 'LK' | 'GB' | 'DE' | 'AU'
const EVERY_MARKET: Market[] = ['GLOBAL', 'LK', 'GB', 'DE', 'AU']

type PackSeed = { label: string; sku: string; shops?: Market[] }
type ItemCopy = { name: string; summary: string; description: RichTextPart[]; priceNote?: string }
type ItemSeed = ItemCopy & {
  slug: string
  de: ItemCopy & { packs: string[] }
  images: ImageKey[]
  packs: PackSeed[]
  /** Markets it is sold in; default everywhere. */
  soldIn?: Exclude<Market, 'GLOBAL'>[]
  featured?: boolean
}

const shopUrl = (market: Market, sku: string) => `https://shop.example.com/${market.toLowerCase()}/${sku.toLowerCase()}`

function packs(item: ItemSeed, locale: Locale) {
  return item.packs.map((pack, n) => ({
    label: locale === 'de' ? item.de.packs[n]! : pack.label,
    sku: pack.sku,
    shop_links: (pack.shops ?? EVERY_MARKET).map((country) => ({ country, url: shopUrl(country, pack.sku) })),
  }))
}

function soldFields(item: ItemSeed) {
  return item.soldIn ? { sold_everywhere: false, sold_in: item.soldIn } : { sold_everywhere: true }
}

/** The item's copy in one language. */
const copyOf = (item: ItemSeed, locale: Locale): ItemCopy => (locale === 'de' ? item.de : item)

const KEYWORDS = {
  gift: { en: 'tea gift, Ceylon tea gift', de: 'Teegeschenk, Ceylon-Tee als Geschenk' },
  teaware: { en: 'teaware, teapot, tea cups', de: 'Teegeschirr, Teekanne, Teetassen' },
  accessory: { en: 'tea accessories', de: 'Teezubehör' },
}

function seo(copy: ItemCopy, keywords: string) {
  return { meta_title: copy.name, meta_description: copy.summary, keywords, prevent_indexing: false }
}

export const gifts: ItemSeed[] = [
  {
    slug: 'estate-tasting-chest',
    name: 'Estate Tasting Chest',
    featured: true,
    summary: 'Six single-estate teas from six hill districts, each in its own tin, in a chest made to be kept.',
    description: [
      'A journey across the island’s tea country in six cups: bright Uva, floral Nuwara Eliya, golden Dimbula, full-bodied Kandy, malty Ruhuna and the delicate Uda Pussellawa. Each tea comes from a single estate and a single season, and each tin names both.',
      'A tasting card in the lid suggests an order, from the lightest to the strongest, and leaves room for your own notes.',
    ],
    images: ['giftChest', 'giftLeaves', 'giftPattern'],
    priceNote: 'Gift wrapping included',
    packs: [
      { label: 'Chest of six teas, 6 × 50 g loose leaf', sku: 'GFT-CHEST-6' },
      { label: 'Chest of six teas, 6 × 10 tea bags', sku: 'GFT-CHEST-6B' },
    ],
    de: { name: 'Plantagen-Verkostungstruhe', summary: 'Sechs Plantagentees aus sechs Bergregionen, jeder in seiner eigenen Dose, in einer Truhe, die man gern behält.', description: ['Eine Reise durch das Teeland der Insel in sechs Tassen: der lebhafte Uva, der blumige Nuwara Eliya, der goldene Dimbula, der vollmundige Kandy, der malzige Ruhuna und der zarte Uda Pussellawa. Jeder Tee stammt von einer einzigen Plantage und aus einer einzigen Saison, und jede Dose nennt beide.', 'Eine Verkostungskarte im Deckel schlägt eine Reihenfolge vor, vom leichtesten bis zum kräftigsten Tee, und lässt Platz für eigene Notizen.'], priceNote: 'Inklusive Geschenkverpackung', packs: ['Truhe mit sechs Tees, 6 × 50 g lose', 'Truhe mit sechs Tees, 6 × 10 Teebeutel'] },
  },
  {
    slug: 'afternoon-tea-hamper',
    name: 'Afternoon Tea Hamper',
    soldIn: ['GB', 'AU'],
    summary: 'Two teas for the pot, a jar of Ceylon cinnamon shortbread and a linen napkin, packed in a woven basket.',
    description: [
      'Everything for an unhurried afternoon: our Breakfast Blend for the first pot and a high-grown Nuwara Eliya for the second, with cinnamon shortbread baked for us in small batches and a hand-hemmed linen napkin.',
      'Because the shortbread travels fresh, the hamper is sold only where it can arrive within a few days of baking.',
    ],
    images: ['giftAfternoon', 'teawareCup'],
    packs: [{ label: 'Hamper for two', sku: 'GFT-HAMPER-2', shops: ['GB', 'AU'] }],
    de: { name: 'Afternoon-Tea-Präsentkorb', summary: 'Zwei Tees für die Kanne, ein Glas Shortbread mit Ceylon-Zimt und eine Leinenserviette, verpackt in einem geflochtenen Korb.', description: ['Alles für einen Nachmittag ohne Eile: unser Breakfast Blend für die erste Kanne und ein Hochlandtee aus Nuwara Eliya für die zweite, dazu Zimt-Shortbread, das in kleinen Mengen für uns gebacken wird, und eine von Hand gesäumte Leinenserviette.', 'Weil das Shortbread frisch auf die Reise geht, verkaufen wir den Korb nur dort, wo er wenige Tage nach dem Backen ankommt.'], packs: ['Korb für zwei'] },
  },
  {
    slug: 'silver-tips-caddy',
    name: 'Silver Tips Caddy',
    summary: 'Hand-picked buds of a single morning’s pluck, dried in the sun and sealed in a lacquered caddy.',
    description: [
      'Silver tips are the unopened buds of the tea bush, picked one by one at first light and dried without rolling. They brew a pale, honeyed cup with almost no astringency.',
      'Only a few kilograms are made each season, so the caddy is numbered by hand.',
    ],
    images: ['giftPattern', 'giftLeaves'],
    priceNote: 'Limited to the season’s pluck',
    // Not yet with a Sri Lankan shop: its button is disabled on the LK site.
    packs: [{ label: 'Lacquered caddy, 30 g', sku: 'GFT-SILVER-30', shops: ['GLOBAL', 'GB', 'DE', 'AU'] }],
    de: { name: 'Silver-Tips-Teedose', summary: 'Von Hand gepflückte Knospen einer einzigen Morgenpflückung, in der Sonne getrocknet und in einer lackierten Teedose verschlossen.', description: ['Silver Tips sind die ungeöffneten Knospen des Teestrauchs, einzeln im ersten Morgenlicht gepflückt und ungerollt getrocknet. Sie ergeben eine helle, honigsüße Tasse fast ohne Herbe.', 'Jede Saison entstehen nur wenige Kilogramm, deshalb wird jede Dose von Hand nummeriert.'], priceNote: 'Begrenzt auf die Pflückung der Saison', packs: ['Lackierte Teedose, 30 g'] },
  },
  {
    slug: 'monsoon-collection',
    name: 'The Monsoon Collection',
    summary: 'Three teas from the western slopes, made in the dry weeks after the rains, in a box printed with the season’s sky.',
    description: [
      'When the south-west monsoon leaves Dimbula and the cold January winds dry the slopes, the western estates make their best teas of the year. This collection gathers three of them.',
      'Brew them side by side to taste how a few hundred metres of altitude change the cup.',
    ],
    images: ['giftLantern', 'giftChest'],
    packs: [{ label: 'Box of three teas, 3 × 75 g', sku: 'GFT-MONSOON-3' }],
    de: { name: 'Die Monsun-Kollektion', summary: 'Drei Tees von den Westhängen, gemacht in den trockenen Wochen nach dem Regen, in einer Schachtel, die den Himmel der Saison zeigt.', description: ['Wenn der Südwestmonsun über Dimbula abgezogen ist und die kalten Januarwinde die Hänge trocknen, machen die Plantagen im Westen ihre besten Tees des Jahres. Diese Kollektion vereint drei davon.', 'Brühen Sie sie nebeneinander auf und schmecken Sie, wie ein paar hundert Höhenmeter die Tasse verändern.'], packs: ['Schachtel mit drei Tees, 3 × 75 g'] },
  },
  {
    slug: 'green-tea-garden-set',
    name: 'Green Tea Garden Set',
    summary: 'Ceylon green tea, a glass for brewing it and a bamboo scoop, for watching the leaves unfurl.',
    description: [
      'Ceylon green tea is steamed within hours of plucking, which keeps its leaf bright and its cup fresh and grassy. Brewed in glass at 75 °C, the leaves open slowly and can be infused three times.',
    ],
    images: ['giftGreen', 'teawareGlass'],
    packs: [{ label: 'Tea, glass and scoop', sku: 'GFT-GREEN-SET' }],
    de: { name: 'Grüntee-Gartenset', summary: 'Grüner Ceylon-Tee, ein Glas zum Aufbrühen und ein Bambuslöffel – um zuzusehen, wie sich die Blätter entfalten.', description: ['Grüner Ceylon-Tee wird wenige Stunden nach dem Pflücken gedämpft; so bleibt sein Blatt leuchtend und seine Tasse frisch und grasig. Im Glas bei 75 °C aufgebrüht, öffnen sich die Blätter langsam und lassen sich dreimal aufgießen.'], packs: ['Tee, Glas und Löffel'] },
  },
  {
    slug: 'first-flush-letterbox-gift',
    name: 'First Flush Letterbox Gift',
    soldIn: ['GB'],
    summary: 'A slim box of the season’s first teas, made to fit through a letterbox, with a handwritten card.',
    description: [
      'A gift that needs nobody at home: four first-flush teas in flat pouches, a tasting guide and a card we write for you by hand.',
      'The letterbox size suits Royal Mail, so this gift is sold in the United Kingdom only.',
    ],
    images: ['giftLeaves', 'giftAfternoon'],
    packs: [{ label: 'Letterbox box, 4 × 25 g', sku: 'GFT-LETTERBOX-4', shops: ['GB'] }],
    de: { name: 'First-Flush-Briefkastengeschenk', summary: 'Eine flache Schachtel mit den ersten Tees der Saison, die durch jeden Briefschlitz passt, mit handgeschriebener Karte.', description: ['Ein Geschenk, für das niemand zu Hause sein muss: vier First-Flush-Tees in flachen Beuteln, ein kleiner Verkostungsleitfaden und eine Karte, die wir für Sie von Hand schreiben.', 'Das Briefkastenformat ist auf die Royal Mail abgestimmt, deshalb gibt es dieses Geschenk nur im Vereinigten Königreich.'], packs: ['Briefkastenschachtel, 4 × 25 g'] },
  },
  {
    slug: 'tea-advent-calendar',
    name: 'Tea Advent Calendar',
    featured: true,
    summary: 'Twenty-four doors, twenty-four teas: a month of the island’s gardens, one cup a day.',
    description: [
      'Behind each door is a pyramid tea bag of a different tea, from breakfast blends to rare estate teas and herbal infusions for late evenings. The back of the calendar tells where each one grows.',
    ],
    images: ['giftLantern', 'giftPattern'],
    priceNote: 'Available from October',
    packs: [
      { label: 'Calendar, 24 tea bags', sku: 'GFT-ADVENT-24' },
      { label: 'Family calendar, 48 tea bags', sku: 'GFT-ADVENT-48', shops: ['GLOBAL', 'GB', 'DE'] },
    ],
    de: { name: 'Tee-Adventskalender', summary: 'Vierundzwanzig Türchen, vierundzwanzig Tees: ein Monat durch die Teegärten der Insel, eine Tasse am Tag.', description: ['Hinter jedem Türchen wartet ein Pyramidenbeutel mit einem anderen Tee, von Frühstücksmischungen über seltene Plantagentees bis zu Kräuteraufgüssen für späte Abende. Auf der Rückseite des Kalenders steht, wo jeder Tee wächst.'], priceNote: 'Erhältlich ab Oktober', packs: ['Kalender, 24 Teebeutel', 'Familienkalender, 48 Teebeutel'] },
  },
  {
    slug: 'wedding-favour-tins',
    name: 'Wedding Favour Tins',
    summary: 'Small tins of celebration tea for your guests, with your names and date on the label.',
    description: [
      'Twenty-five miniature tins of our Celebration Blend, a black tea with rose petals and a hint of cardamom, each with a label printed with your names and the day.',
      'Order at least four weeks ahead so we can print and pack the labels.',
    ],
    images: ['giftPattern', 'giftAfternoon'],
    packs: [{ label: '25 tins, 15 g each', sku: 'GFT-FAVOUR-25' }],
    de: { name: 'Hochzeits-Teedöschen', summary: 'Kleine Dosen mit Festtagstee als Gastgeschenk, mit Ihren Namen und dem Datum auf dem Etikett.', description: ['Fünfundzwanzig Miniaturdosen unseres Celebration Blend, eines Schwarztees mit Rosenblüten und einem Hauch Kardamom, jede mit einem Etikett, auf dem Ihre Namen und der Tag stehen.', 'Bitte bestellen Sie mindestens vier Wochen im Voraus, damit wir die Etiketten drucken und die Dosen packen können.'], packs: ['25 Dosen à 15 g'] },
  },
  {
    slug: 'spiced-chai-gift-box',
    name: 'Spiced Chai Gift Box',
    soldIn: ['LK', 'DE'],
    summary: 'Strong Ruhuna leaf with whole spices from the island’s gardens, to brew with milk on the stove.',
    description: [
      'Low-grown Ruhuna tea is strong enough to stand up to milk and spices. We pair it with Ceylon cinnamon, cardamom, cloves and dried ginger, all grown within a day’s drive of the estate.',
    ],
    images: ['giftChest', 'giftLantern'],
    packs: [{ label: 'Tea and whole spices, 200 g', sku: 'GFT-CHAI-200', shops: ['LK', 'DE'] }],
    de: { name: 'Chai-Geschenkbox mit Gewürzen', summary: 'Kräftiger Ruhuna-Tee mit ganzen Gewürzen aus den Gärten der Insel, zum Aufkochen mit Milch auf dem Herd.', description: ['Ruhuna-Tee aus dem Tiefland ist kräftig genug für Milch und Gewürze. Wir kombinieren ihn mit Ceylon-Zimt, Kardamom, Nelken und getrocknetem Ingwer, alles angebaut höchstens eine Tagesfahrt von der Plantage entfernt.'], packs: ['Tee und ganze Gewürze, 200 g'] },
  },
  {
    slug: 'hand-painted-tea-tin',
    name: 'Hand-Painted Tea Tin',
    summary: 'Our Breakfast Blend in a tin painted by the artists of a craft cooperative in Kandy.',
    description: [
      'No two tins are alike: each is painted by hand by the women of a craft cooperative in Kandy, who are paid for every tin before it leaves the workshop.',
    ],
    images: ['giftPattern', 'giftChest'],
    packs: [{ label: 'Painted tin, 125 g loose leaf', sku: 'GFT-PAINTED-125' }],
    de: { name: 'Handbemalte Teedose', summary: 'Unser Breakfast Blend in einer Dose, bemalt von Künstlerinnen einer Handwerkskooperative in Kandy.', description: ['Keine Dose gleicht der anderen: Jede wird von den Frauen einer Handwerkskooperative in Kandy von Hand bemalt, und jede ist bezahlt, bevor sie die Werkstatt verlässt.'], packs: ['Bemalte Dose, 125 g lose'] },
  },
  {
    slug: 'tasters-notebook-set',
    name: 'Taster’s Notebook Set',
    summary: 'A tasting spoon, a notebook ruled for tasting notes and five teas to start filling it.',
    description: [
      `Our head taster chose five teas that show the range of Ceylon, from the lightest to the boldest, and wrote an introduction to tasting for the first pages of the notebook. The ${brandName} tasting spoon is the one our tasters use every day.`,
    ],
    images: ['giftLeaves', 'teawareCup'],
    packs: [{ label: 'Notebook, spoon and 5 × 20 g', sku: 'GFT-TASTER-SET' }],
    de: { name: 'Verkoster-Set mit Notizbuch', summary: 'Ein Verkostungslöffel, ein Notizbuch mit Linien für Verkostungsnotizen und fünf Tees, um es zu füllen.', description: [`Unser leitender Verkoster hat fünf Tees ausgewählt, die die Bandbreite Ceylons zeigen, vom leichtesten bis zum kräftigsten, und für die ersten Seiten des Notizbuchs eine Einführung ins Verkosten geschrieben. Der ${brandName}-Verkostungslöffel ist derselbe, den unsere Verkoster jeden Tag benutzen.`], packs: ['Notizbuch, Löffel und 5 × 20 g'] },
  },
  {
    slug: 'estate-reserve-tin',
    name: 'Estate Reserve Tin',
    summary: 'The estate manager’s own choice of the year’s best lot, in a numbered tin, sold first in Sri Lanka.',
    description: [
      'Each year the manager of our first estate sets aside one lot that stands out on the tasting bench. It is sold first at the estate and in our Colombo shop; the online shop follows when the first tins have gone.',
    ],
    images: ['giftChest', 'giftGreen'],
    // Only a Sri Lankan shop so far: the button is disabled on the GLOBAL site.
    packs: [{ label: 'Numbered tin, 100 g', sku: 'GFT-RESERVE-100', shops: ['LK'] }],
    de: { name: 'Plantagen-Reserve-Dose', summary: 'Die persönliche Wahl des Plantagenleiters: die beste Partie des Jahres in einer nummerierten Dose, zuerst in Sri Lanka erhältlich.', description: ['Jedes Jahr legt der Leiter unserer ersten Plantage eine Partie beiseite, die auf dem Verkostungstisch heraussticht. Sie wird zuerst auf der Plantage und in unserem Laden in Colombo verkauft; der Onlineshop folgt, wenn die ersten Dosen vergriffen sind.'], packs: ['Nummerierte Dose, 100 g'] },
  },
]

export const teaware: ItemSeed[] = [
  {
    slug: 'porcelain-teapot',
    name: 'White Porcelain Teapot',
    featured: true,
    summary: 'A round-bellied teapot for four cups, with a fine strainer moulded into the spout.',
    description: ['A round pot gives the leaf room to open. Ours holds 900 ml, keeps its heat and pours without dripping; the strainer behind the spout holds back the leaf.'],
    images: ['teawarePot', 'giftAfternoon'],
    packs: [{ label: 'Teapot, 900 ml', sku: 'TWR-POT-900' }],
    de: { name: 'Weiße Porzellan-Teekanne', summary: 'Eine bauchige Teekanne für vier Tassen, mit einem feinen Sieb, das in den Ausguss eingeformt ist.', description: ['Eine runde Kanne gibt dem Blatt Raum, sich zu öffnen. Unsere fasst 900 ml, hält die Wärme und gießt, ohne zu tropfen; das Sieb hinter dem Ausguss hält die Blätter zurück.'], packs: ['Teekanne, 900 ml'] },
  },
  {
    slug: 'tasting-set',
    name: 'Professional Tasting Set',
    summary: 'The lidded cup and bowl a tea taster brews in, in white porcelain.',
    description: ['Tasters brew every tea the same way: 2.8 g of leaf, boiling water and six minutes, in a lidded cup that tips into its bowl. The set lets you taste at home as they do.'],
    images: ['teawareCup', 'teawarePot'],
    packs: [{ label: 'Cup, lid and bowl', sku: 'TWR-TASTING-1' }],
    de: { name: 'Profi-Verkostungsset', summary: 'Die Tasse mit Deckel und die Schale, in denen Teeverkoster aufbrühen, aus weißem Porzellan.', description: ['Verkoster brühen jeden Tee auf dieselbe Weise auf: 2,8 g Blatt, kochendes Wasser und sechs Minuten, in einer Tasse mit Deckel, die in ihre Schale gekippt wird. Mit dem Set verkosten Sie zu Hause wie die Profis.'], packs: ['Tasse, Deckel und Schale'] },
  },
  {
    slug: 'double-walled-glass-mug',
    name: 'Double-Walled Glass Mug',
    summary: 'A glass mug that keeps tea hot and hands cool, to see the colour of the cup.',
    description: ['Two walls of borosilicate glass with air between them: the tea stays hot, the outside stays cool, and nothing hides the colour of the liquor.'],
    images: ['teawareGlass', 'giftGreen'],
    packs: [
      { label: 'One mug, 350 ml', sku: 'TWR-GLASS-350' },
      { label: 'Pair of mugs', sku: 'TWR-GLASS-PAIR', shops: ['GLOBAL', 'GB', 'AU'] },
    ],
    de: { name: 'Doppelwandiger Glasbecher', summary: 'Ein Glasbecher, der den Tee heiß und die Hände kühl hält – und die Farbe des Tees zeigt.', description: ['Zwei Wände aus Borosilikatglas mit Luft dazwischen: Der Tee bleibt heiß, die Außenseite kühl, und nichts verdeckt die Farbe des Aufgusses.'], packs: ['Ein Becher, 350 ml', 'Zwei Becher'] },
  },
  {
    slug: 'cast-iron-kettle',
    name: 'Cast Iron Kettle',
    soldIn: ['GB', 'DE', 'AU'],
    summary: 'A heavy kettle for the stove that heats water slowly and holds it hot for the second pot.',
    description: ['Cast iron heats evenly and holds its heat long after the flame is off. The enamelled inside never rusts and never flavours the water.'],
    images: ['giftLantern', 'teawarePot'],
    packs: [{ label: 'Kettle, 1.2 l', sku: 'TWR-KETTLE-12', shops: ['GB', 'DE', 'AU'] }],
    de: { name: 'Gusseiserner Wasserkessel', summary: 'Ein schwerer Kessel für den Herd, der Wasser langsam erhitzt und für die zweite Kanne heiß hält.', description: ['Gusseisen erwärmt sich gleichmäßig und hält die Wärme noch lange, nachdem die Flamme aus ist. Die emaillierte Innenseite rostet nie und gibt dem Wasser keinen Beigeschmack.'], packs: ['Kessel, 1,2 l'] },
  },
  {
    slug: 'cup-and-saucer-pair',
    name: 'Cup and Saucer Pair',
    summary: 'Two fine porcelain cups with saucers, thin-rimmed for tasting high-grown teas.',
    description: ['A thin rim lets the tea reach the tongue without the taste of the cup. The wide bowl opens the aroma of a delicate high-grown tea.'],
    images: ['teawareCup', 'giftAfternoon'],
    packs: [{ label: 'Two cups and saucers', sku: 'TWR-CUPS-2' }],
    de: { name: 'Zwei Tassen mit Untertassen', summary: 'Zwei feine Porzellantassen mit Untertassen, mit dünnem Rand zum Verkosten von Hochlandtees.', description: ['Ein dünner Rand bringt den Tee auf die Zunge, ohne dass man die Tasse schmeckt. Die weite Form öffnet das Aroma eines zarten Hochlandtees.'], packs: ['Zwei Tassen mit Untertassen'] },
  },
  {
    slug: 'glass-teapot-with-infuser',
    name: 'Glass Teapot with Infuser',
    summary: 'A clear teapot with a removable steel infuser, to stop the brew at the right moment.',
    description: ['Lift the infuser out when the tea is ready, and the pot keeps a cup that never stews. Made of heat-resistant glass, for the stove top too.'],
    images: ['teawareGlass', 'accessoryInfuser'],
    packs: [{ label: 'Teapot, 800 ml', sku: 'TWR-GLASSPOT-800' }],
    de: { name: 'Glas-Teekanne mit Teesieb', summary: 'Eine durchsichtige Teekanne mit herausnehmbarem Stahlsieb, um den Aufguss im richtigen Moment zu beenden.', description: ['Heben Sie das Sieb heraus, wenn der Tee fertig ist: So zieht nichts nach, und jede Tasse schmeckt wie die erste. Aus hitzebeständigem Glas, auch für den Herd.'], packs: ['Teekanne, 800 ml'] },
  },
  {
    slug: 'clay-tea-cups',
    name: 'Hill-Country Clay Cups',
    soldIn: ['LK'],
    summary: 'Handle-less clay cups thrown by potters near Kandy, as tea is served in the estate lines.',
    description: ['Fired from the red clay of the central hills, these cups keep tea warm in the hands. They are made in small numbers and sold in Sri Lanka only.'],
    images: ['teawareCup', 'giftLeaves'],
    packs: [{ label: 'Set of four cups', sku: 'TWR-CLAY-4', shops: ['LK'] }],
    de: { name: 'Tonbecher aus dem Hochland', summary: 'Henkellose Tonbecher, von Töpfern bei Kandy gedreht – so wird Tee in den Arbeitersiedlungen der Plantagen serviert.', description: ['Aus dem roten Ton der zentralen Berge gebrannt, halten diese Becher den Tee warm in der Hand. Sie entstehen in kleiner Zahl und sind nur in Sri Lanka erhältlich.'], packs: ['Vier Becher'] },
  },
  {
    slug: 'tea-tray-set',
    name: 'Teak Serving Tray',
    summary: 'A tray of reclaimed teak with raised edges, to carry the pot, cups and milk in one trip.',
    description: ['Cut from the beams of an old estate bungalow and oiled by hand, the tray is large enough for a pot and four cups.'],
    images: ['accessoryWood', 'teawarePot'],
    packs: [{ label: 'Tray, 50 × 35 cm', sku: 'TWR-TRAY-50' }],
    de: { name: 'Serviertablett aus Teakholz', summary: 'Ein Tablett aus wiederverwendetem Teakholz mit erhöhtem Rand, um Kanne, Tassen und Milch in einem Gang zu tragen.', description: ['Aus den Balken eines alten Plantagenbungalows geschnitten und von Hand geölt; groß genug für eine Kanne und vier Tassen.'], packs: ['Tablett, 50 × 35 cm'] },
  },
]

type CategorySeed = { slug: string; name: string; de: string }
export const accessoryCategories: CategorySeed[] = [
  { slug: 'strainers-and-infusers', name: 'Strainers and infusers', de: 'Siebe und Tee-Eier' },
  { slug: 'caddies-and-storage', name: 'Caddies and storage', de: 'Teedosen und Aufbewahrung' },
  { slug: 'cosies-and-linen', name: 'Cosies and linen', de: 'Teewärmer und Leinen' },
  { slug: 'measuring-and-timing', name: 'Measuring and timing', de: 'Dosieren und Ziehzeit' },
  { slug: 'serving', name: 'Serving', de: 'Servieren' },
]

type AccessorySeed = ItemSeed & { material: AccessoryMaterial; category: string }
export const accessories: AccessorySeed[] = [
  { slug: 'fine-mesh-strainer', name: 'Fine Mesh Tea Strainer', material: 'stainless-steel', category: 'strainers-and-infusers', images: ['accessoryInfuser', 'teawareCup'], summary: 'A fine steel mesh on a long handle, with a drip bowl to rest it in.', description: ['Fine enough to catch broken leaf grades, wide enough to rest across any cup.'], packs: [{ label: 'Strainer with drip bowl', sku: 'ACC-STRAIN-1' }], de: { name: 'Feinmaschiges Teesieb', summary: 'Ein feines Stahlgewebe am langen Griff, mit einer Abtropfschale zum Ablegen.', description: ['Fein genug für gebrochene Blattgrade, breit genug, um auf jeder Tasse zu liegen.'], packs: ['Sieb mit Abtropfschale'] } },
  { slug: 'basket-infuser', name: 'Basket Infuser', material: 'stainless-steel', category: 'strainers-and-infusers', images: ['accessoryInfuser', 'teawareGlass'], summary: 'A deep basket that fits mugs and teapots and gives the leaf room to open.', description: ['Loose leaf needs space: this basket is deep enough for whole leaf to unfurl, with a lid that doubles as a drip tray.'], packs: [{ label: 'Basket infuser', sku: 'ACC-BASKET-1' }], de: { name: 'Korb-Teesieb', summary: 'Ein tiefer Siebkorb für Becher und Teekannen, der dem Blatt Raum zum Öffnen lässt.', description: ['Loser Tee braucht Platz: Dieser Korb ist tief genug, damit sich ganze Blätter entfalten, und sein Deckel dient zugleich als Abtropfschale.'], packs: ['Korb-Teesieb'] } },
  { slug: 'glass-infuser-bottle', name: 'Glass Infuser Bottle', material: 'glass', category: 'strainers-and-infusers', soldIn: ['GB', 'DE', 'AU'], images: ['teawareGlass', 'accessoryInfuser'], summary: 'A bottle for cold-brewing tea on the go, with a filter in the neck.', description: ['Fill with cold water and a spoon of leaf in the morning; by lunch the tea is ready, smooth and never bitter.'], packs: [{ label: 'Bottle, 500 ml', sku: 'ACC-BOTTLE-500', shops: ['GB', 'DE', 'AU'] }], de: { name: 'Glasflasche mit Teesieb', summary: 'Eine Flasche, um Tee unterwegs kalt aufzugießen, mit einem Sieb im Flaschenhals.', description: ['Morgens mit kaltem Wasser und einem Löffel Tee füllen; bis zum Mittag ist der Tee fertig, mild und nie bitter.'], packs: ['Flasche, 500 ml'] } },
  { slug: 'bamboo-tea-whisk', name: 'Bamboo Whisk and Scoop', material: 'bamboo', category: 'measuring-and-timing', images: ['accessoryWood', 'giftGreen'], summary: 'A hand-cut bamboo whisk and scoop for powdered and green teas.', description: ['Split from a single piece of bamboo, the whisk froths powdered tea in seconds; the scoop measures one serving.'], packs: [{ label: 'Whisk and scoop', sku: 'ACC-WHISK-1' }], de: { name: 'Bambusbesen mit Löffel', summary: 'Ein handgeschnitzter Bambusbesen mit Löffel für Pulvertee und grünen Tee.', description: ['Aus einem einzigen Stück Bambus gespalten, schäumt der Besen Pulvertee in Sekunden auf; der Löffel misst eine Portion ab.'], packs: ['Besen und Löffel'] } },
  { slug: 'airtight-tea-caddy', name: 'Airtight Tea Caddy', material: 'stainless-steel', category: 'caddies-and-storage', featured: true, images: ['accessoryCaddy', 'giftPattern'], summary: 'A double-lidded caddy that keeps out light, air and the smell of the kitchen.', description: ['Tea takes on whatever is near it. The inner lid seals, the outer one keeps out the light; 200 g of leaf stays fresh for months.'], packs: [{ label: 'Caddy, 200 g', sku: 'ACC-CADDY-200' }, { label: 'Caddy, 500 g', sku: 'ACC-CADDY-500', shops: ['GLOBAL', 'LK', 'GB'] }], de: { name: 'Luftdichte Teedose', summary: 'Eine Dose mit zwei Deckeln, die Licht, Luft und Küchengerüche fernhält.', description: ['Tee nimmt jeden Geruch in seiner Nähe an. Der Innendeckel dichtet ab, der äußere hält das Licht fern; 200 g Tee bleiben so monatelang frisch.'], packs: ['Teedose, 200 g', 'Teedose, 500 g'] } },
  { slug: 'porcelain-storage-jar', name: 'Porcelain Storage Jar', material: 'porcelain', category: 'caddies-and-storage', images: ['teawarePot', 'accessoryCaddy'], summary: 'A glazed jar with a cork-lined lid for the tea you drink every day.', description: ['Glazed inside and out, so it never holds on to an old tea’s aroma when you change to a new one.'], packs: [{ label: 'Jar, 250 g', sku: 'ACC-JAR-250' }], de: { name: 'Vorratsdose aus Porzellan', summary: 'Eine glasierte Dose mit korkgefüttertem Deckel für den Tee, den Sie jeden Tag trinken.', description: ['Innen und außen glasiert, damit sie das Aroma eines alten Tees nicht festhält, wenn Sie zu einem neuen wechseln.'], packs: ['Dose, 250 g'] } },
  { slug: 'wooden-tea-chest', name: 'Wooden Tea Box', material: 'wood', category: 'caddies-and-storage', images: ['accessoryWood', 'giftChest'], summary: 'A box of eight compartments for tea bags, with a glass lid.', description: ['Made of mango wood from old orchard trees, with eight compartments so every tea has its place.'], packs: [{ label: 'Tea box, 8 compartments', sku: 'ACC-BOX-8' }], de: { name: 'Teebox aus Holz', summary: 'Eine Box mit acht Fächern für Teebeutel und einem Glasdeckel.', description: ['Aus dem Holz alter Mangobäume gefertigt, mit acht Fächern, damit jeder Tee seinen Platz hat.'], packs: ['Teebox, 8 Fächer'] } },
  { slug: 'linen-tea-cosy', name: 'Linen Tea Cosy', material: 'linen', category: 'cosies-and-linen', images: ['accessoryLinen', 'teawarePot'], summary: 'A padded linen cosy that keeps a pot of four cups hot for an hour.', description: ['Woven linen outside, wool wadding inside: the second cup is as hot as the first.'], packs: [{ label: 'Cosy for a 4-cup pot', sku: 'ACC-COSY-4' }], de: { name: 'Teewärmer aus Leinen', summary: 'Ein gefütterter Teewärmer aus Leinen, der eine Kanne für vier Tassen eine Stunde lang heiß hält.', description: ['Außen gewebtes Leinen, innen Wollvlies: Die zweite Tasse ist so heiß wie die erste.'], packs: ['Teewärmer für eine Kanne mit 4 Tassen'] } },
  { slug: 'linen-tea-towels', name: 'Linen Tea Towels', material: 'linen', category: 'cosies-and-linen', soldIn: ['LK', 'GB'], images: ['accessoryLinen', 'giftPattern'], summary: 'Two towels printed with the leaf of the tea bush, for drying porcelain without lint.', description: ['Linen dries fine porcelain and glass without leaving lint or streaks.'], packs: [{ label: 'Two towels', sku: 'ACC-TOWEL-2', shops: ['LK', 'GB'] }], de: { name: 'Geschirrtücher aus Leinen', summary: 'Zwei Tücher, bedruckt mit dem Blatt des Teestrauchs, um Porzellan fusselfrei zu trocknen.', description: ['Leinen trocknet feines Porzellan und Glas ohne Fusseln und Schlieren.'], packs: ['Zwei Tücher'] } },
  { slug: 'bamboo-tea-tray', name: 'Bamboo Brewing Tray', material: 'bamboo', category: 'serving', images: ['accessoryWood', 'teawareCup'], summary: 'A slatted tray that catches spills when brewing small pots the gongfu way.', description: ['Pour freely: the slats let water through to a hidden reservoir below.'], packs: [{ label: 'Tray, 35 × 22 cm', sku: 'ACC-BTRAY-35' }], de: { name: 'Teetablett aus Bambus', summary: 'Ein Lattentablett, das Verschüttetes auffängt, wenn Sie kleine Kannen nach Gongfu-Art aufbrühen.', description: ['Gießen Sie ruhig großzügig: Durch die Latten läuft das Wasser in ein verborgenes Becken darunter.'], packs: ['Tablett, 35 × 22 cm'] } },
  { slug: 'tea-timer', name: 'Three-Minute Sand Timer', material: 'glass', category: 'measuring-and-timing', images: ['teawareGlass', 'accessoryWood'], summary: 'Glass and teak, three minutes of sand: the time for most black teas.', description: ['No batteries and no beeping: turn it when the water goes in, pour when the sand runs out.'], packs: [{ label: 'Sand timer, 3 minutes', sku: 'ACC-TIMER-3' }], de: { name: 'Drei-Minuten-Sanduhr', summary: 'Glas und Teakholz, drei Minuten Sand: die Ziehzeit der meisten Schwarztees.', description: ['Keine Batterien, kein Piepen: umdrehen, wenn das Wasser aufgegossen ist, abgießen, wenn der Sand durchgelaufen ist.'], packs: ['Sanduhr, 3 Minuten'] } },
  { slug: 'measuring-spoon', name: 'Tea Measuring Spoon', material: 'stainless-steel', category: 'measuring-and-timing', images: ['accessoryCaddy', 'accessoryWood'], summary: 'A spoon that holds 2.5 g of leaf: one cup, every time.', description: ['Measured to hold the right amount of a medium leaf grade for one 200 ml cup.'], packs: [{ label: 'Measuring spoon', sku: 'ACC-SPOON-1' }], de: { name: 'Tee-Messlöffel', summary: 'Ein Löffel, der 2,5 g Tee fasst: eine Tasse, jedes Mal.', description: ['So bemessen, dass er die richtige Menge eines mittleren Blattgrads für eine Tasse von 200 ml fasst.'], packs: ['Messlöffel'] } },
  { slug: 'cast-iron-trivet', name: 'Cast Iron Trivet', material: 'cast-iron', category: 'serving', images: ['giftLantern', 'accessoryCaddy'], summary: 'A heavy trivet cast with a leaf pattern, to rest a hot pot on any table.', description: ['Raised feet keep the heat of a kettle or pot away from wood and cloth.'], packs: [{ label: 'Trivet, 18 cm', sku: 'ACC-TRIVET-18' }], de: { name: 'Untersetzer aus Gusseisen', summary: 'Ein schwerer Untersetzer mit gegossenem Blattmuster, um eine heiße Kanne auf jedem Tisch abzustellen.', description: ['Erhöhte Füße halten die Hitze von Kessel oder Kanne von Holz und Stoff fern.'], packs: ['Untersetzer, 18 cm'] } },
  { slug: 'porcelain-milk-jug', name: 'Porcelain Milk Jug', material: 'porcelain', category: 'serving', images: ['teawarePot', 'teawareCup'], summary: 'A small jug with a clean-pouring lip, matching our white teapot.', description: ['Holds milk for four cups and pours without a drop down the side.'], packs: [{ label: 'Milk jug, 200 ml', sku: 'ACC-JUG-200' }], de: { name: 'Milchkännchen aus Porzellan', summary: 'Ein kleines Kännchen mit sauber gießender Tülle, passend zu unserer weißen Teekanne.', description: ['Fasst Milch für vier Tassen und gießt, ohne dass ein Tropfen an der Seite herunterläuft.'], packs: ['Milchkännchen, 200 ml'] } },
  { slug: 'stoneware-honey-pot', name: 'Stoneware Honey Pot', material: 'stoneware', category: 'serving', soldIn: ['AU'], images: ['giftAfternoon', 'accessoryWood'], summary: 'A glazed stoneware pot with a wooden dipper, for honey with herbal teas.', description: ['Thrown and glazed by hand; the wooden dipper sits in a notch in the lid.'], packs: [{ label: 'Honey pot with dipper', sku: 'ACC-HONEY-1', shops: ['AU'] }], de: { name: 'Honigtopf aus Steinzeug', summary: 'Ein glasierter Steinzeugtopf mit Honiglöffel aus Holz, für Honig zu Kräutertees.', description: ['Von Hand gedreht und glasiert; der Holzlöffel ruht in einer Kerbe im Deckel.'], packs: ['Honigtopf mit Honiglöffel'] } },
  { slug: 'glass-tea-canister', name: 'Glass Tea Canister', material: 'glass', category: 'caddies-and-storage', images: ['teawareGlass', 'giftLeaves'], summary: 'A canister of smoked glass that shows the leaf but keeps out most of the light.', description: ['Smoked glass filters the light that fades tea, with a bamboo lid that seals with silicone.'], packs: [{ label: 'Canister, 150 g', sku: 'ACC-CANISTER-150', shops: ['GLOBAL', 'GB', 'DE', 'AU'] }], de: { name: 'Teedose aus Rauchglas', summary: 'Eine Dose aus Rauchglas, die das Blatt zeigt, aber das meiste Licht abhält.', description: ['Rauchglas filtert das Licht, das Tee verblassen lässt; der Bambusdeckel schließt mit einer Silikondichtung.'], packs: ['Dose, 150 g'] } },
]

/** Every item's own picture, by item slug: what the seed draws and uploads before the items. */
export function giftPictures(): { slug: string; spec: ImageSpec }[] {
  const shelf = (name: GiftShelf, items: ItemSeed[]) => items.map((item, index) => ({ slug: `${name}:${item.slug}`, spec: giftPictureSpec(item, name, index) }))
  return [...shelf('gift', gifts), ...shelf('teaware', teaware), ...shelf('accessory', accessories)]
}

/** The media ids of the items' own pictures, by `shelf:slug`. */
async function ensureGiftPictures(payload: Payload): Promise<Map<string, number>> {
  const pictures = giftPictures()
  const ids = await ensureImages(payload, pictures.map(({ spec }) => spec))
  return new Map(pictures.map(({ slug, spec }) => [slug, ids.get(spec.filename)!]))
}

const galleryOf = (own: number | undefined, item: ItemSeed, media: MediaIds) => [
  ...(own === undefined ? [] : [{ image: own }]),
  ...item.images.map((image) => ({ image: media[image] })),
]

function itemData(item: ItemSeed, kind: GiftTea['kind'], order: number, media: MediaIds, own: number | undefined, locale: Locale) {
  const copy = copyOf(item, locale)
  return {
    name: copy.name,
    slug: item.slug,
    kind,
    order,
    featured: Boolean(item.featured),
    ...soldFields(item),
    summary: copy.summary,
    description: richText(copy.description),
    images: galleryOf(own, item, media),
    price_note: copy.priceNote,
    packs: packs(item, locale),
    country: 'GLOBAL' as const,
    seo: seo(copy, KEYWORDS[kind ?? 'gift'][locale]),
    _status: 'published' as const,
  } as Omit<GiftTea, 'id' | 'createdAt' | 'updatedAt'>
}

const globalSlug = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

/** Gifts, teaware and accessories, each with its own picture uploaded once for all three shelves. */
export async function seedShelves(payload: Payload, media: MediaIds): Promise<number> {
  const own = await ensureGiftPictures(payload)
  return (await seedGifts(payload, media, own)) + (await seedAccessories(payload, media, own))
}

async function seedGifts(payload: Payload, media: MediaIds, own: Map<string, number>): Promise<number> {
  let created = 0
  const all = [...gifts.map((item) => ['gift', item] as const), ...teaware.map((item) => ['teaware', item] as const)]
  for (const [index, [kind, item]] of all.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'gift-teas',
      where: globalSlug(item.slug),
      translated: true,
      data: (locale) => itemData(item, kind, index, media, own.get(`${kind}:${item.slug}`), locale),
    })
    if (made) created++
  }
  return created
}

async function seedAccessories(payload: Payload, media: MediaIds, own: Map<string, number>): Promise<number> {
  let created = 0
  for (const [order, category] of accessoryCategories.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'accessory-categories',
      where: globalSlug(category.slug),
      translated: true,
      data: (locale) => ({ slug: category.slug, name: locale === 'de' ? category.de : category.name, order, country: 'GLOBAL', _status: 'published' }),
    })
    if (made) created++
  }
  const { docs } = await payload.find({ collection: 'accessory-categories', where: { country: { equals: 'GLOBAL' } }, depth: 0, pagination: false, select: { slug: true } })
  const categoryIds = new Map(docs.map((doc) => [doc.slug, doc.id]))
  for (const [order, item] of accessories.entries()) {
    const category = categoryIds.get(item.category)
    if (category === undefined) continue
    const made = await upsertDocument(payload, {
      collection: 'accessories',
      where: globalSlug(item.slug),
      translated: true,
      data: (locale) =>
        ({
          name: copyOf(item, locale).name,
          slug: item.slug,
          order,
          ...soldFields(item),
          material: item.material,
          category,
          summary: copyOf(item, locale).summary,
          description: richText(copyOf(item, locale).description),
          images: galleryOf(own.get(`accessory:${item.slug}`), item, media),
          packs: packs(item, locale),
          country: 'GLOBAL',
          seo: seo(copyOf(item, locale), KEYWORDS.accessory[locale]),
          _status: 'published',
        }) as Omit<Accessory, 'id' | 'createdAt' | 'updatedAt'>,
    })
    if (made) created++
  }
  return created
}
