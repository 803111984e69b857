import { brandName } from '@/site.config'
import type { ImageSpec } from './render'
import type { PackKind } from './scenes/pack'
import { LIQUOR, rangeColours } from './tea-colours'

/** One pack per format of tea (the format pages' pictures), each a real tea of ours in that pack. */
const packOf = (filename: string, pack: PackKind, range: string, rangeName: string, name: string, detail: string, alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`,
  width: 800,
  height: 800,
  palette: 'morning',
  scene: { kind: 'pack', pack, ...rangeColours(range), liquor: LIQUOR['flavoured-tea'], brand: brandName, range: rangeName, name, detail, piece: '#4f7a3a' },
  alt,
})

export const formatPackImages = {
  formatTeaBags: packOf('format-tea-bags', 'box', 'premium-ceylon-tea', 'Premium Ceylon Tea', 'Premium Ceylon', '100 tea bags', 'A box of 100 Premium Ceylon tea bags'),
  formatLooseLeaf: packOf('format-loose-leaf', 'pouch', 'ceylon-golden-pekoe', 'Ceylon Golden Pekoe', 'Golden Pekoe Classic', '250 g loose leaf', 'A stand-up pouch of Golden Pekoe Classic loose leaf tea'),
  formatPyramidBags: packOf('format-pyramid-bags', 'box', 'vivid-tea', 'Vivid Tea', 'Vivid Green Mint', '20 pyramid bags', 'A box of 20 Vivid Green Mint pyramid bags'),
  formatIcedTea: packOf('format-iced-tea', 'iced', 'ceylon-iced-tea', 'Ceylon Iced Tea', 'Iced Tea Peach', '330 ml', 'Iced Tea Peach in a glass bottle and a tetra pack, beside a glass of it over ice with lemon'),
  formatCordial: packOf('format-cordial', 'bottle', 'realtea-cordial', 'Real Tea Cordial', 'Tea Cordial Lemon and Lime', '500 ml bottle', 'A 500 ml bottle of Tea Cordial Lemon and Lime'),
  formatGiftTins: packOf('format-gift-tins', 'tin', 'teamakers-private-reserve', 'Private Reserve', 'Private Reserve Uva', '100 g gift tin', 'A 100 g gift tin of Private Reserve Uva tea'),
  tradeIcedConcentrate: packOf('trade-iced-concentrate', 'bottle', 'ceylon-iced-tea', 'For bars and cafés', 'Iced Tea Concentrate', '1 litre', 'A litre bottle of unsweetened iced tea concentrate for bars and cafés'),
}
