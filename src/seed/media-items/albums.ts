import { brand, brandName } from '@/site.config'
import type { ImageSpec } from '../images/render'
import type { Localized } from '../content/types'

/**
 * Eight image albums of the media section, 6 to 12 pictures each, drawn by the seed's scene
 * generator (src/seed/images) at print size (2400×1600), since the press kit hands out the
 * originals. Every picture has its alt text (what it shows) and a caption (what a journalist would
 * print under it). Dates count back from the day the seed runs, so the newest album is always recent.
 */
type Shot = { palette: ImageSpec['palette']; scene: ImageSpec['scene']; alt: string; altDe: string; caption: string }

export type AlbumSeed = {
  slug: string
  daysAgo: number
  copy: Localized<{ title: string; summary: string }>
  shots: Shot[]
}

const land = (o: { factory?: boolean; trees?: boolean; horizon?: number } = {}): ImageSpec['scene'] => ({ kind: 'landscape', ...o })
const still = (vessel: 'cup' | 'glass' | 'teapot'): ImageSpec['scene'] => ({ kind: 'stillLife', vessel })
const leaves: ImageSpec['scene'] = { kind: 'leaves' }
const forest: ImageSpec['scene'] = { kind: 'forest' }
const pattern: ImageSpec['scene'] = { kind: 'pattern' }

export const albums: AlbumSeed[] = [
  {
    slug: 'uva-quality-season',
    daysAgo: 12,
    copy: {
      en: { title: 'The Uva Quality Season', summary: 'Dry winds, bright mornings and the teas they make: six weeks on our Uva estates at the height of the quality season.' },
      de: { title: 'Die Qualitätssaison in Uva', summary: 'Trockene Winde, klare Morgen und die Tees, die daraus entstehen: sechs Wochen auf unseren Gütern in Uva.' },
    },
    shots: [
      { palette: 'dawn', scene: land({ trees: true }), alt: 'First light over terraced tea slopes in the Uva hills', altDe: 'Erstes Licht über terrassierten Teehängen in den Uva-Bergen', caption: 'Dawn over the upper fields of Kirikanda, Uva, in the first week of the quality season.' },
      { palette: 'morning', scene: land({ trees: true, horizon: 0.35 }), alt: 'Rows of tea bushes running down a steep hillside under a clear sky', altDe: 'Reihen von Teebüschen, die unter klarem Himmel einen steilen Hang hinablaufen', caption: 'The dry wind from the north-east sweeps these slopes from July; the leaf grows slowly and gains its flavour.' },
      { palette: 'golden', scene: land({ factory: true, trees: true }), alt: 'An estate factory on a ridge in the late afternoon sun', altDe: 'Die Teefabrik einer Plantage auf einem Bergrücken in der späten Nachmittagssonne', caption: 'The Kirikanda factory at four in the afternoon, when the last leaf of the day comes in from the fields.' },
      { palette: 'morning', scene: leaves, alt: 'Fresh tea shoots with two leaves and a bud', altDe: 'Frische Teetriebe mit zwei Blättern und einer Knospe', caption: 'Two leaves and a bud: the standard for every plucking round in the season.' },
      { palette: 'golden', scene: still('cup'), alt: 'A cup of bright amber Uva tea on a wooden table', altDe: 'Eine Tasse hellen, bernsteinfarbenen Uva-Tees auf einem Holztisch', caption: 'The season’s first invoice, cupped in the estate’s tasting room: bright, brisk, with a hint of wintergreen.' },
      { palette: 'dusk', scene: land({ horizon: 0.3 }), alt: 'Layered ridges of tea country fading into an evening haze', altDe: 'Gestaffelte Bergrücken des Teelands, die im Abenddunst verblassen', caption: 'Evening over the Uva basin, seen from the estate bungalow.' },
      { palette: 'dawn', scene: land({ factory: true }), alt: 'A tea factory above the morning mist', altDe: 'Eine Teefabrik über dem Morgennebel', caption: 'Mist lifts from the valley below the factory; withering starts before the sun reaches the lofts.' },
      { palette: 'morning', scene: still('teapot'), alt: 'A white teapot with loose leaf tea beside it', altDe: 'Eine weiße Teekanne, daneben loser Blatttee', caption: 'A pot of the season’s best, brewed for the pluckers’ mid-morning break.' },
    ],
  },
  {
    slug: 'inside-the-kirikanda-factory',
    daysAgo: 40,
    copy: {
      en: { title: 'Inside the Kirikanda Factory', summary: 'From withering lofts to the sorting room: how fresh leaf becomes tea in a hill-country factory built in 1931.' },
      de: { title: 'In der Fabrik von Kirikanda', summary: 'Von den Welkböden bis zum Sortierraum: wie in einer Fabrik im Hochland aus frischem Blatt Tee wird.' },
    },
    shots: [
      { palette: 'golden', scene: land({ factory: true, trees: true }), alt: 'The long white Kirikanda factory among tea bushes', altDe: 'Die lange weiße Kirikanda-Teefabrik zwischen Teebüschen', caption: 'Kirikanda’s factory, built in 1931 and still run on its original four floors.' },
      { palette: 'morning', scene: leaves, alt: 'Freshly plucked leaf spread out to wither', altDe: 'Frisch gepflückte Blätter, zum Welken ausgebreitet', caption: 'Fresh leaf on the withering troughs: fourteen to sixteen hours of cool air before it can be rolled.' },
      { palette: 'dawn', scene: pattern, alt: 'A pattern of rolled tea leaves', altDe: 'Ein Muster aus gerollten Teeblättern', caption: 'After rolling, the leaf twists and its juices meet the air; oxidation begins.' },
      { palette: 'golden', scene: still('cup'), alt: 'A cup of dark copper tea beside loose leaf', altDe: 'Eine Tasse dunkel kupferfarbener Tee neben losen Blättern', caption: 'Every batch is tasted before it leaves the factory; this one was graded BOPF.' },
      { palette: 'dusk', scene: land({ factory: true }), alt: 'The factory lit up at dusk on its ridge', altDe: 'Die erleuchtete Teefabrik in der Dämmerung auf ihrem Bergrücken', caption: 'The night shift: in the flush the factory works until the last leaf is fired.' },
      { palette: 'morning', scene: still('glass'), alt: 'A glass of clear amber tea on a bench', altDe: 'Ein Glas klarer, bernsteinfarbener Tee auf einer Bank', caption: 'Liquor colour is checked in daylight, against a white tile, as it has been since the factory opened.' },
    ],
  },
  {
    slug: 'the-tasting-room',
    daysAgo: 75,
    copy: {
      en: { title: 'The Tasting Room in Colombo', summary: 'Three hundred cups a morning: our head taster and his team at work on the week’s auction samples.' },
      de: { title: 'Der Verkostungsraum in Colombo', summary: 'Dreihundert Tassen an einem Vormittag: unser leitender Verkoster und sein Team bei den Mustern der Woche.' },
    },
    shots: [
      { palette: 'morning', scene: still('cup'), alt: 'A row of white tasting cups filled with tea', altDe: 'Eine Reihe weißer Verkostungstassen, mit Tee gefüllt', caption: 'The morning’s first bench: forty samples from the week’s Colombo auction catalogue.' },
      { palette: 'golden', scene: still('cup'), alt: 'A cup of tea glowing amber in warm light', altDe: 'Eine Tasse Tee, die im warmen Licht bernsteinfarben leuchtet', caption: 'A high-grown Dimbula, bright and golden: the taster’s note reads “brisk, clean, flowery”.' },
      { palette: 'dawn', scene: still('glass'), alt: 'A glass of pale tea on a marble bench', altDe: 'Ein Glas hellen Tees auf einer Marmorbank', caption: 'Green and white teas are tasted in glass so their pale colour can be judged.' },
      { palette: 'dusk', scene: still('teapot'), alt: 'A porcelain teapot on a dark table', altDe: 'Eine Porzellankanne auf einem dunklen Tisch', caption: 'The reference pot: every tasting is measured against a standard brewed the same way each day.' },
      { palette: 'monsoon', scene: still('cup'), alt: 'A cup of strong tea on a grey table', altDe: 'Eine Tasse kräftiger Tee auf einem grauen Tisch', caption: 'Low-grown Ruhuna, strong and malty, tasted with milk to see how it carries.' },
      { palette: 'morning', scene: leaves, alt: 'Dry tea leaf laid out for inspection', altDe: 'Trockene Teeblätter, zur Begutachtung ausgelegt', caption: 'Dry leaf is judged first, by eye and hand: size, twist and colour.' },
      { palette: 'golden', scene: still('glass'), alt: 'Light through a glass of copper-coloured tea', altDe: 'Licht fällt durch ein Glas kupferfarbenen Tees', caption: 'The infusion’s colour tells the taster how far oxidation went in the factory.' },
      { palette: 'forest', scene: leaves, alt: 'Infused tea leaves, dark green and unfurled', altDe: 'Aufgegossene Teeblätter, dunkelgrün und entfaltet', caption: 'The infused leaf is smelled and shown to every taster at the bench.' },
      { palette: 'dawn', scene: still('cup'), alt: 'A single cup of tea with steam rising', altDe: 'Eine einzelne Tasse Tee, aus der Dampf aufsteigt', caption: 'The last cup of the morning, set aside for a second opinion.' },
      { palette: 'dusk', scene: pattern, alt: 'A quiet pattern of tea leaves on a dark background', altDe: 'Ein ruhiges Muster aus Teeblättern auf dunklem Grund', caption: 'Sample tins are emptied and refilled for the afternoon bench.' },
    ],
  },
  {
    slug: 'monsoon-on-malhena',
    daysAgo: 110,
    copy: {
      en: { title: 'Monsoon on Malhena', summary: 'The south-west monsoon on our Dimbula estate: rain, cloud, cleared drains and the teas that come after.' },
      de: { title: 'Monsun auf Malhena', summary: 'Der Südwestmonsun auf unserem Gut in Dimbula: Regen, Wolken, freie Gräben und die Tees danach.' },
    },
    shots: [
      { palette: 'monsoon', scene: land({ trees: true }), alt: 'Monsoon cloud drifting over green tea slopes', altDe: 'Monsunwolken ziehen über grüne Teehänge', caption: 'Cloud rolls up the valley at Malhena in the second week of June.' },
      { palette: 'monsoon', scene: land({ horizon: 0.3 }), alt: 'Rain-soaked hills under a low grey sky', altDe: 'Regennasse Hügel unter einem tiefen grauen Himmel', caption: 'The western slopes take the full force of the south-west monsoon.' },
      { palette: 'forest', scene: forest, alt: 'Dense forest canopy in the rain', altDe: 'Dichtes Kronendach des Walds im Regen', caption: 'The forest reserve above the estate holds the rain and feeds the streams through the dry months.' },
      { palette: 'monsoon', scene: land({ factory: true, trees: true }), alt: 'An estate factory half hidden by cloud', altDe: 'Die Teefabrik einer Plantage, halb von Wolken verdeckt', caption: 'Malhena’s factory between showers; the leaf comes in wet and withers slowly.' },
      { palette: 'morning', scene: leaves, alt: 'Rain drops on fresh tea leaves', altDe: 'Regentropfen auf frischen Teeblättern', caption: 'The bushes flush fast in the rain, and the plucking rounds shorten to six days.' },
      { palette: 'dusk', scene: land({ trees: true }), alt: 'Shade trees on a tea slope in evening light', altDe: 'Schattenbäume an einem Teehang im Abendlicht', caption: 'Silver oaks shade the bushes and hold the soil on the steepest fields.' },
      { palette: 'monsoon', scene: still('cup'), alt: 'A cup of tea by a rain-streaked window', altDe: 'Eine Tasse Tee an einem regennassen Fenster', caption: 'A monsoon Dimbula: lighter in body than the dry season’s, with a fresh, green edge.' },
    ],
  },
  {
    slug: 'afternoon-tea-at-the-tea-lounge',
    daysAgo: 150,
    copy: {
      en: { title: 'Afternoon Tea at the Tea Lounge', summary: 'Our tea lounge in Colombo sets the table: pots, cups, iced teas and the menu that pairs them with food.' },
      de: { title: 'Nachmittagstee in der Tea Lounge', summary: 'Unsere Tea Lounge in Colombo deckt den Tisch: Kannen, Tassen, Eistees und die passenden Speisen.' },
    },
    shots: [
      { palette: 'golden', scene: still('teapot'), alt: 'A teapot on a table set for afternoon tea', altDe: 'Eine Teekanne auf einem für den Nachmittagstee gedeckten Tisch', caption: 'The lounge’s house pot: a single-estate Nuwara Eliya, served without milk.' },
      { palette: 'dawn', scene: still('cup'), alt: 'A porcelain cup of tea on its saucer', altDe: 'Eine Porzellantasse Tee auf ihrer Untertasse', caption: 'First pour of the afternoon, at a quarter past three.' },
      { palette: 'morning', scene: still('glass'), alt: 'A tall glass of iced tea', altDe: 'Ein hohes Glas Eistee', caption: 'The lounge’s iced tea is brewed hot at double strength and poured over ice.' },
      { palette: 'dusk', scene: still('teapot'), alt: 'A teapot in the warm light of evening', altDe: 'Eine Teekanne im warmen Abendlicht', caption: 'Evening service: a smoky lapsang blend for the last guests.' },
      { palette: 'golden', scene: still('cup'), alt: 'A cup of golden tea beside fresh leaves', altDe: 'Eine Tasse goldener Tee neben frischen Blättern', caption: 'Every tea on the menu is brewed to the minute and poured at the table.' },
      { palette: 'monsoon', scene: still('teapot'), alt: 'A white teapot on a sage-green table', altDe: 'Eine weiße Teekanne auf einem salbeigrünen Tisch', caption: 'A green tea pot for the vegetarian menu, paired with jackfruit curry.' },
      { palette: 'forest', scene: still('glass'), alt: 'A glass of tea with a sprig of mint', altDe: 'Ein Glas Tee mit einem Minzzweig', caption: 'A mint and lemongrass infusion, made with herbs from the lounge’s own garden.' },
      { palette: 'morning', scene: still('cup'), alt: 'A cup of tea in morning light by a window', altDe: 'Eine Tasse Tee im Morgenlicht am Fenster', caption: 'The breakfast blend, served from eight.' },
      { palette: 'dawn', scene: pattern, alt: 'A decorative pattern of tea leaves', altDe: 'Ein dekoratives Muster aus Teeblättern', caption: 'The lounge’s wallpaper repeats the leaf of the tea bush.' },
      { palette: 'golden', scene: still('glass'), alt: 'A glass of amber tea on a wooden bar', altDe: 'Ein Glas bernsteinfarbener Tee auf einer hölzernen Bar', caption: 'Tea cocktails are made at the bar with cold-brewed Dimbula.' },
      { palette: 'dusk', scene: still('cup'), alt: 'A cup of dark tea on a table at dusk', altDe: 'Eine Tasse dunkler Tee auf einem Tisch in der Dämmerung', caption: 'A strong Ruhuna for the end of the day, with a slice of ginger cake.' },
      { palette: 'morning', scene: leaves, alt: 'Loose tea leaves scattered on a white cloth', altDe: 'Lose Teeblätter, auf einem weißen Tuch verstreut', caption: 'Guests can smell each tea’s dry leaf before they order.' },
    ],
  },
  {
    slug: 'forest-corridors',
    daysAgo: 200,
    copy: {
      en: { title: 'Forest Corridors', summary: 'Replanting native forest between our estates so wildlife can move between the reserves: the work of the last three years.' },
      de: { title: 'Waldkorridore', summary: 'Heimischer Wald zwischen unseren Gütern, damit Wildtiere zwischen den Schutzgebieten wandern können.' },
    },
    shots: [
      { palette: 'forest', scene: forest, alt: 'Layers of montane forest in the mist', altDe: 'Schichten von Bergwald im Nebel', caption: 'The Peak Wilderness reserve, seen from the edge of the estate’s upper division.' },
      { palette: 'forest', scene: leaves, alt: 'Young native saplings in a nursery', altDe: 'Junge heimische Setzlinge in einer Baumschule', caption: 'Saplings from the estate nursery: 42 native species, all grown from local seed.' },
      { palette: 'morning', scene: forest, alt: 'Sunlight through a forest canopy', altDe: 'Sonnenlicht fällt durch das Kronendach des Walds', caption: 'Three years after planting, the first corridor has closed its canopy.' },
      { palette: 'monsoon', scene: land({ trees: true }), alt: 'Tea slopes bordered by forest', altDe: 'Teehänge, von Wald gesäumt', caption: 'The corridor follows the stream between two tea divisions, where the slope is too steep for tea.' },
      { palette: 'dawn', scene: forest, alt: 'Forest trees in the dawn light with birds overhead', altDe: 'Waldbäume im Morgenlicht, darüber Vögel', caption: 'Survey at dawn: the team counts birds along the corridor every month.' },
      { palette: 'dusk', scene: forest, alt: 'A forest ridge under a violet sky', altDe: 'Ein bewaldeter Bergrücken unter violettem Himmel', caption: 'The ridge above the estate, where the corridor joins the reserve.' },
      { palette: 'forest', scene: pattern, alt: 'A pattern of green leaves', altDe: 'Ein Muster aus grünen Blättern', caption: 'Leaf litter on the forest floor: the soil the corridors are rebuilding.' },
      { palette: 'golden', scene: land({ trees: true, horizon: 0.35 }), alt: 'Hills of tea and forest in golden light', altDe: 'Hügel mit Tee und Wald in goldenem Licht', caption: 'From the air the corridors show as dark green threads between the tea.' },
      { palette: 'morning', scene: leaves, alt: 'Fresh green leaves on a pale background', altDe: 'Frische grüne Blätter auf hellem Grund', caption: 'A native cinnamon sapling, one of the corridor’s first trees.' },
    ],
  },
  {
    slug: 'two-leaves-and-a-bud',
    daysAgo: 260,
    copy: {
      en: { title: 'Two Leaves and a Bud', summary: 'The plucking round, close up: the hands, the baskets and the shoot that makes good tea.' },
      de: { title: 'Zwei Blätter und eine Knospe', summary: 'Die Pflückrunde aus der Nähe: die Hände, die Körbe und der Trieb, aus dem guter Tee wird.' },
    },
    shots: [
      { palette: 'morning', scene: leaves, alt: 'A tender tea shoot of two leaves and a bud', altDe: 'Ein zarter Teetrieb aus zwei Blättern und einer Knospe', caption: 'The shoot every plucker looks for: two leaves and a bud, snapped cleanly.' },
      { palette: 'dawn', scene: leaves, alt: 'Tea leaves in soft dawn light', altDe: 'Teeblätter im sanften Licht der Morgendämmerung', caption: 'Plucking starts at seven, after the muster, while the leaf is cool.' },
      { palette: 'forest', scene: leaves, alt: 'Dark green mature tea leaves', altDe: 'Dunkelgrüne, ausgewachsene Teeblätter', caption: 'Older leaves are left on the bush: they feed it and shade the new shoots.' },
      { palette: 'golden', scene: land({ trees: true }), alt: 'A tea field in warm afternoon light', altDe: 'Ein Teefeld im warmen Nachmittagslicht', caption: 'Each field is plucked once in seven days while the bushes flush.' },
      { palette: 'monsoon', scene: pattern, alt: 'A pattern of tea leaves on sage green', altDe: 'Ein Muster aus Teeblättern auf Salbeigrün', caption: 'A day’s leaf from one plucker: about twenty kilograms in the flush.' },
      { palette: 'morning', scene: land({ trees: true, horizon: 0.4 }), alt: 'A hillside of neatly pruned tea bushes', altDe: 'Ein Hang mit sauber geschnittenen Teebüschen', caption: 'The plucking table: bushes are pruned flat at waist height so the shoots can be reached.' },
    ],
  },
  {
    slug: 'iced-tea-summer',
    daysAgo: 320,
    copy: {
      en: { title: 'Iced Tea Summer', summary: 'Glass bottles, cold brew and summer light: the pictures behind this year’s iced tea campaign.' },
      de: { title: 'Eistee-Sommer', summary: 'Glasflaschen, Cold Brew und Sommerlicht: die Bilder hinter unserer Eistee-Kampagne.' },
    },
    shots: [
      { palette: 'golden', scene: still('glass'), alt: 'A glass of iced tea glowing in the sun', altDe: 'Ein Glas Eistee, das in der Sonne leuchtet', caption: 'Peach and black tea, cold-brewed for eight hours.' },
      { palette: 'morning', scene: still('glass'), alt: 'A glass of pale iced green tea', altDe: 'Ein Glas heller, eisgekühlter Grüntee', caption: 'Green tea with lime: the lightest of the range.' },
      { palette: 'dawn', scene: still('glass'), alt: 'A glass of rose-coloured iced tea', altDe: 'Ein Glas rosafarbener Eistee', caption: 'Hibiscus and rosehip, naturally caffeine-free and deep pink.' },
      { palette: 'forest', scene: still('glass'), alt: 'A glass of tea beside fresh mint leaves', altDe: 'Ein Glas Tee neben frischen Minzblättern', caption: 'Mint and Ceylon black tea, the summer’s best seller.' },
      { palette: 'dusk', scene: still('glass'), alt: 'A glass of iced tea in evening light', altDe: 'Ein Glas Eistee im Abendlicht', caption: 'Iced tea at sunset on the terrace of the Colombo tea lounge.' },
      { palette: 'monsoon', scene: still('glass'), alt: 'A glass of iced tea on a green table', altDe: 'Ein Glas Eistee auf einem grünen Tisch', caption: 'Lemongrass and ginger, served over crushed ice.' },
      { palette: 'golden', scene: leaves, alt: 'Tea leaves in bright summer light', altDe: 'Teeblätter im hellen Sommerlicht', caption: 'Cold brewing keeps the leaf’s sweetness and leaves its bitterness behind.' },
      { palette: 'morning', scene: still('teapot'), alt: 'A teapot and glasses ready for iced tea', altDe: 'Eine Teekanne und Gläser, bereit für Eistee', caption: 'For iced tea at home: brew hot at double strength, then pour over a full glass of ice.' },
    ],
  },
]

/** The picture of an album's nth shot, with its file name (the natural key the seed uploads by). */
export function shotSpec(album: AlbumSeed, index: number): ImageSpec {
  const shot = album.shots[index]!
  return {
    filename: `${brand}-album-${album.slug}-${String(index + 1).padStart(2, '0')}.jpg`,
    width: 2400,
    height: 1600,
    palette: shot.palette,
    scene: shot.scene,
    alt: shot.alt,
    altDe: shot.altDe,
  }
}

export const albumKeywords = `${brandName} press pictures, Ceylon tea photographs, tea estate images`
