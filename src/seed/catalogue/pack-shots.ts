import { brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import type { ImageSpec } from '../images/render'
import type { PackKind } from '../images/scenes/pack'
import { botanical as botanicalBySlug, fruitColour, LIQUOR, liquorOfType, rangeColours } from '../images/tea-colours'
import type { ProductPlan } from './types'
import { ranges } from './ranges'

/**
 * Every tea's own pack shot, drawn from what the plan says about it: the pack its format comes in,
 * its range's colours, and for an infusion the colour of its main herb. The second picture of a
 * tea is the cup it makes (a shared picture per kind of tea or herb, liquorOf).
 */
const PACK_BY_FORMAT: Record<string, PackKind> = {
  'tea-bags': 'box',
  'pyramid-bags': 'box',
  'loose-leaf': 'pouch',
  'gift-tins': 'tin',
  'iced-tea': 'iced',
  cordial: 'bottle',
}
/** Ranges whose loose leaf is sold in a tin rather than a pouch. */
const TINNED = new Set(['teamakers-private-reserve', 't-series-designer-gourmet-tea', 'tea-makers-reserve', 'commerative-tea'])

const PACK_WORDS: Record<PackKind, (detail: string) => string> = {
  box: (detail) => `a box of ${detail}`,
  tin: (detail) => `a ${detail.replace(/loose leaf$/, 'tin of loose leaf')}`,
  pouch: (detail) => `a stand-up pouch of ${detail}`,
  bottle: (detail) => `a ${detail}`,
  iced: () => 'a glass bottle and a tetra pack, beside a glass of it poured over ice with lemon',
}

/** The same packs in German: the label's pack size said the German way (the label itself stays as drawn). */
const germanDetail = (detail: string) =>
  detail
    .replace(/ tea bags$/, ' Teebeuteln')
    .replace(/ pyramid bags$/, ' Pyramidenbeuteln')
    .replace(/ loose leaf$/, ' losem Tee')
    .replace(/ (gift tin|bottle)$/, '')
    .replace(/^1 litre$/, '1 Liter')

const PACK_WORDS_DE: Record<PackKind, (detail: string) => string> = {
  box: (detail) => `eine Schachtel mit ${germanDetail(detail)}`,
  tin: (detail) => `${/gift tin$/.test(detail) ? 'eine Geschenkdose' : 'eine Dose'} mit ${germanDetail(detail)}`,
  pouch: (detail) => `ein Standbodenbeutel mit ${germanDetail(detail)}`,
  bottle: (detail) => `eine Flasche mit ${germanDetail(detail)}`,
  iced: () => 'eine Glasflasche und ein Tetra Pak, daneben ein Glas davon über Eis mit Zitrone',
}

const botanicalOf = (plan: Pick<ProductPlan, 'ingredients' | 'type'>) =>
  plan.type === 'herbal-infusion' ? plan.ingredients.map(botanicalBySlug).find(Boolean) : undefined

export function packShotSpec(plan: ProductPlan): ImageSpec {
  const range = ranges.find((r) => r.slug === plan.range)!
  const colours = rangeColours(plan.range)
  const botanical = botanicalOf(plan)
  const kind = plan.format === 'loose-leaf' && TINNED.has(plan.range) ? 'tin' : (PACK_BY_FORMAT[plan.format] ?? 'box')
  const detail = plan.packs[0]?.label ?? ''
  const iced = plan.format === 'iced-tea' || plan.format === 'cordial'
  return {
    filename: `dalumara-pack-${plan.slug}.webp`,
    width: 800,
    height: 800,
    palette: 'morning',
    scene: {
      kind: 'pack',
      pack: kind,
      main: botanical?.pack ?? colours.main,
      accent: colours.accent,
      liquor: botanical?.liquor ?? (iced ? LIQUOR['flavoured-tea'] : liquorOfType(plan.type)),
      brand: brandName,
      range: range.copy.en.name,
      name: plan.name,
      detail,
      piece: botanical?.piece ?? fruitColour(plan.name) ?? '#4f7a3a',
    },
    alt: `${plan.name} from the ${range.copy.en.name} range: ${PACK_WORDS[kind](detail)}, its label naming the tea`,
    altDe: `${plan.name} aus der Serie ${range.copy.en.name}: ${PACK_WORDS_DE[kind](detail)}, auf dem Etikett der Name des Tees`,
  }
}

/** The picture of the tea in its cup or glass: by herb for infusions, by how it is served, else by kind of tea. */
export function liquorOf(plan: Pick<ProductPlan, 'ingredients' | 'type' | 'format'>): ImageKey {
  if (plan.format === 'iced-tea') return 'liquorIced'
  if (plan.format === 'cordial') return 'liquorCordial'
  const herb = plan.type === 'herbal-infusion' ? plan.ingredients.find((slug) => botanicalBySlug(slug)) : undefined
  if (herb) return `herb-${herb}` as ImageKey
  return (
    ({ 'green-tea': 'liquorGreen', 'white-tea': 'liquorWhite', 'oolong-tea': 'liquorOolong', 'flavoured-tea': 'liquorFlavoured', 'herbal-infusion': 'liquorHerbal' } as Record<string, ImageKey>)[plan.type] ??
    'liquorBlack'
  )
}
