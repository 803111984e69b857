import { brandName } from '@/site.config'
import type { ImageSpec } from './render'
import type { PackKind } from './scenes/pack'
import { LIQUOR } from './tea-colours'

/**
 * Every gift, teaware item and accessory's own picture: the item in its pack, a box (or a tin for
 * caddies, canisters and tins) in a colour of its own, its label naming the brand, the shelf it
 * sits on and the item. The alt texts say the colour and what the label reads, which is all the
 * picture shows.
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

export function giftPictureSpec(item: { slug: string; name: string; packs: { label: string }[] }, shelf: GiftShelf, index: number): ImageSpec {
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
