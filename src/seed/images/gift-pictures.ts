import { brandName } from '@/site.config'
import type { ImageSpec } from './render'
import type { PackKind } from './scenes/pack'
import type { Thing } from './scenes/objects'
import { LIQUOR } from './tea-colours'

/**
 * Every gift, teaware item and accessory's own picture. Teaware, accessories and hampers are drawn
 * as themselves (a teapot, a strainer, a basket: OBJECTS); gifts of packed tea as their pack, a box
 * (or a tin for caddies and tins) in a colour of its own, its label naming the brand, the shelf and
 * the item. The alt texts say what is drawn, in both languages.
 */
export type GiftShelf = 'gift' | 'teaware' | 'accessory'

type Colour = { en: string; de: string; main: string; accent: string }

const COLOURS: Colour[] = [
  { en: 'deep green', de: 'tiefgrüne', main: '#1f5a3d', accent: '#e9dcb5' },
  { en: 'claret', de: 'weinrote', main: '#7a1f2b', accent: '#f1e2c2' },
  { en: 'midnight blue', de: 'nachtblaue', main: '#1e3152', accent: '#e7d49a' },
  { en: 'saffron', de: 'safrangelbe', main: '#c98a1c', accent: '#fbf1d8' },
  { en: 'teal', de: 'petrolfarbene', main: '#1d6a6a', accent: '#f3e6c4' },
  { en: 'terracotta', de: 'terrakottafarbene', main: '#a94f2c', accent: '#f7e8d2' },
  { en: 'plum', de: 'pflaumenfarbene', main: '#5b2a4e', accent: '#eedcb6' },
  { en: 'cream', de: 'cremefarbene', main: '#efe3c6', accent: '#2c4a36' },
]

/** The shelf's name on the label, the item described in a phrase per language, and where its colours start. */
const SHELF: Record<GiftShelf, { label: string; en: string; de: string; firstColour: number }> = {
  gift: { label: 'Gifts of Tea', en: `a ${brandName} gift`, de: `ein Geschenk von ${brandName}`, firstColour: 0 },
  teaware: { label: 'Teaware', en: `${brandName} teaware`, de: `Teegeschirr von ${brandName}`, firstColour: 3 },
  accessory: { label: 'Tea Accessories', en: `a ${brandName} tea accessory`, de: `Teezubehör von ${brandName}`, firstColour: 5 },
}

const PACK_WORDS: Record<'box' | 'tin', { en: string; de: string }> = {
  box: { en: 'box', de: 'Schachtel' },
  tin: { en: 'tin', de: 'Dose' },
}

/** A stable colour per item, spread over the palette by the item's place in its list. */
const colourAt = (index: number) => COLOURS[index % COLOURS.length]!

const packOf = (slug: string): 'box' | 'tin' => (/(^|-)(tins?|caddy|canister)(-|$)/.test(slug) ? 'tin' : 'box')

type Drawn = { things: Thing[]; en: string; de: string }
const one = (what: Thing['what'], en: string, de: string, colour?: string): Drawn => ({ things: [{ what, colour }], en, de })

/** The items drawn as the objects they are, by slug, with what the picture shows in words. */
const OBJECTS: Record<string, Drawn> = {
  'afternoon-tea-hamper': one('hamper', 'a woven wicker hamper with a handle, two tea tins, a linen napkin and a jar of shortbread inside', 'ein geflochtener Weidenkorb mit Henkel, darin zwei Teedosen, eine Leinenserviette und ein Glas Shortbread'),
  'porcelain-teapot': one('teapot', 'a white porcelain teapot with a gold line, steam rising from the spout', 'eine weiße Porzellankanne mit Goldrand, aus deren Tülle Dampf steigt'),
  'tasting-set': one('tastingSet', 'a white lidded tasting mug beside its tasting bowl of amber tea', 'ein weißer Verkostungsbecher mit Deckel neben seiner Schale mit bernsteinfarbenem Tee'),
  'double-walled-glass-mug': one('mug', 'a clear double-walled glass mug of amber tea that seems to float inside the glass', 'ein doppelwandiger Glasbecher, in dem der bernsteinfarbene Tee zu schweben scheint'),
  'cast-iron-kettle': one('kettle', 'a black cast-iron kettle with a dotted surface and an arched handle', 'ein schwarzer Kessel aus Gusseisen mit genoppter Oberfläche und gebogenem Henkel'),
  'cup-and-saucer-pair': { things: [{ what: 'cup' }, { what: 'cup' }], en: 'two white porcelain cups of tea on their saucers', de: 'zwei weiße Porzellantassen mit Tee auf ihren Untertassen' },
  'glass-teapot-with-infuser': one('glassTeapot', 'a clear glass teapot of amber tea with a steel infuser inside', 'eine klare Glaskanne mit bernsteinfarbenem Tee und einem Stahlsieb darin'),
  'clay-tea-cups': one('clayCups', 'two handleless terracotta clay cups of tea', 'zwei henkellose Tonbecher aus Terrakotta mit Tee'),
  'tea-tray-set': one('tray', 'a teak serving tray with raised handles, a cup and a small white teapot on it', 'ein Serviertablett aus Teak mit Griffen, darauf eine Tasse und eine kleine weiße Kanne'),
  'fine-mesh-strainer': one('strainer', 'a fine steel mesh tea strainer on a long handle beside its drip bowl', 'ein feines Teesieb aus Stahlgewebe mit langem Griff neben seiner Abtropfschale'),
  'basket-infuser': one('basketInfuser', 'a deep steel mesh basket infuser with tea leaves inside and its lid beside it', 'ein tiefes Korbsieb aus Stahlgewebe mit Teeblättern darin, daneben sein Deckel'),
  'glass-infuser-bottle': one('infuserBottle', 'a glass bottle of cold-brewed tea with a steel filter in the neck and a green cap', 'eine Glasflasche mit kalt aufgegossenem Tee, einem Stahlfilter im Hals und grünem Verschluss'),
  'bamboo-tea-whisk': one('whisk', 'a bamboo tea whisk standing on its handle beside a bamboo scoop', 'ein Teebesen aus Bambus, auf dem Griff stehend, neben einem Bambuslöffel'),
  'airtight-tea-caddy': one('caddy', 'a brushed steel tea caddy with a double lid and a small leaf label', 'eine Teedose aus gebürstetem Stahl mit Doppeldeckel und kleinem Blattetikett'),
  'porcelain-storage-jar': one('jar', 'a round white glazed porcelain jar with a cork lid and a blue line', 'ein runder, weiß glasierter Porzellantopf mit Korkdeckel und blauer Linie'),
  'wooden-tea-chest': one('woodBox', 'a mango-wood tea box with compartments under a glass lid', 'eine Teebox aus Mangoholz mit Fächern unter einem Glasdeckel'),
  'linen-tea-cosy': one('cosy', 'a padded sage-green linen tea cosy over a teapot, its spout showing', 'eine gepolsterte, salbeigrüne Teehaube aus Leinen über einer Kanne, deren Tülle hervorschaut'),
  'linen-tea-towels': one('towels', 'two folded linen tea towels printed with green tea leaves', 'zwei gefaltete Geschirrtücher aus Leinen mit aufgedruckten grünen Teeblättern'),
  'bamboo-tea-tray': one('tray', 'a slatted bamboo brewing tray with a cup and a small teapot on it', 'ein Brühtablett aus Bambuslatten, darauf eine Tasse und eine kleine Kanne', '#c9a66b'),
  'tea-timer': one('timer', 'a three-minute sand timer in a teak frame', 'eine Drei-Minuten-Sanduhr in einem Rahmen aus Teak'),
  'measuring-spoon': one('spoon', 'a steel tea measuring spoon of loose black leaf on the table', 'ein Teemesslöffel aus Stahl mit losem schwarzem Tee auf dem Tisch'),
  'cast-iron-trivet': one('trivet', 'a round black cast-iron trivet with a pattern of leaves', 'ein runder Untersetzer aus schwarzem Gusseisen mit Blättermuster'),
  'porcelain-milk-jug': one('jug', 'a small white porcelain milk jug with a pouring lip', 'ein kleines weißes Milchkännchen aus Porzellan mit Ausguss'),
  'stoneware-honey-pot': one('honeyPot', 'a glazed brown stoneware honey pot with a wooden dipper', 'ein braun glasierter Honigtopf aus Steinzeug mit hölzernem Honiglöffel'),
  'glass-tea-canister': one('canister', 'a smoked glass tea canister of green leaf with a bamboo lid', 'eine Teedose aus Rauchglas mit grünem Tee und Bambusdeckel'),
}

/** Each item drawn as itself (OBJECTS), named in the alt text before what the picture shows. */
function objectPicture(item: { slug: string; name: string }, shelf: GiftShelf, drawn: Drawn): ImageSpec {
  return {
    filename: `dalumara-item-${shelf}-${item.slug}-drawn.webp`,
    width: 800,
    height: 800,
    palette: 'morning',
    scene: { kind: 'objects', things: drawn.things, tea: LIQUOR['black-tea'] as [string, string] },
    alt: `${item.name}: ${drawn.en}, on a wooden table`,
    altDe: `${item.name}: ${drawn.de}, auf einem Holztisch`,
  }
}

export function giftPictureSpec(item: { slug: string; name: string; packs: { label: string }[] }, shelf: GiftShelf, index: number): ImageSpec {
  const drawn = OBJECTS[item.slug]
  if (drawn) return objectPicture(item, shelf, drawn)
  const colour = colourAt(index + SHELF[shelf].firstColour)
  const pack: PackKind = packOf(item.slug)
  const words = PACK_WORDS[pack]
  return {
    filename: `dalumara-item-${shelf}-${item.slug}.webp`,
    width: 800,
    height: 800,
    palette: 'morning',
    scene: {
      kind: 'pack',
      pack,
      main: colour.main,
      accent: colour.accent,
      liquor: LIQUOR['black-tea'] as [string, string],
      brand: brandName,
      range: SHELF[shelf].label,
      name: item.name,
      detail: item.packs[0]?.label ?? '',
      piece: '#4f7a3a',
    },
    alt: `${item.name}, ${SHELF[shelf].en}: a ${colour.en} ${words.en} whose label reads “${item.name}”, on a light table beside a few tea leaves`,
    altDe: `${item.name}, ${SHELF[shelf].de}: eine ${colour.de} ${words.de} mit der Aufschrift „${item.name}“, auf einem hellen Tisch neben ein paar Teeblättern`,
  }
}
