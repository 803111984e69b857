import type { ImageSpec } from './render'
import { BOTANICALS, LIQUOR, type BotanicalSlug } from './tea-colours'

/**
 * The tea in its cup: one picture per kind of tea, per way of serving it cold, and per herb of
 * the infusions, each in its own colour. A tea's second picture and an ingredient's picture.
 */
const cupOf = (filename: string, vessel: 'cup' | 'glass' | 'iced', tea: [string, string], alt: string, piece?: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`, width: 800, height: 800, palette: 'morning', scene: { kind: 'stillLife', vessel, tea, piece }, alt,
})

/** Each herb's infusion in German, as the glass shows it, and the herb scattered beside it. */
const HERB_DE: Record<BotanicalSlug, [infusion: string, herb: string]> = {
  hibiscus: ['rubinroter Hibiskusaufguss', 'Hibiskusblüten'],
  'rose-petals': ['rosafarbener Rosenblütenaufguss', 'Rosenblüten'],
  chamomile: ['hellgoldener Kamillenaufguss', 'Kamillenblüten'],
  peppermint: ['hellgrüner Pfefferminzaufguss', 'Pfefferminzblätter'],
  lemongrass: ['heller Zitronengrasaufguss', 'Zitronengras'],
  'gotu-kola': ['hellgrüner Gotu-Kola-Aufguss', 'Gotu-Kola-Blätter'],
  moringa: ['lindgrüner Moringa-Aufguss', 'Moringablätter'],
  ginger: ['goldener Ingweraufguss', 'Ingwer'],
  'ceylon-cinnamon': ['Aufguss aus Ceylon-Zimt', 'Zimt'],
  cardamom: ['Kardamomaufguss', 'Kardamom'],
  'orange-peel': ['Aufguss aus Orangenschale', 'Orangenschale'],
  vanilla: ['Vanilleaufguss', 'Vanille'],
}

export const teaCupImages = {
  liquorBlack: cupOf('cup-black-tea', 'cup', LIQUOR['black-tea'], 'A porcelain cup of bright amber black tea, loose leaves on the table'),
  liquorGreen: cupOf('cup-green-tea', 'glass', LIQUOR['green-tea'], 'A glass of pale yellow-green tea beside loose green leaves'),
  liquorWhite: cupOf('cup-white-tea', 'glass', LIQUOR['white-tea'], 'A glass of pale straw-coloured white tea'),
  liquorOolong: cupOf('cup-oolong', 'cup', LIQUOR['oolong-tea'], 'A cup of golden-orange oolong'),
  liquorFlavoured: cupOf('cup-flavoured-tea', 'cup', LIQUOR['flavoured-tea'], 'A cup of coppery flavoured black tea'),
  liquorHerbal: cupOf('cup-herbal', 'glass', LIQUOR['herbal-infusion'], 'A glass of golden herbal infusion', '#7a9a4a'),
  liquorIced: cupOf('glass-iced-tea', 'iced', ['#f0a04a', '#9a4210'], 'A glass of iced tea over ice cubes, with a slice of lemon'),
  liquorCordial: cupOf('glass-tea-cordial', 'iced', ['#f08a5a', '#a8321a'], 'Tea cordial topped up with sparkling water over ice, with a slice of lemon'),
  ...(Object.fromEntries(
    Object.entries(BOTANICALS).map(([slug, herb]) => {
      const [infusion, scattered] = HERB_DE[slug as BotanicalSlug]
      const spec = cupOf(`cup-${slug}`, 'glass', herb.liquor, `A glass of ${herb.words} infusion with the herb scattered beside it`, herb.piece)
      return [`herb-${slug}`, { ...spec, altDe: `Ein Glas ${infusion}, daneben ${scattered} verstreut` }]
    }),
  ) as Record<`herb-${BotanicalSlug}`, ImageSpec>),
}
