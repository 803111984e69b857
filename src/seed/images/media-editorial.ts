import type { ImageSpec } from './render'

/**
 * Pictures of the media landing (src/seed/media-editorial.ts): the covers of the media listings,
 * one per featured story and one per social wall post. Sizes are their display sizes: 1200×675
 * covers, 900×600 story cards, 600×600 square posts.
 */
const picture = (width: number, height: number, ext: 'jpg' | 'webp') => (filename: string, palette: ImageSpec['palette'], scene: ImageSpec['scene'], alt: string): ImageSpec => ({
  filename: `dalumara-${filename}.${ext}`, width, height, palette, scene, alt,
})
const cover = picture(1200, 675, 'jpg')
const story = picture(900, 600, 'webp')
const post = picture(600, 600, 'webp')

export const mediaEditorialImages = {
  mediaCoverNews: cover('media-cover-news', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.36 }, 'A hill-country tea factory above its tea rows on a clear morning'),
  mediaCoverEvents: cover('media-cover-events', 'golden', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot and cups set out for a tasting in warm afternoon light'),
  mediaCoverBlog: cover('media-cover-blog', 'dawn', { kind: 'stillLife', vessel: 'cup' }, 'A cup of tea on a writing table in the first light of the day'),
  mediaCoverPress: cover('media-cover-press', 'dusk', { kind: 'landscape', trees: true, horizon: 0.32 }, 'Layered ridges of tea country under a violet evening sky'),

  storyFirstFlush: story('story-first-flush', 'morning', { kind: 'leaves' }, 'A fresh first-flush shoot of two leaves and a bud'),
  storyTastingTable: { ...story('story-tasting-set', 'golden', { kind: 'objects', things: [{ what: 'tastingSet' }, { what: 'tastingSet' }] }, 'Two white tasting sets on the family’s tasting table, bowls of tea in front of their lidded mugs'), altDe: 'Zwei weiße Verkostungssets auf dem Verkostungstisch der Familie, Schalen mit Tee vor ihren Bechern mit Deckel' },
  storyCloudForest: story('story-cloud-forest', 'forest', { kind: 'forest' }, 'Young cloud forest on the ridge above the tea gardens'),
  storyMonsoonPot: story('story-monsoon-pot', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot on a table on a grey monsoon afternoon'),
  storyAfternoonTea: story('story-afternoon-tea', 'dawn', { kind: 'stillLife', vessel: 'teapot' }, 'A white teapot laid out for afternoon tea'),
  storyIcedTea: story('story-iced-tea', 'morning', { kind: 'stillLife', vessel: 'iced' }, 'A glass of iced tea over ice cubes, with a slice of lemon'),
  storyTeaTable: story('story-tea-table', 'dusk', { kind: 'stillLife', vessel: 'cup' }, 'A cup of tea under a lamp at the end of the day'),
  storyPackWhereItGrows: story('story-pack-where-it-grows', 'golden', { kind: 'landscape', factory: true, horizon: 0.4 }, 'The estate factory where the tea is made and packed'),
  storyFairPay: story('story-fair-pay', 'morning', { kind: 'landscape', trees: true, horizon: 0.42 }, 'Rows of tea bushes and shade trees where the pluckers work'),
  storyPeople: story('story-people', 'dawn', { kind: 'landscape', factory: true, trees: true, horizon: 0.3 }, 'Sunrise over an estate, its factory and line houses on the ridge'),
  storyBirds: story('story-birds', 'forest', { kind: 'forest' }, 'Forest canopy in the mist, birds flying over it'),
  storyNursery: story('story-nursery', 'forest', { kind: 'leaves' }, 'Young leaves of native saplings in the estate nursery'),
  storyStream: story('story-stream', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.34 }, 'The forest strip along the stream below the tea slopes'),
  storySolar: story('story-solar', 'golden', { kind: 'landscape', factory: true, trees: true, horizon: 0.38 }, 'The factory roof catching the midday sun'),
  storyLessPlastic: story('story-less-plastic', 'morning', { kind: 'pattern' }, 'A pattern of green tea leaves, as printed on the paper wrap'),
  storyCompost: story('story-compost', 'dusk', { kind: 'leaves' }, 'Pruned tea leaves returning to the soil'),
  storyScholarships: story('story-scholarships', 'dawn', { kind: 'pattern' }, 'A warm pattern of tea leaves in gold and green'),
  storyCleanWater: story('story-clean-water', 'monsoon', { kind: 'stillLife', vessel: 'glass' }, 'A glass of clear water on a table after the rain'),
  storyCreche: story('story-creche', 'morning', { kind: 'stillLife', vessel: 'cup' }, 'A small cup on a bright morning table'),

  postFirstFlush: post('post-first-flush-morning', 'dawn', { kind: 'landscape', trees: true, horizon: 0.4 }, 'Early light over the tea gardens at plucking time'),
  postWithering: post('post-withering-loft', 'golden', { kind: 'leaves' }, 'Tea leaves spread out to wither'),
  postOpenDay: post('post-open-day', 'morning', { kind: 'landscape', factory: true, trees: true, horizon: 0.36 }, 'The estate on its open day'),
  postIcedTea: post('post-iced-tea', 'morning', { kind: 'stillLife', vessel: 'iced' }, 'A glass of iced tea over ice, with lemon'),
  postTastingBench: post('post-tasting-bench', 'golden', { kind: 'stillLife', vessel: 'cup' }, 'A cup on the tasting bench'),
  postHiring: post('post-hiring', 'monsoon', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot in the Colombo tasting room'),
  postMonsoon: post('post-monsoon', 'monsoon', { kind: 'landscape', trees: true, horizon: 0.3 }, 'Monsoon cloud over the tea slopes'),
  postAfternoonTea: post('post-afternoon-tea', 'dawn', { kind: 'stillLife', vessel: 'teapot' }, 'A teapot set for afternoon tea'),
  postSaplings: post('post-saplings', 'forest', { kind: 'forest' }, 'Forest on the ridge where the saplings will go'),
  postTeachers: post('post-teachers', 'morning', { kind: 'pattern' }, 'A bright leaf pattern'),
  postScholarships: post('post-scholarship-day', 'golden', { kind: 'pattern' }, 'A golden leaf pattern'),
  postDusk: post('post-dusk-over-uva', 'dusk', { kind: 'landscape', horizon: 0.34 }, 'Dusk over the Uva hills'),
} satisfies Record<string, ImageSpec>
