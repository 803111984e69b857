import type { ImageSpec } from './render'
import { brandName } from '@/site.config'
import { mediaEditorialImages } from './media-editorial'
import { formatPackImages } from './format-packs'
import { portraitImages } from './portraits'
import { certificateImages } from './certificates'
import { teaCupImages } from './tea-cups'
import { ingredientImages } from './ingredient-pictures'
import { LIQUOR } from './tea-colours'

/**
 * Every picture the seed uploads, by the key content files use to refer to it.
 * Sizes are the real display sizes: 1920×900 heroes, 900×1200 mobile heroes, 1920×700 page
 * banners, 1200×800 content images, 800×800 cards, 1280×720 video posters, 600×800 book covers. The file name is the
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
const card = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string, altDe?: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`, width: 800, height: 800, palette, scene, alt, altDe,
})
const poster = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.jpg`, width: 1280, height: 720, palette, scene, alt,
})
const cover = (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`, width: 600, height: 800, palette, scene, alt,
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
  bannerPattern: { ...banner('banner-pattern-sand', 'dawn', { kind: 'pattern' }, 'A quiet pattern of tea leaves on a warm sand-coloured ground'), altDe: 'Ein ruhiges Muster aus Teeblättern auf warmem, sandfarbenem Grund' },
  bannerDusk: banner('banner-dusk', 'dusk', { kind: 'landscape' }, 'Evening haze over layered hills of tea'),
  bannerMedia: { ...banner('banner-media-hills', 'golden', { kind: 'landscape', trees: true, horizon: 0.42 }, 'Golden evening light over the tea hills and their shade trees'), altDe: 'Goldenes Abendlicht über den Teehügeln und ihren Schattenbäumen' },

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

  // Family section: the founder's signature and video still, timeline and hospitality pictures.
  signatureFounder: {
    filename: 'dalumara-signature-kamala.webp', width: 600, height: 200, palette: 'dawn', scene: { kind: 'signature' },
    alt: `The handwritten signature of Kamala ${brandName}`,
  },
  posterFounder: { ...poster('video-founder-portrait', 'golden', portraitImages.portraitFounder.scene, `Video still: an illustrated portrait of Kamala ${brandName}, with silver hair, glasses and a deep red sari`) },
  bannerQuality: banner('banner-quality', 'morning', { kind: 'stillLife', vessel: 'glass' }, 'A glass of bright tea set out for tasting in the morning light'),
  bannerTimeline: banner('banner-timeline', 'dusk', { kind: 'landscape', factory: true, trees: true }, 'An old hill-country tea factory on its ridge at dusk'),
  bannerHospitality: { ...banner('banner-hospitality-table', 'golden', { kind: 'objects', things: [{ what: 'cup' }, { what: 'teapot' }, { what: 'cup' }] }, 'A white teapot between two cups of tea, set out for guests on a wooden table in warm light'), altDe: 'Eine weiße Teekanne zwischen zwei Tassen Tee, für Gäste auf einem Holztisch im warmen Licht gedeckt' },
  // Tea estates (our-tea-garden and its detail pages): four pictures per estate, the first is its cover.
  estateKirikanda1: content('estate-kirikanda-terraces', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.34 }, 'Kirikanda’s terraced tea slopes above Haputale, with the estate factory on the middle ridge'),
  estateKirikanda2: content('estate-kirikanda-mist', 'dawn', { kind: 'landscape', trees: true, horizon: 0.45 }, 'Early mist in the valley below Kirikanda, shade trees standing along the tea rows'),
  estateKirikanda3: content('estate-kirikanda-flush', 'morning', { kind: 'leaves' }, 'A fresh Uva flush from Kirikanda: two leaves and a bud among the older leaves'),
  estateKirikanda4: content('estate-kirikanda-cup', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A cup of bright, brisk Kirikanda tea on the factory’s tasting bench'),
  estateMalhena1: content('estate-malhena-slopes', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.3 }, 'Malhena’s western slopes in Dimbula under soft monsoon cloud'),
  estateMalhena2: content('estate-malhena-factory', 'golden', { kind: 'landscape', factory: true, horizon: 0.4 }, 'The Malhena factory in late-afternoon light, its withering lofts open to the wind'),
  estateMalhena3: content('estate-malhena-teapot', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A porcelain teapot of Malhena tea with loose leaf on the table'),
  estateMalhena4: content('estate-malhena-forest', 'forest', { kind: 'forest' }, 'The strip of montane forest that Malhena keeps along its stream'),
  estateHethumalee1: content('estate-hethumalee-lowland', 'golden', { kind: 'landscape', trees: true, horizon: 0.5 }, 'Hethumalee’s low-grown tea in the warm Ruhuna hills near Deniyaya'),
  estateHethumalee2: content('estate-hethumalee-rainforest', 'forest', { kind: 'forest' }, 'Rainforest canopy on the Sinharaja edge, beside Hethumalee’s tea'),
  estateHethumalee3: content('estate-hethumalee-leaf', 'forest', { kind: 'leaves' }, 'Large, dark Ruhuna tea leaves, plucked for a long, twisted leaf grade'),
  estateHethumalee4: content('estate-hethumalee-glass', 'dusk', { kind: 'stillLife', vessel: 'glass' }, 'A glass of deep amber Hethumalee tea at dusk'),
  estateHilmara1: content('estate-hilmara-highlands', 'dawn', { kind: 'landscape', factory: true, trees: true, horizon: 0.3 }, 'High-grown tea gardens near Nuwara Eliya at sunrise, with a factory on the ridge'),
  estateHilmara2: content('estate-hilmara-frost', 'morning', { kind: 'landscape', horizon: 0.42 }, 'Cool morning light over the rolling tea hills of Nuwara Eliya'),
  estateHilmara3: content('estate-hilmara-leaves', 'dawn', { kind: 'leaves' }, 'Small, tender high-grown tea leaves with the morning dew on them'),
  estateHilmara4: content('estate-hilmara-cup', 'morning', { kind: 'stillLife', vessel: 'cup' }, 'A pale golden cup of Nuwara Eliya tea'),
  estateHantana1: content('estate-hantana-valley', 'dusk', { kind: 'landscape', trees: true, horizon: 0.36 }, 'Mid-grown tea on the Hantana range above Kandy as evening falls'),
  estateHantana2: content('estate-hantana-factory', 'monsoon', { kind: 'landscape', factory: true, trees: true }, 'The Hantana garden’s small factory among shade trees after rain'),
  estateHantana3: content('estate-hantana-pattern', 'golden', { kind: 'pattern' }, 'A pattern of tea leaves in the colours of the Kandy hills'),
  estateHantana4: content('estate-hantana-teapot', 'dusk', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot of full-bodied Kandy tea in evening light'),
  // Podcasts: the page banner and one cover per series.
  bannerPodcasts: banner('banner-podcasts', 'dusk', { kind: 'stillLife', vessel: 'cup' }, 'A cup of tea on a table in the lamplight of a quiet evening'),
  podcastEstateCover: card('podcast-from-the-estate', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.4 }, 'Cover of the From the Estate podcast: a hill-country tea factory above its tea rows'),
  podcastTableCover: card('podcast-the-tea-table-set', 'golden', { kind: 'objects', things: [{ what: 'tastingSet' }, { what: 'cup' }] }, 'Cover of The Tea Table podcast: a white tasting set and a cup of tea on a tasting table', 'Cover des Podcasts The Tea Table: ein weißes Verkostungsset und eine Tasse Tee auf einem Verkostungstisch'),
  // All About Tea: the brewing guide, the e-learning course and the e-books (a cover per book).
  bannerBrewing: { ...banner('banner-brewing-glass', 'golden', { kind: 'objects', things: [{ what: 'glassTeapot' }, { what: 'timer' }, { what: 'cup' }] }, 'Tea brewing in a glass teapot with a steel infuser, a sand timer and a cup waiting beside it'), altDe: 'Tee, der in einer Glaskanne mit Stahlsieb zieht, daneben eine Sanduhr und eine wartende Tasse' },
  bannerELearning: banner('banner-e-learning', 'morning', { kind: 'landscape', trees: true, horizon: 0.4 }, 'Morning light over rows of tea bushes and shade trees on a hill estate'),
  bannerEBooks: banner('banner-e-books', 'dusk', { kind: 'pattern' }, 'A pattern of tea leaves in dusky violet and gold'),
  brewWater: content('brew-water', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A porcelain teapot warming on the table before the tea goes in'),
  brewBlack: content('brew-black', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A cup of deep amber black tea, steam rising'),
  brewGreen: content('brew-green', 'forest', { kind: 'stillLife', vessel: 'glass' }, 'A glass of pale green tea beside loose green leaves'),
  brewHerbal: content('brew-herbal', 'dawn', { kind: 'stillLife', vessel: 'glass' }, 'A glass of golden herbal infusion on a sunlit table'),
  coverAfternoonTea: { ...cover('e-book-afternoon-tea-table', 'golden', { kind: 'objects', things: [{ what: 'teapot' }, { what: 'shortbread' }] }, 'Cover of “Afternoon Tea at Home”: a white teapot beside a plate of shortbread on a wooden table'), altDe: 'Cover von „Afternoon Tea at Home“: eine weiße Teekanne neben einem Teller Shortbread auf einem Holztisch' },
  coverIcedTea: { ...cover('e-book-iced-tea-dawn', 'dawn', { kind: 'stillLife', vessel: 'iced' }, 'Cover of “Iced Teas and Tea Coolers”: a glass of amber tea over ice with a slice of lemon'), altDe: 'Cover von „Iced Teas and Tea Coolers“: ein Glas bernsteinfarbener Tee auf Eis mit einer Zitronenscheibe' },
  coverYearOnTheEstate: cover('e-book-year-on-the-estate', 'dawn', { kind: 'landscape', factory: true, trees: true, horizon: 0.4 }, 'Cover of “A Year on the Estate”: tea terraces and a factory at sunrise'),
  coverVoicesOfTheHills: cover('e-book-voices-of-the-hills', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.35 }, 'Cover of “Voices of the Hills”: tea slopes and shade trees under monsoon cloud'),
  coverTastersNotebook: cover('e-book-tasters-notebook', 'forest', { kind: 'leaves' }, 'Cover of “The Taster’s Notebook”: fresh tea leaves around a tender shoot'),
  coverTeaRegions: cover('e-book-tea-regions', 'dusk', { kind: 'landscape', horizon: 0.3 }, 'Cover of “Ceylon’s Seven Tea Regions”: layered hills of tea country at dusk'),
  // Catalogue: the second pictures of gifts, teaware and accessories (each has its own first, ./gift-pictures.ts) and recipes'.
  bannerGifts: { ...banner('banner-gifts-hamper', 'golden', { kind: 'objects', things: [{ what: 'caddy', colour: '#7a1f2b' }, { what: 'hamper' }, { what: 'caddy', colour: '#1f5a3d' }] }, 'A wicker gift hamper of tea between a claret and a green tea tin'), altDe: 'Ein Geschenkkorb aus Weide mit Tee zwischen einer weinroten und einer grünen Teedose' },
  giftChest: card('gift-tasting-chest', 'golden', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot of amber tea on a wooden table in warm golden light', 'Eine Teekanne mit bernsteinfarbenem Tee auf einem Holztisch im warmen, goldenen Licht'),
  giftAfternoon: card('gift-afternoon-tea', 'dawn', { kind: 'stillLife', vessel: 'cup' }, 'A porcelain cup of tea set out for afternoon tea in soft morning light', 'Eine Porzellantasse Tee, für den Nachmittagstee gedeckt, im sanften Morgenlicht'),
  giftLeaves: card('gift-loose-leaf', 'forest', { kind: 'leaves' }, 'Fresh tea leaves around a tender shoot, in deep forest greens', 'Frische Teeblätter rund um einen zarten Trieb, in tiefen Waldgrüntönen'),
  giftPattern: card('gift-caddy-pattern', 'dusk', { kind: 'pattern' }, 'A pattern of tea leaves in dusky violet and gold', 'Ein Muster aus Teeblättern in dämmrigem Violett und Gold'),
  giftGreen: card('gift-green-tea', 'forest', { kind: 'stillLife', vessel: 'glass' }, 'A glass of pale green tea, a few loose leaves and a fresh sprig beside it', 'Ein Glas hellgrüner Tee, daneben ein paar lose Blätter und ein frischer Zweig'),
  giftLantern: card('gift-evening-teapot', 'dusk', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot of tea in the lamplight of a winter evening', 'Eine Kanne Tee im Lampenlicht eines Winterabends'),
  teawarePot: card('teaware-porcelain-pot', 'morning', { kind: 'stillLife', vessel: 'teapot' }, 'A white porcelain teapot on a pale wooden table', 'Eine weiße Porzellankanne auf einem hellen Holztisch'),
  teawareCup: card('teaware-cup-and-saucer', 'monsoon', { kind: 'stillLife', vessel: 'cup' }, 'A porcelain cup and saucer in soft grey light', 'Eine Porzellantasse mit Untertasse in sanftem, grauem Licht'),
  teawareGlass: card('teaware-glass', 'dawn', { kind: 'stillLife', vessel: 'glass' }, 'A clear tea glass of amber tea on a sunlit table', 'Ein klares Teeglas mit bernsteinfarbenem Tee auf einem sonnigen Tisch'),
  accessoryInfuser: card('accessory-infuser', 'monsoon', { kind: 'stillLife', vessel: 'glass' }, 'A glass of tea in soft grey light, loose leaves on the table', 'Ein Glas Tee in sanftem, grauem Licht, lose Blätter auf dem Tisch'),
  accessoryCaddy: card('accessory-caddy-pattern', 'golden', { kind: 'pattern' }, 'A golden pattern of tea leaves', 'Ein goldenes Muster aus Teeblättern'),
  accessoryLinen: card('accessory-linen', 'morning', { kind: 'pattern' }, 'A pattern of green tea leaves on a pale ground', 'Ein Muster aus grünen Teeblättern auf hellem Grund'),
  accessoryWood: card('accessory-wood', 'dawn', { kind: 'leaves' }, 'Fresh tea leaves around a tender shoot in warm dawn light', 'Frische Teeblätter rund um einen zarten Trieb im warmen Licht des Morgens'),
  recipeIced: content('recipe-iced-tea', 'morning', { kind: 'stillLife', vessel: 'iced' }, 'A tall glass of iced black tea over ice cubes, with a slice of lemon'),
  recipeLatte: { ...content('recipe-spiced-milk-tea', 'golden', { kind: 'stillLife', vessel: 'cup', tea: ['#e6c194', '#a8723e'], piece: '#8a3a12' }, 'A cup of milky spiced tea with steam rising, cinnamon and cardamom on the table'), altDe: 'Eine Tasse gewürzter Milchtee, aus der Dampf aufsteigt, Zimt und Kardamom auf dem Tisch' },
  recipeElixir: content('recipe-elixir', 'dusk', { kind: 'stillLife', vessel: 'iced' }, 'A glass of dark tea elixir mixed over ice at dusk'),
  recipeLoaf: { ...content('recipe-fruit-loaf', 'dawn', { kind: 'objects', things: [{ what: 'loaf' }, { what: 'cup' }] }, 'A tea-soaked fruit loaf on a board, two slices cut, with a cup of black tea beside it'), altDe: 'Ein in Tee getränkter Früchtekuchen auf einem Brett, zwei Scheiben abgeschnitten, daneben eine Tasse Schwarztee' },
  recipeSalmon: { ...content('recipe-tea-smoked-salmon', 'dawn', { kind: 'objects', things: [{ what: 'salmon' }] }, 'A fillet of tea-smoked salmon on a white plate with a wedge of lemon and dill'), altDe: 'Ein Filet teegeräucherter Lachs auf einem weißen Teller mit einer Zitronenspalte und Dill' },
  recipeShortbread: { ...content('recipe-chai-shortbread', 'golden', { kind: 'objects', things: [{ what: 'shortbread' }, { what: 'cup' }] }, 'Chai shortbread fingers on a white plate, cinnamon sticks beside it and a cup of tea'), altDe: 'Chai-Shortbread-Finger auf einem weißen Teller, daneben Zimtstangen und eine Tasse Tee' },
  recipeMintCooler: content('recipe-mint-cooler', 'morning', { kind: 'stillLife', vessel: 'iced', tea: LIQUOR['green-tea'], piece: '#3fae6a' }, 'A tall glass of pale green tea and mint cooler over ice, mint leaves on the table'),
  recipeSpritz: content('recipe-elixir-spritz', 'golden', { kind: 'stillLife', vessel: 'iced', tea: ['#f3b06a', '#b0501a'] }, 'A glass of sparkling elixir spritz over ice with a slice of lemon'),
  recipeToddy: content('recipe-honey-toddy', 'dusk', { kind: 'stillLife', vessel: 'cup', tea: ['#f0b04a', '#9a5a12'] }, 'A cup of hot honey elixir toddy, steam rising, in evening light'),
  recipeAffogato: { ...content('recipe-elixir-affogato', 'dawn', { kind: 'objects', things: [{ what: 'affogato' }] }, 'A glass of vanilla ice cream with dark tea elixir poured over it, a small jug of elixir beside it'), altDe: 'Ein Glas Vanilleeis, über das dunkles Tee-Elixier gegossen wird, daneben ein Kännchen Elixier' },
  // List pages of their own: the testimonials, the media lists, the blog and the readers' pictures.
  bannerTestimonials: { ...banner('banner-testimonials', 'golden', { kind: 'objects', things: [{ what: 'tray' }] }, 'A teak tray with a cup and a small teapot, carried out to guests'), altDe: 'Ein Teaktablett mit einer Tasse und einer kleinen Kanne, zu den Gästen getragen' },
  bannerPress: { ...banner('banner-press', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.46 }, 'The estate factory that journalists visit, above its tea rows on a clear morning'), altDe: 'Die Teefabrik, die Journalisten besuchen, über ihren Teereihen an einem klaren Morgen' },
  bannerImages: { ...banner('banner-images', 'dawn', { kind: 'landscape', trees: true, horizon: 0.5 }, 'Sunrise over the tea gardens, the light photographers wait for'), altDe: 'Sonnenaufgang über den Teegärten, das Licht, auf das Fotografen warten' },
  bannerBlog: { ...banner('banner-blog', 'dawn', { kind: 'objects', things: [{ what: 'cup' }, { what: 'shortbread' }, { what: 'jug' }] }, 'A cup of tea, a plate of shortbread and a milk jug on a morning table'), altDe: 'Eine Tasse Tee, ein Teller Shortbread und ein Milchkännchen auf einem Frühstückstisch' },
  bannerInspiredMe: { ...banner('banner-inspired-me', 'morning', { kind: 'objects', things: [{ what: 'mug' }, { what: 'clayCups' }, { what: 'infuserBottle' }] }, 'A glass mug, two clay cups and a bottle of cold tea: tea as our readers drink it'), altDe: 'Ein Glasbecher, zwei Tonbecher und eine Flasche kalter Tee: Tee, wie unsere Leser ihn trinken' },
  // Section heroes of their own.
  bannerProducts: { ...banner('banner-products', 'morning', { kind: 'objects', things: [{ what: 'caddy', colour: '#1f5a3d' }, { what: 'teapot' }, { what: 'cup' }, { what: 'caddy', colour: '#c98a1c' }] }, 'Two tea tins, a white teapot and a cup of tea on a wooden table'), altDe: 'Zwei Teedosen, eine weiße Teekanne und eine Tasse Tee auf einem Holztisch' },
  bannerAllAboutTea: { ...banner('banner-all-about-tea', 'dawn', { kind: 'objects', things: [{ what: 'tastingSet' }, { what: 'timer' }, { what: 'glassTeapot' }] }, 'A tasting set, a sand timer and a glass teapot: the tools of brewing well'), altDe: 'Ein Verkostungsset, eine Sanduhr und eine Glaskanne: das Werkzeug für gutes Aufbrühen' },
  bannerTeaInspired: { ...banner('banner-tea-inspired', 'dawn', { kind: 'objects', things: [{ what: 'jug' }, { what: 'teapot' }, { what: 'cup' }, { what: 'shortbread' }] }, 'A table laid for tea: a milk jug, a teapot, a cup and a plate of shortbread'), altDe: 'Ein für den Tee gedeckter Tisch: ein Milchkännchen, eine Teekanne, eine Tasse und ein Teller Shortbread' },
  // Catalogue banners: one per shelf and per kind of category, each of what the shelf holds.
  bannerTeaware: { ...banner('banner-teaware', 'morning', { kind: 'objects', things: [{ what: 'teapot' }, { what: 'cup' }, { what: 'jug' }, { what: 'clayCups' }] }, 'A white porcelain teapot, a cup and saucer, a milk jug and two clay cups in a row on a wooden table'), altDe: 'Eine weiße Porzellankanne, eine Tasse mit Untertasse, ein Milchkännchen und zwei Tonbecher nebeneinander auf einem Holztisch' },
  bannerAccessories: { ...banner('banner-accessories', 'dawn', { kind: 'objects', things: [{ what: 'strainer' }, { what: 'caddy' }, { what: 'timer' }, { what: 'basketInfuser' }] }, 'A tea strainer, a steel caddy, a sand timer and a basket infuser on a wooden table'), altDe: 'Ein Teesieb, eine Teedose aus Stahl, eine Sanduhr und ein Korbsieb auf einem Holztisch' },
  bannerFormats: { ...banner('banner-formats', 'morning', { kind: 'objects', things: [{ what: 'caddy', colour: '#1f5a3d' }, { what: 'infuserBottle' }, { what: 'caddy', colour: '#c98a1c' }] }, 'A green and a saffron tea tin either side of a bottle of cold tea: tea kept for the pot and carried cold'), altDe: 'Eine grüne und eine safrangelbe Teedose links und rechts einer Flasche kalten Tees: Tee für die Kanne und kalt für unterwegs' },
  bannerTypes: { ...banner('banner-tea-types', 'dawn', { kind: 'objects', things: [LIQUOR['black-tea'], LIQUOR['oolong-tea'], LIQUOR['green-tea'], LIQUOR['white-tea'], LIQUOR['herbal-infusion']].map((tea) => ({ what: 'cup' as const, tea })) }, 'Five cups in a row, from deep amber black tea through oolong and green tea to pale white tea and a golden herbal infusion'), altDe: 'Fünf Tassen in einer Reihe, von tief bernsteinfarbenem Schwarztee über Oolong und Grüntee bis zu hellem Weißtee und einem goldenen Kräuteraufguss' },
  bannerFlavours: { ...banner('banner-flavours', 'golden', { kind: 'ingredients', ingredients: ['orangePeel', 'rose', 'cinnamon', 'vanilla', 'peppermint'] }, 'Wooden bowls of orange peel, rose petals, cinnamon quills, vanilla pods and peppermint leaves'), altDe: 'Holzschalen mit Orangenschale, Rosenblüten, Zimtstangen, Vanilleschoten und Pfefferminzblättern' },
  bannerMoods: { ...banner('banner-moods', 'dusk', { kind: 'objects', things: [{ what: 'cosy', colour: '#8a5a6e' }, { what: 'cup' }, { what: 'honeyPot' }] }, 'An evening tea table in lamplight: a teapot under a plum-coloured cosy, a cup of tea and a honey pot'), altDe: 'Ein abendlicher Teetisch im Lampenlicht: eine Kanne unter einer pflaumenfarbenen Teehaube, eine Tasse Tee und ein Honigtopf' },
  bannerRanges: { ...banner('banner-ranges', 'morning', { kind: 'ingredients', ingredients: ['teaLeaf', 'teaLeaf', 'teaLeaf', 'teaLeaf'] }, 'Four wooden bowls of dark loose leaf tea set out in a row for tasting'), altDe: 'Vier Holzschalen mit dunklem losem Tee, zum Verkosten in einer Reihe aufgestellt' },
  // Catalogue: one picture per tea range (its cover and card); every tea's own pack shot is drawn from its plan (src/seed/catalogue/pack-shots.ts).
  rangeAranaHerbal: card('range-arana-herbal', 'dawn', { kind: 'leaves' }, 'Fresh herbs and green leaves for a caffeine-free herbal infusion'),
  rangeGoldenPekoe: card('range-ceylon-golden-pekoe', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A cup of golden pekoe tea glowing in warm light'),
  rangeCeylonGreen: card('range-ceylon-green-tea', 'forest', { kind: 'stillLife', vessel: 'glass' }, 'A glass of pale Ceylon green tea among fresh green leaves'),
  rangeCommemorative: card('range-commerative-tea', 'dusk', { kind: 'pattern' }, 'A festive pattern of tea leaves in violet and gold for a commemorative tea'),
  rangeCeylonGold: card('range-brand-ceylon-gold', 'golden', { kind: 'landscape', trees: true, horizon: 0.4 }, 'Golden evening light over the tea hills'),
  rangeIcedTea: card('range-brand-ceylon-iced-tea', 'morning', { kind: 'stillLife', vessel: 'iced' }, 'A tall glass of iced Ceylon tea over ice cubes, with a slice of lemon'),
  rangeExceptional: card('range-brand-exceptional-tea', 'dawn', { kind: 'stillLife', vessel: 'teapot' }, 'A white teapot of exceptional single-region tea at sunrise'),
  rangeGourmet: card('range-brand-gourmet-tea', 'monsoon', { kind: 'stillLife', vessel: 'cup' }, 'A gourmet tea served in a fine porcelain cup'),
  rangeInspiration: card('range-brand-inspiration', 'dusk', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot in the lamplight, ready for an evening of tea'),
  rangeNaturalInfusions: card('range-brand-natural-infusions', 'dawn', { kind: 'stillLife', vessel: 'glass' }, 'A glass of golden herbal infusion in the morning sun'),
  rangeOrganics: card('range-brand-organics', 'forest', { kind: 'landscape', trees: true, horizon: 0.35 }, 'Organic tea gardens growing among shade trees and forest'),
  rangeCordial: card('range-brand-realtea-cordial', 'golden', { kind: 'stillLife', vessel: 'iced' }, 'A glass of tea cordial topped up with sparkling water over ice, with lemon'),
  rangeSilverJubilee: card('range-brand-silver-jubilee-gourmet', 'monsoon', { kind: 'pattern' }, 'A silver-green pattern of tea leaves for the jubilee gourmet teas'),
  rangeWatteBoutique: card('range-brand-watte-boutique-tea', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.38 }, 'A single estate with its factory above the tea rows'),
  rangeElixir: card('range-elixir-of-ceylon-tea', 'dusk', { kind: 'stillLife', vessel: 'iced' }, 'A glass of dark tea elixir mixed over ice at dusk'),
  rangeFunFlavoured: card('range-fun-flavoured', 'dawn', { kind: 'pattern' }, 'A cheerful pattern of tea leaves in fruity colours'),
  rangeNaturalGreen: card('range-natural-green-tea', 'morning', { kind: 'leaves' }, 'Tender green tea leaves in fresh morning light'),
  rangePremiumCeylon: card('range-premium-ceylon-tea', 'golden', { kind: 'landscape', factory: true, horizon: 0.42 }, 'A hill-country factory where premium Ceylon tea is made'),
  rangeTSeries: card('range-t-series-designer-gourmet-tea', 'dusk', { kind: 'stillLife', vessel: 'cup' }, 'A designer gourmet tea in a cup on a dark table'),
  rangeTeaMakersReserve: card('range-tea-makers-reserve', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.3 }, 'Cloud over the estates where the tea maker’s reserve is grown'),
  rangePrivateReserve: card('range-teamakers-private-reserve', 'forest', { kind: 'stillLife', vessel: 'teapot' }, 'A private reserve tea brewing in a porcelain teapot'),
  rangeVivid: card('range-vivid-tea', 'morning', { kind: 'pattern' }, 'A vivid pattern of bright green tea leaves'),
  rangeBreakfast: card('range-brand-breakfast-classics', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A strong breakfast tea with a splash of milk'),
  rangeDecaf: card('range-brand-decaffeinated', 'dawn', { kind: 'stillLife', vessel: 'cup' }, 'A calm cup of decaffeinated tea in soft light'),
  rangeSpiceGarden: card('range-brand-spice-garden', 'dusk', { kind: 'leaves' }, 'Tea leaves with spices from a Sri Lankan spice garden'),
  // The tea in its cup or glass, by kind of tea and by herb.
  ...teaCupImages,
  // Each ingredient of the infusions as itself.
  ...ingredientImages,
  // A pack of each format.
  ...formatPackImages,
  // The people the site names.
  ...portraitImages,
  // Certificates and awards, as paper.
  ...certificateImages,
  // The media landing: covers, featured stories and social wall posts.
  ...mediaEditorialImages,
  // Media (news, events, press): a pool the items draw their pictures from (src/seed/media-items/).
  mediaEstateMorning: content('media-estate-morning', 'morning', { kind: 'landscape', trees: true, horizon: 0.32 }, 'Rows of tea bushes and shade trees on a hill estate in the morning sun'),
  mediaFactoryDusk: content('media-factory-dusk', 'dusk', { kind: 'landscape', factory: true, horizon: 0.4 }, 'An estate tea factory on a ridge as dusk falls over the hills'),
  mediaCupGolden: content('media-cup-golden', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A cup of amber tea in warm afternoon light, loose leaves on the table'),
  mediaTeapotMonsoon: content('media-teapot-monsoon', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot on a table in the soft grey light of the monsoon'),
  mediaLeavesDawn: content('media-leaves-dawn', 'dawn', { kind: 'leaves' }, 'Freshly plucked tea leaves and a tender bud in early light'),
  mediaForest: content('media-forest', 'forest', { kind: 'forest' }, 'Montane forest above the tea gardens, layered in mist'),
  mediaGlassMorning: content('media-glass-morning', 'morning', { kind: 'stillLife', vessel: 'glass' }, 'A glass of bright tea on a sunlit table'),
  mediaPatternGolden: content('media-pattern-golden', 'golden', { kind: 'pattern' }, 'A pattern of tea leaves in gold and green'),
  mediaTastingDawn: { ...content('media-tasting-sets', 'dawn', { kind: 'objects', things: [{ what: 'tastingSet' }, { what: 'tastingSet' }, { what: 'tastingSet' }] }, 'Three white tasting sets in a row, each bowl of tea in front of its lidded mug'), altDe: 'Drei weiße Verkostungssets in einer Reihe, jede Schale Tee vor ihrem Becher mit Deckel' },
  mediaHillsDusk: content('media-hills-dusk', 'dusk', { kind: 'landscape', trees: true, horizon: 0.45 }, 'Layered tea hills fading into a violet evening sky'),
  mediaGardenMonsoon: content('media-garden-monsoon', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.28 }, 'Monsoon cloud over a tea garden and its shade trees'),
  mediaPatternMonsoon: content('media-pattern-monsoon', 'monsoon', { kind: 'pattern' }, 'A quiet pattern of tea leaves in sage and grey'),
  mediaTeapotDawn: content('media-teapot-dawn', 'dawn', { kind: 'stillLife', vessel: 'teapot' }, 'A white teapot in the first light of morning'),
  mediaFactoryGolden: content('media-factory-golden', 'golden', { kind: 'landscape', factory: true, trees: true, horizon: 0.36 }, 'A hill-country factory and its tea gardens in golden light'),
} satisfies Record<string, ImageSpec>

export type ImageKey = keyof typeof images
