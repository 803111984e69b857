import { brand } from '@/site.config'

/**
 * The colours a tea is drawn in: its range's pack colours, the colour of its cup, and for herbal
 * infusions and flavoured teas the colour of what is in them (a hibiscus infusion is crimson, not
 * the amber of black tea).
 */
export type PackColours = { main: string; accent: string }
export type Liquor = [light: string, deep: string]

const RANGE_COLOURS: Record<string, PackColours> = {
  'premium-ceylon-tea': { main: '#7a1f2b', accent: '#d8a84a' },
  'ceylon-golden-pekoe': { main: '#1f2a44', accent: '#e0b04e' },
  'ceylon-green-tea': { main: '#2f6b45', accent: '#e8dcae' },
  'natural-green-tea': { main: '#6f9a3a', accent: '#f4f0d8' },
  'commerative-tea': { main: '#4a2a5e', accent: '#d6b25c' },
  'ceylon-gold': { main: '#b07a1e', accent: '#2a1a0c' },
  'ceylon-iced-tea': { main: '#1f7fa0', accent: '#f6c64a' },
  'exceptional-tea': { main: '#0f3d3a', accent: '#c9a45a' },
  'gourmet-tea': { main: '#5b2333', accent: '#e9d3a6' },
  inspiration: { main: '#b8506a', accent: '#f3e4c8' },
  'natural-infusions': { main: '#7c8f3a', accent: '#fbf1d0' },
  organics: { main: '#4f7a3a', accent: '#efe6c8' },
  'realtea-cordial': { main: '#c2462a', accent: '#fbe3a2' },
  'silver-jubilee-gourmet': { main: '#5e6b73', accent: '#e6e9ec' },
  'watte-boutique-tea': { main: '#2d4a34', accent: '#d9b878' },
  'elixir-of-ceylon-tea': { main: '#1a1a1a', accent: '#c89b4a' },
  'fun-flavoured': { main: '#e0663a', accent: '#fff3c4' },
  't-series-designer-gourmet-tea': { main: '#222831', accent: '#d4af37' },
  'tea-makers-reserve': { main: '#5a3a22', accent: '#e6c98f' },
  'teamakers-private-reserve': { main: '#13294b', accent: '#c7a35a' },
  'vivid-tea': { main: '#19a38a', accent: '#fdf6d8' },
  'arana-herbal': { main: '#3f6b4a', accent: '#f1e7c2' },
  'breakfast-classics': { main: '#a3342a', accent: '#f7e7c3' },
  decaffeinated: { main: '#3b5f8a', accent: '#eef2f6' },
  'spice-garden': { main: '#8a3b12', accent: '#f2c66d' },
}

export function rangeColours(rangeSlug: string): PackColours {
  return RANGE_COLOURS[rangeSlug.replace(`${brand}-`, '')] ?? { main: '#2f6b45', accent: '#e8dcae' }
}

export const LIQUOR = {
  'black-tea': ['#e0902f', '#7a2e0c'],
  'flavoured-tea': ['#e98f3c', '#8f3410'],
  'oolong-tea': ['#e8b04e', '#9a5a1a'],
  'green-tea': ['#e3df8c', '#93902c'],
  'white-tea': ['#f6ebbe', '#d0b268'],
  'herbal-infusion': ['#e9c76a', '#a87a22'],
} satisfies Record<string, Liquor>
export const liquorOfType = (type: string): Liquor => (LIQUOR as Record<string, Liquor>)[type] ?? LIQUOR['black-tea']

/** What an infusion or flavoured tea is made with: the pack's colour, the cup's colour, and the bits drawn beside it. */
export type Botanical = { pack: string; liquor: Liquor; piece: string; words: string }

export const BOTANICALS = {
  hibiscus: { pack: '#a3193a', liquor: ['#e0415e', '#7c0a24'], piece: '#b0123a', words: 'ruby-red hibiscus' },
  'rose-petals': { pack: '#c2577a', liquor: ['#f0a0a8', '#b0485a'], piece: '#e27a98', words: 'rose-pink' },
  chamomile: { pack: '#d8a825', liquor: ['#f7e08a', '#c89a2a'], piece: '#f5d33c', words: 'pale golden chamomile' },
  peppermint: { pack: '#2f9a78', liquor: ['#cfe3a0', '#7f9a3a'], piece: '#3fae6a', words: 'pale green peppermint' },
  lemongrass: { pack: '#8aa52a', liquor: ['#eef0a8', '#b5b44a'], piece: '#a8c24a', words: 'pale lemongrass' },
  'gotu-kola': { pack: '#3e7d3a', liquor: ['#d9e39a', '#7d8f2e'], piece: '#4f9a3f', words: 'pale green gotu kola' },
  moringa: { pack: '#5d7a2a', liquor: ['#dfe6a0', '#8a9a3a'], piece: '#6f9a30', words: 'light green moringa' },
  ginger: { pack: '#c77a1e', liquor: ['#f3c978', '#b57a22'], piece: '#e2b766', words: 'golden ginger' },
  'ceylon-cinnamon': { pack: '#8f3f1a', liquor: ['#e39a52', '#8a3a12'], piece: '#9a4a22', words: 'cinnamon' },
  cardamom: { pack: '#557a3a', liquor: ['#e6b86a', '#8f5a1e'], piece: '#7a9a4a', words: 'cardamom' },
  'orange-peel': { pack: '#e0761e', liquor: ['#f3a84a', '#a4500e'], piece: '#f28a1e', words: 'orange' },
  vanilla: { pack: '#c9a878', liquor: ['#f0c27a', '#9a6a2a'], piece: '#3a2a1a', words: 'vanilla' },
} satisfies Record<string, Botanical>

export type BotanicalSlug = keyof typeof BOTANICALS
export const botanical = (slug: string): Botanical | undefined => (BOTANICALS as Record<string, Botanical>)[slug]

/** Fruit in a tea's name and the colour it tints the pack. */
const FRUITS: [RegExp, string][] = [
  [/strawberry|berry|blackcurrant/i, '#b32244'],
  [/peach|mango|passion/i, '#f0883a'],
  [/lemon|lime|citrus|earl/i, '#e9c21a'],
  [/apple/i, '#7aa83a'],
  [/mint/i, '#2f9a78'],
  [/rose/i, '#c2577a'],
]

export function fruitColour(name: string): string | undefined {
  return FRUITS.find(([word]) => word.test(name))?.[1]
}
