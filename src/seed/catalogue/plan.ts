import type { CaffeineLevel } from '@/lib/catalogue/kinds'
import { brand } from '@/site.config'
import { liquorOf } from './pack-shots'
import { ranges as allRanges, type RangeSeed } from './ranges'
import type { ProductPlan } from './types'


export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f’']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const has = (name: string, ...words: string[]) => words.some((word) => new RegExp(`\\b${word}`, 'i').test(name))

const REGIONS = ['Uva', 'Dimbula', 'Nuwara Eliya', 'Kandy', 'Ruhuna', 'Uda Pussellawa', 'Sabaragamuwa'] as const
/** Our estates (src/seed/estates.ts) by the region or estate word in a name. */
const ESTATES: Record<string, string> = { Kirikanda: 'kirikanda', Malhena: 'malhena', Hethumalee: 'hethumalee', Hilmara: 'hilmara-gardens', Ambagolla: 'ambagolla-garden' }
const ESTATE_REGION: Record<string, string> = { Kirikanda: 'Uva', Malhena: 'Dimbula', Hethumalee: 'Ruhuna', Hilmara: 'Nuwara Eliya', Ambagolla: 'Kandy' }

const INGREDIENT_WORDS: [string[], string[]][] = [
  [['Ginger'], ['ginger']],
  [['Lemongrass'], ['lemongrass']],
  [['Cinnamon'], ['ceylon-cinnamon']],
  [['Cardamom'], ['cardamom']],
  [['Mint', 'Peppermint'], ['peppermint']],
  [['Chamomile'], ['chamomile']],
  [['Hibiscus'], ['hibiscus']],
  [['Rose'], ['rose-petals']],
  [['Moringa'], ['moringa']],
  [['Gotu'], ['gotu-kola']],
  [['Orange'], ['orange-peel']],
  [['Vanilla'], ['vanilla']],
  [['Chai', 'Masala', 'Spice', 'Spiced'], ['ceylon-cinnamon', 'cardamom', 'ginger']],
]

const FLAVOUR_WORDS: [string[], string][] = [
  [['Lemon', 'Lime', 'Orange', 'Earl', 'Citrus'], 'citrus'],
  [['Rose', 'Jasmine', 'Chamomile', 'Nuwara', 'Hilmara'], 'floral'],
  [['Peach', 'Mango', 'Strawberry', 'Berry', 'Blackcurrant', 'Passion', 'Apple', 'Fruit'], 'fruity'],
  [['Ginger', 'Cinnamon', 'Cardamom', 'Chai', 'Spice', 'Spiced', 'Clove', 'Masala'], 'spicy'],
  [['Breakfast', 'Strong', 'Ruhuna', 'Lowgrown', 'Hethumalee', 'Family'], 'malty'],
  [['Lapsang', 'Smoky', 'Elixir Original'], 'smoky'],
  [['Vanilla', 'Honey', 'Golden', 'Gold', 'Tips'], 'honeyed'],
  [['Mint', 'Peppermint'], 'minty'],
  [['Gotu', 'Moringa', 'Root'], 'earthy'],
]

const TYPE_WORDS: Record<string, string> = {
  'black-tea': 'black tea',
  'green-tea': 'green tea',
  'white-tea': 'white tea',
  'oolong-tea': 'oolong',
  'herbal-infusion': 'herbal infusion',
  'flavoured-tea': 'flavoured tea',
}

function typeOf(range: RangeSeed, name: string): string {
  if (has(name, 'Infusion') || range.type === 'herbal-infusion') return 'herbal-infusion'
  if (has(name, 'Oolong')) return 'oolong-tea'
  if (has(name, 'White', 'Silver Tips')) return 'white-tea'
  if (has(name, 'Green', 'Gunpowder', 'Hyson')) return 'green-tea'
  return range.type
}

function caffeineOf(type: string, name: string, format: string): CaffeineLevel {
  if (type === 'herbal-infusion') return 'none'
  if (has(name, 'Decaf')) return 'low'
  if (type === 'green-tea' || type === 'white-tea' || format === 'iced-tea' || format === 'cordial') return 'low'
  if (type === 'oolong-tea' || type === 'flavoured-tea') return 'medium'
  return 'high'
}

function moodsOf(type: string, flavours: string[], format: string, caffeine: CaffeineLevel, range: RangeSeed): string[] {
  const moods = new Set<string>()
  if (caffeine === 'none') moods.add('restful').add('relaxing')
  if (caffeine === 'high') moods.add('energising')
  if (type === 'green-tea' || type === 'white-tea') moods.add('focused')
  if (flavours.includes('malty') || flavours.includes('spicy')) moods.add('comforting')
  if (flavours.includes('fruity') || flavours.includes('citrus') || flavours.includes('minty') || format === 'iced-tea' || format === 'cordial') moods.add('refreshing')
  if (flavours.includes('floral') || flavours.includes('honeyed')) moods.add('uplifting')
  if (format === 'gift-tins' || ['commerative-tea', `${brand}-silver-jubilee-gourmet`, 'teamakers-private-reserve', 't-series-designer-gourmet-tea'].includes(range.slug)) moods.add('celebratory')
  if (moods.size === 0) moods.add('focused')
  return [...moods].slice(0, 3)
}

const ADJECTIVES: Record<string, string[]> = {
  'black-tea': ['A bright, brisk', 'A full-bodied', 'A rich, coppery', 'A smooth, rounded', 'A lively'],
  'green-tea': ['A fresh, pale', 'A clean, delicate', 'A soft, grassy'],
  'white-tea': ['A silky, pale', 'A delicate'],
  'oolong-tea': ['A toasty, rounded', 'A fragrant'],
  'herbal-infusion': ['A soothing, caffeine-free', 'A fragrant, caffeine-free', 'A warming, caffeine-free'],
  'flavoured-tea': ['A cheerful', 'A fragrant', 'A bright'],
}

const FLAVOUR_PHRASES: Record<string, string> = {
  citrus: 'a zesty citrus lift',
  floral: 'a soft floral fragrance',
  fruity: 'ripe fruit in every sip',
  spicy: 'the warmth of island spices',
  malty: 'a deep, malty body',
  smoky: 'a whisper of wood smoke',
  honeyed: 'a natural honeyed sweetness',
  minty: 'a cool mint finish',
  earthy: 'gentle earthy notes',
  grassy: 'the fresh taste of young leaf',
}

const FORMAT_PHRASES: Record<string, string> = {
  'tea-bags': 'in tea bags for an easy cup',
  'loose-leaf': 'as loose leaf for the pot',
  'pyramid-bags': 'in roomy pyramid bags',
  'iced-tea': 'brewed and bottled cold',
  cordial: 'as a cordial to mix with water',
  'gift-tins': 'in a tin made for giving',
}

const ingredientName = (slug: string) => slug.replace(/-/g, ' ').replace('ceylon ', 'Ceylon ')

/**
 * A tea's one-line blurb from everything that sets it apart (type, garden or region, what is
 * blended in, its first two flavours, its format and, where all that matches another's, its range),
 * so no two seeded teas share one.
 */
function summaryOf(
  tea: { name: string; type: string; place: string; estateWord?: string; ingredients: string[]; flavours: string[]; format: string; index: number },
  rangeName: string,
  taken?: Set<string>,
): string {
  const from = tea.estateWord ? `our ${tea.estateWord} garden in ${tea.place}` : tea.place
  const blended = tea.ingredients.length ? ` blended with ${tea.ingredients.slice(0, 3).map(ingredientName).join(', ')}` : ''
  const notes = tea.flavours.slice(0, 2).map((flavour) => FLAVOUR_PHRASES[flavour]).join(' and ')
  const adjective = pick(ADJECTIVES[tea.type] ?? ADJECTIVES['black-tea']!, tea.index + tea.name.length)
  const summary = `${adjective} ${TYPE_WORDS[tea.type]} from ${from}${blended}, with ${notes}, ${FORMAT_PHRASES[tea.format] ?? 'packed at the source'}`
  // Two teas alike in all of that still differ by range.
  const distinct = taken?.has(`${summary}.`) ? `${summary}, from our ${rangeName} range.` : `${summary}.`
  taken?.add(distinct)
  return distinct
}

const APPEARANCE: Record<string, string[]> = {
  'black-tea': ['Bright coppery liquor; dark, even leaf.', 'Deep amber liquor with a golden rim; wiry black leaf.', 'Reddish-brown liquor; tightly rolled leaf with a few golden tips.'],
  'green-tea': ['Pale jade liquor; twisted olive-green leaf.', 'Light yellow-green liquor; rolled green leaf that opens in the pot.'],
  'white-tea': ['Pale straw liquor; downy silver buds.'],
  'oolong-tea': ['Golden-orange liquor; large, loosely rolled leaf.'],
  'herbal-infusion': ['Clear golden infusion; herbs, petals and roots in the bag.', 'Ruby-red infusion; whole petals and peel.'],
  'flavoured-tea': ['Amber liquor; black leaf with pieces of fruit and petals.', 'Bright orange liquor; leaf flecked with fruit.'],
}

const AROMA_BY_FLAVOUR: Record<string, string> = {
  citrus: 'Fresh citrus peel over toasted leaf.',
  floral: 'Flowery, with a hint of rose.',
  fruity: 'Ripe fruit and warm leaf.',
  spicy: 'Cinnamon and ginger, warm and sweet.',
  malty: 'Malt, bread crust and dried fruit.',
  smoky: 'Wood smoke and dark leaf.',
  honeyed: 'Honey and caramel.',
  minty: 'Cool and minty.',
  earthy: 'Green herbs and damp earth after rain.',
  grassy: 'Cut grass and steamed greens.',
}

const TASTE: Record<string, string[]> = {
  'black-tea': ['Brisk and bright, with a clean, dry finish.', 'Full and smooth, with a long malty finish.', 'Lively and rounded; takes milk well.'],
  'green-tea': ['Fresh and sweet, with a light, clean finish.', 'Soft and savoury, never bitter when brewed cool.'],
  'white-tea': ['Silky and sweet, with notes of melon and hay.'],
  'oolong-tea': ['Toasty and sweet, with a peachy finish.'],
  'herbal-infusion': ['Gentle and warming, naturally sweet.', 'Tart and refreshing, good hot or iced.'],
  'flavoured-tea': ['Fruity and bright over a light black tea.', 'Sweet and fragrant, with a brisk tea base.'],
}

function brewingOf(type: string, format: string, flavours: string[]): ProductPlan['brewing'] {
  if (format === 'iced-tea') return { water_temperature_c: null, steep_minutes: null, amount_grams: null, amount_note: 'Ready to drink: serve well chilled.', milk: 'no' }
  if (format === 'cordial') return { water_temperature_c: null, steep_minutes: null, amount_grams: null, amount_note: 'One part cordial to five parts still or sparkling water.', milk: 'no' }
  const bag = format === 'tea-bags' || format === 'pyramid-bags'
  const note = bag ? 'One bag per cup' : 'One heaped teaspoon per cup'
  switch (type) {
    case 'green-tea':
      return { water_temperature_c: 80, steep_minutes: 2, amount_grams: 2, amount_note: note, milk: 'no' }
    case 'white-tea':
      return { water_temperature_c: 75, steep_minutes: 3, amount_grams: 2, amount_note: note, milk: 'no' }
    case 'oolong-tea':
      return { water_temperature_c: 90, steep_minutes: 3, amount_grams: 3, amount_note: note, milk: 'no' }
    case 'herbal-infusion':
      return { water_temperature_c: 100, steep_minutes: 5, amount_grams: 2.5, amount_note: note, milk: 'no' }
    default:
      return { water_temperature_c: 95, steep_minutes: flavours.includes('malty') ? 4 : 3, amount_grams: 2.5, amount_note: note, milk: flavours.includes('malty') ? 'recommended' : 'optional' }
  }
}

const PACKS: Record<string, [string, number][]> = {
  'tea-bags': [['25 tea bags', 50], ['100 tea bags', 200]],
  'loose-leaf': [['125 g loose leaf', 125], ['250 g loose leaf', 250]],
  'pyramid-bags': [['20 pyramid bags', 40]],
  'iced-tea': [['6 × 330 ml glass bottles', 1980], ['12 × 250 ml tetra packs', 3000]],
  cordial: [['500 ml bottle', 500]],
  'gift-tins': [['100 g gift tin', 100]],
}

/** Where each pack can be bought: patterns that leave some countries without a link (a disabled "Buy now"). */
const SHOP_PATTERNS: string[][] = [
  ['GLOBAL', 'GB', 'DE', 'AU', 'LK'],
  ['GLOBAL', 'GB'],
  ['GLOBAL', 'AU', 'LK'],
  ['LK'],
  ['GLOBAL', 'DE', 'GB'],
]

/** Picks a stable element for a number. */
const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!

export function planProduct(
  range: RangeSeed,
  name: string,
  index: number,
  { slug = slugify(name), featured = false, blurbsTaken }: { slug?: string; featured?: boolean; blurbsTaken?: Set<string> } = {},
): ProductPlan {
  const format = pick(range.formats, index)
  const type = typeOf(range, name)
  const estateWord = Object.keys(ESTATES).find((word) => has(name, word))
  const regionWord = REGIONS.find((region) => has(name, region))
  const origin = `${estateWord ? ESTATE_REGION[estateWord] : (regionWord ?? pick(REGIONS, index))}, Sri Lanka`
  const ingredients = [...new Set(INGREDIENT_WORDS.filter(([words]) => has(name, ...words)).flatMap(([, slugs]) => slugs))]
  let flavours = FLAVOUR_WORDS.filter(([words]) => has(name, ...words)).map(([, flavour]) => flavour)
  if (type === 'green-tea' || type === 'white-tea') flavours.push('grassy')
  if (flavours.length === 0) flavours = [type === 'black-tea' ? pick(['malty', 'citrus', 'floral', 'honeyed'], index) : pick(['fruity', 'floral', 'earthy'], index)]
  flavours = [...new Set(flavours)].slice(0, 3)
  const caffeine = caffeineOf(type, name, format)
  const moods = moodsOf(type, flavours, format, caffeine, range)
  const place = origin.replace(', Sri Lanka', '')
  const rangeName = range.copy.en.name
  const summary = summaryOf({ name, type, place, estateWord, ingredients, flavours, format, index }, rangeName, blurbsTaken)
  const description = [
    `${name} belongs to our ${rangeName} range: ${range.copy.en.tagline.charAt(0).toLowerCase()}${range.copy.en.tagline.slice(1)} ${summary}`,
    ingredients.length
      ? `Blended in Sri Lanka with ${ingredients.map(ingredientName).join(', ')}, and nothing artificial.`
      : `The leaf comes from the gardens of ${place}, where it is plucked by hand and made in small batches.`,
  ]
  const packs = (PACKS[format] ?? PACKS['tea-bags']!).map(([label, weight], n) => {
    const sku = `${slug.slice(0, 40).toUpperCase()}-${weight}`.replace(/[^A-Z0-9-]/g, '')
    return {
      label,
      weight_grams: weight,
      sku,
      shop_links: pick(SHOP_PATTERNS, index + n).map((country) => ({ country, url: `https://shop.${brand}.example/${country.toLowerCase()}/${slugify(sku)}` })),
    }
  })
  const onlyLk = index % 9 === 4
  const gbDe = index % 9 === 7 || range.family === 'private-reserve'
  return {
    slug,
    name,
    range: range.slug,
    format,
    type,
    moods,
    flavours,
    ingredients,
    caffeine,
    isInfusion: type === 'herbal-infusion',
    flush: has(name, 'Seasonal Flush') ? (has(name, 'Uva') ? 'uva' : 'western') : null,
    featured,
    origin,
    estate: estateWord ? ESTATES[estateWord]! : null,
    summary,
    description,
    tasting: {
      appearance: pick(APPEARANCE[type] ?? APPEARANCE['black-tea']!, index),
      aroma: AROMA_BY_FLAVOUR[flavours[0]!]!,
      taste: pick(TASTE[type] ?? TASTE['black-tea']!, index),
    },
    brewing: brewingOf(type, format, flavours),
    images: [liquorOf({ ingredients, type, format }), range.image],
    packs,
    soldEverywhere: !onlyLk && !gbDe,
    soldIn: onlyLk ? ['LK'] : gbDe ? (range.family === 'private-reserve' ? ['GB', 'AU', 'LK'] : ['GB', 'DE']) : [],
  }
}

/** Every demo product: the teas of every range, the first of each range featured. */
export function planCatalogue(ranges: RangeSeed[]): ProductPlan[] {
  let index = 0
  const blurbsTaken = new Set<string>()
  return ranges.flatMap((range) => range.teas.map((name, n) => planProduct(range, name, index++, { featured: n === 0, blurbsTaken })))
}

/** A generated product of the scale fixture (./scale.ts): one of a range's teas, made distinct by a lot number. */
export function scalePlan(n: number): ProductPlan {
  const range = allRanges[n % allRanges.length]!
  const tea = range.teas[Math.floor(n / allRanges.length) % range.teas.length]!
  return planProduct(range, `${tea} Lot ${n}`, n, { slug: `${slugify(tea)}-lot-${n}` })
}
