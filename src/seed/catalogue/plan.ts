import type { CaffeineLevel } from '@/lib/catalogue/kinds'
import { brand } from '@/site.config'
import { liquorOf } from './pack-shots'
import { ingredients as allIngredients } from './ingredients'
import { ADJECTIVES, AMOUNT_NOTES, APPEARANCE, AROMA_BY_FLAVOUR, DESCRIPTION, FLAVOUR_PHRASES, FORMAT_PHRASES, germanList, PACKED_AT_SOURCE, PACKS, TASTE, TYPE_WORDS, type Words } from './phrases'
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

const ingredientName = (slug: string) => slug.replace(/-/g, ' ').replace('ceylon ', 'Ceylon ')
/** An ingredient's German name, as its own page has it (./ingredients.ts). */
const ingredientNameDe = (slug: string) => allIngredients.find((one) => one.slug === slug)?.copy.de?.name ?? ingredientName(slug)

/**
 * A tea's one-line blurb from everything that sets it apart (type, garden or region, what is
 * blended in, its first two flavours, its format and, where all that matches another's, its range),
 * so no two seeded teas share one. The German is built from the same choices, so it is as distinct.
 */
function summaryOf(
  tea: { name: string; type: string; place: string; estateWord?: string; ingredients: string[]; flavours: string[]; format: string; index: number },
  rangeName: string,
  taken?: Set<string>,
): Words {
  const from = tea.estateWord ? DESCRIPTION.ourGarden(tea.estateWord, tea.place) : { en: tea.place, de: tea.place }
  const blended = tea.ingredients.slice(0, 3)
  const notes = tea.flavours.slice(0, 2).map((flavour) => FLAVOUR_PHRASES[flavour]!)
  const adjective = pick(ADJECTIVES[tea.type] ?? ADJECTIVES['black-tea']!, tea.index + tea.name.length)
  const kind = TYPE_WORDS[tea.type]!
  const format = FORMAT_PHRASES[tea.format] ?? PACKED_AT_SOURCE
  const en = `${adjective.en} ${kind.en} from ${from.en}${blended.length ? ` blended with ${blended.map(ingredientName).join(', ')}` : ''}, with ${notes.map((note) => note.en).join(' and ')}, ${format.en}`
  const de = `${adjective.de} ${kind.de} aus ${from.de}${blended.length ? `, verfeinert mit ${germanList(blended.map(ingredientNameDe))}` : ''}: ${germanList(notes.map((note) => note.de))}. ${format.de}`
  // Two teas alike in all of that still differ by range.
  if (!taken?.has(`${en}.`)) {
    taken?.add(`${en}.`)
    return { en: `${en}.`, de }
  }
  const fromRange = DESCRIPTION.fromRange(rangeName)
  taken.add(`${en}${fromRange.en}`)
  return { en: `${en}${fromRange.en}`, de: `${de}${fromRange.de}` }
}

function amountNoteOf(format: string): Words {
  if (format === 'iced-tea') return AMOUNT_NOTES.iced
  if (format === 'cordial') return AMOUNT_NOTES.cordial
  return format === 'tea-bags' || format === 'pyramid-bags' ? AMOUNT_NOTES.bag : AMOUNT_NOTES.spoon
}

function brewingOf(type: string, format: string, flavours: string[]): ProductPlan['brewing'] {
  const note = amountNoteOf(format).en
  if (format === 'iced-tea' || format === 'cordial') return { water_temperature_c: null, steep_minutes: null, amount_grams: null, amount_note: note, milk: 'no' }
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
  const tagline = range.copy.en.tagline
  const belongs = DESCRIPTION.belongs(name, rangeName)
  const more = ingredients.length ? DESCRIPTION.blended(ingredients.map(ingredientName).join(', '), germanList(ingredients.map(ingredientNameDe))) : DESCRIPTION.gardens(place)
  const packSizes = PACKS[format] ?? PACKS['tea-bags']!
  const packs = packSizes.map(([label, weight], n) => {
    const sku = `${slug.slice(0, 40).toUpperCase()}-${weight}`.replace(/[^A-Z0-9-]/g, '')
    return {
      label: label.en,
      weight_grams: weight,
      sku,
      shop_links: pick(SHOP_PATTERNS, index + n).map((country) => ({ country, url: `https://shop.${brand}.example/${country.toLowerCase()}/${slugify(sku)}` })),
    }
  })
  const appearance = pick(APPEARANCE[type] ?? APPEARANCE['black-tea']!, index)
  const aroma = AROMA_BY_FLAVOUR[flavours[0]!]!
  const taste = pick(TASTE[type] ?? TASTE['black-tea']!, index)
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
    summary: summary.en,
    description: [`${belongs.en} ${tagline.charAt(0).toLowerCase()}${tagline.slice(1)} ${summary.en}`, more.en],
    tasting: { appearance: appearance.en, aroma: aroma.en, taste: taste.en },
    brewing: brewingOf(type, format, flavours),
    images: [liquorOf({ ingredients, type, format }), range.image],
    packs,
    soldEverywhere: !onlyLk && !gbDe,
    soldIn: onlyLk ? ['LK'] : gbDe ? (range.family === 'private-reserve' ? ['GB', 'AU', 'LK'] : ['GB', 'DE']) : [],
    de: {
      name,
      summary: summary.de,
      description: [`${belongs.de} ${range.copy.de?.tagline ?? tagline} ${summary.de}`, more.de],
      tasting: { appearance: appearance.de, aroma: aroma.de, taste: taste.de },
      amount_note: amountNoteOf(format).de,
      packLabels: packSizes.map(([label]) => label.de),
    },
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
