import type { ImageSpec } from './render'
import { brandName } from '@/site.config'

/**
 * Every picture the seed uploads, by the key content files use to refer to it.
 * Sizes are the real display sizes: 1920×900 heroes, 900×1200 mobile heroes, 1920×700 page
 * banners, 1200×800 content images, 800×800 cards, 1280×720 video posters. The file name is the
 * natural key the seed upserts by, so renaming one uploads a new file.
 */
const hero = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 1920, height: 900, palette, scene, alt,
})
const mobile = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 900, height: 1200, palette, scene, alt,
})
const banner = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 1920, height: 700, palette, scene, alt,
})
const content = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 1200, height: 800, palette, scene, alt,
})
const card = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`, width: 800, height: 800, palette, scene, alt,
})
const poster = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 1280, height: 720, palette, scene, alt,
})

export const images = {
  heroEstateDawn: hero('hero-estate-dawn', 'dawn', { kind: 'landscape', trees: true }, `Morning mist lifting off terraced tea gardens at dawn on a ${brandName} hill estate`),
  heroCupGolden: hero('hero-cup-golden', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A steaming cup of amber Ceylon tea on a dark wooden table, with fresh tea leaves beside it'),
  heroFactoryMorning: hero('hero-factory-morning', 'morning', { kind: 'landscape', factory: true, trees: true }, 'A white hill-country tea factory above rows of tea bushes in the morning sun'),
  heroLkMonsoon: hero('hero-lk-monsoon', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.3 }, 'Monsoon cloud drifting over the tea slopes of the Uva hills'),
  heroLkDusk: hero('hero-lk-dusk', 'dusk', { kind: 'landscape' }, 'Dusk settling over the layered ridges of Sri Lankan tea country'),

  mobileEstateDawn: mobile('mobile-estate-dawn', 'dawn', { kind: 'landscape', trees: true }, 'Terraced tea gardens in the first light of morning'),
  mobileCupGolden: mobile('mobile-cup-golden', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A freshly poured cup of Ceylon tea, steam rising'),
  mobileFactoryMorning: mobile('mobile-factory-morning', 'morning', { kind: 'landscape', factory: true }, 'A tea factory on a green ridge above the tea bushes'),
  mobileLkMonsoon: mobile('mobile-lk-monsoon', 'monsoon', { kind: 'landscape', trees: true }, 'Rain-washed tea slopes under a soft monsoon sky'),
  mobileLkDusk: mobile('mobile-lk-dusk', 'dusk', { kind: 'landscape' }, 'Tea-covered hills fading into the evening haze'),

  bannerStory: banner('banner-story', 'golden', { kind: 'landscape', factory: true, trees: true }, `Late-afternoon light over the first ${brandName} estate and its factory`),
  bannerValues: banner('banner-values', 'morning', { kind: 'leaves' }, 'Fresh tea leaves scattered around a tender shoot of two leaves and a bud'),
  bannerTea: banner('banner-tea', 'dawn', { kind: 'stillLife', vessel: 'cup' }, 'A porcelain cup of tea on a table in warm morning light'),
  bannerPurpose: banner('banner-purpose', 'forest', { kind: 'forest' }, 'Cloud forest canopy rising above the tea gardens'),
  bannerMonsoon: banner('banner-monsoon', 'monsoon', { kind: 'landscape', trees: true }, 'Tea slopes and shade trees in the soft light of the monsoon'),
  bannerPattern: banner('banner-pattern', 'monsoon', { kind: 'pattern' }, 'A quiet pattern of tea leaves on a sage-green background'),
  bannerDusk: banner('banner-dusk', 'dusk', { kind: 'landscape' }, 'Evening haze over layered hills of tea'),
  bannerMedia: banner('banner-media', 'golden', { kind: 'stillLife', vessel: 'teapot' }, 'A white teapot on a wooden table with freshly plucked leaves'),

  contentGarden: content('garden-morning', 'morning', { kind: 'landscape', trees: true }, 'Neat rows of tea bushes with silver oak shade trees on a hill estate'),
  contentSprig: content('two-leaves-and-a-bud', 'forest', { kind: 'leaves' }, 'Two leaves and a bud, the tender shoot that is plucked for fine tea'),
  contentCup: content('cup-dawn', 'dawn', { kind: 'stillLife', vessel: 'cup' }, 'A cup of bright Ceylon tea on its saucer, steam rising'),
  contentTeapot: content('teapot-monsoon', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A porcelain teapot on a table, with loose tea leaves around it'),
  contentFactory: content('factory-golden', 'golden', { kind: 'landscape', factory: true }, 'An estate tea factory in golden evening light'),
  contentForest: content('forest-canopy', 'forest', { kind: 'forest' }, 'Layers of montane forest in the mist, with birds overhead'),
  contentMistDusk: content('mist-dusk', 'dusk', { kind: 'landscape', trees: true }, 'Tea gardens and shade trees under a violet dusk sky'),
  contentGlass: content('glass-morning', 'morning', { kind: 'stillLife', vessel: 'glass' }, 'A glass of clear amber tea beside scattered tea leaves'),
  contentLeavesLight: content('leaves-light', 'morning', { kind: 'leaves' }, 'Fresh green tea leaves on a pale background'),

  cardFamily: card('card-family', 'morning', { kind: 'landscape', factory: true, trees: true }, 'A hill-country tea estate with its factory'),
  cardTeaKnowledge: card('card-tea-knowledge', 'morning', { kind: 'stillLife', vessel: 'teapot' }, 'A white porcelain teapot with fresh tea leaves'),
  cardPurpose: card('card-purpose', 'forest', { kind: 'forest' }, 'Misty forest canopy above the tea gardens'),
  cardFoundation: card('card-foundation', 'dawn', { kind: 'leaves' }, 'A fresh tea shoot of two leaves and a bud'),
  cardSchool: card('card-school', 'dawn', { kind: 'stillLife', vessel: 'glass' }, 'A glass of bright tea set out for tasting'),
  cardMedia: card('card-media', 'dusk', { kind: 'stillLife', vessel: 'cup' }, 'A cup of tea in the warm light of evening'),
  cardTrade: card('card-trade', 'golden', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot ready for service on a wooden table'),
  cardCareers: card('card-careers', 'monsoon', { kind: 'landscape', trees: true }, 'Tea slopes with shade trees under a soft grey sky'),

  posterPlucking: poster('video-plucking', 'dawn', { kind: 'landscape', trees: true }, 'Video still: sunrise over the tea gardens where the day’s plucking begins'),
  posterBrewing: poster('video-brewing', 'golden', { kind: 'stillLife', vessel: 'teapot' }, 'Video still: a teapot and fresh leaves ready for brewing'),
} satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof images
