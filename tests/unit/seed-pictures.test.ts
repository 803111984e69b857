import { describe, expect, it } from 'vitest'
import { liquorOf, packShotSpec } from '@/seed/catalogue/pack-shots'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { giftPictures } from '@/seed/gifts'
import { images } from '@/seed/images/catalogue'
import { composeSvg } from '@/seed/images/render'
import { subjectPictures } from '@/seed/images/subjects'
import { LIQUOR } from '@/seed/images/tea-colours'
import type { ImageSpec } from '@/seed/images/render'
import { categories, CATEGORY_BANNERS } from '@/seed/catalogue/categories'
import { ingredients } from '@/seed/catalogue/ingredients'
import { RANGE_BANNER } from '@/seed/catalogue/ranges'
import { homes, pages } from '@/seed/content'
import { books } from '@/seed/e-books'
import { estates } from '@/seed/estates'
import { albums, shotSpec } from '@/seed/media-items/albums'
import { blogPictureSpec, blogPostSeeds } from '@/seed/media-items/blog-posts'
import { eventSeeds } from '@/seed/media-items/events'
import { newsSeeds } from '@/seed/media-items/news'
import { pressSeeds } from '@/seed/media-items/press'
import { series } from '@/seed/podcasts'
import { recipes } from '@/seed/recipes'
import { galleryItems, gallerySpec } from '@/seed/tea-inspired-galleries/items'
import { AUTHOR_PORTRAITS, GALLERY_PORTRAITS } from '@/seed/images/portraits'
import { galleryGroupPages, categoryKindPages, type PageTypeName } from '@/routes'
import { matchPageType } from '@/lib/routing/match'

const plans = planCatalogue(ranges)
const packOf = (slug: string) => {
  const spec = packShotSpec(plans.find((plan) => plan.slug === slug)!)
  if (spec.scene.kind !== 'pack') throw new Error(`${slug}: not a pack shot`)
  return { spec, scene: spec.scene }
}

describe('seed pictures', () => {
  it('draws every tea its own pack shot, labelled with its name and range', () => {
    const files = new Set(plans.map((plan) => packShotSpec(plan).filename))
    expect(files.size).toBe(plans.length)
    const { spec } = packOf('arana-gotu-kola')
    // The label's words, as the lines of text the picture shows.
    const label = composeSvg(spec).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(label).toContain('Arana Gotu Kola')
    expect(label).toContain('Arana Herbal')
    expect(spec.alt).toMatch(/^Arana Gotu Kola from the Arana Herbal range/)
  })

  it('packs each tea by its format: iced tea in bottles and tetra packs, cordial in a bottle, tea bags in a box', () => {
    expect(packOf('iced-tea-peach').scene.pack).toBe('iced')
    expect(packOf('tea-cordial-mango').scene.pack).toBe('bottle')
    expect(packOf('english-breakfast').scene.pack).toBe('box')
  })

  it('draws herbal infusions in their herb’s colours, not as black tea', () => {
    const gotuKola = plans.find((plan) => plan.slug === 'arana-gotu-kola')!
    expect(packOf('arana-gotu-kola').scene.liquor).not.toEqual(LIQUOR['black-tea'])
    expect(liquorOf(gotuKola)).toBe('herb-gotu-kola')
    expect(images[liquorOf(gotuKola)].alt).toMatch(/gotu kola/)
  })

  it('serves iced tea over ice, not steaming', () => {
    const iced = images.liquorIced
    expect(iced.scene).toMatchObject({ kind: 'stillLife', vessel: 'iced' })
    expect(composeSvg(iced)).not.toContain('url(#steam)')
  })

  it('leads a story with a picture of its subject and leaves leaf patterns out', () => {
    expect(subjectPictures('Uva high-grown wins gold at the Tasters’ Guild', ['mediaCupGolden'])[0]).toBe('awardGoldenLeaf')
    expect(subjectPictures('Rainwater harvesting for every estate home', ['mediaCupGolden'])[0]).toBe('storyCleanWater')
    expect(subjectPictures('Something else entirely', ['mediaPatternGolden', 'mediaCupGolden'])).toEqual(['mediaCupGolden'])
  })

  it('draws every gift, teaware item and accessory its own picture: teaware, accessories and hampers as themselves, packed tea as its labelled pack', () => {
    const pictures = giftPictures()
    expect(new Set(pictures.map(({ spec }) => spec.filename)).size).toBe(pictures.length)
    const drawnAs = (slug: string) => {
      const { scene } = pictures.find((picture) => picture.slug === slug)!.spec
      return scene.kind === 'objects' ? scene.things.map((thing) => thing.what) : scene.kind
    }
    for (const { slug, spec } of pictures) {
      if (spec.scene.kind === 'pack') {
        expect(slug.startsWith('gift:'), `${slug} is drawn as a pack`).toBe(true)
        const label = composeSvg(spec).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
        expect(label).toContain(spec.scene.name.split(' ')[0])
        expect(spec.alt).toContain(`label reads “${spec.scene.name}”`)
        expect(spec.alt).toContain(` ${spec.scene.pack} `)
      } else {
        expect(spec.scene.kind, slug).toBe('objects')
        expect(spec.altDe, slug).toBeTruthy()
      }
    }
    expect(drawnAs('teaware:porcelain-teapot')).toEqual(['teapot'])
    expect(drawnAs('teaware:double-walled-glass-mug')).toEqual(['mug'])
    expect(drawnAs('accessory:fine-mesh-strainer')).toEqual(['strainer'])
    expect(drawnAs('accessory:basket-infuser')).toEqual(['basketInfuser'])
    expect(drawnAs('accessory:airtight-tea-caddy')).toEqual(['caddy'])
    expect(drawnAs('gift:afternoon-tea-hamper')).toEqual(['hamper'])
    expect(drawnAs('gift:silver-tips-caddy')).toBe('pack')
  })

  it('draws each ingredient as itself and each recipe as its dish or drink', () => {
    for (const ingredient of ingredients) expect(images[ingredient.image].scene.kind, ingredient.slug).toBe('ingredients')
    const recipe = (slug: string) => images[recipes.find((one) => one.slug === slug)!.image].scene
    expect(recipe('chai-shortbread')).toMatchObject({ kind: 'objects', things: [{ what: 'shortbread' }, { what: 'cup' }] })
    expect(recipe('tea-smoked-salmon')).toMatchObject({ kind: 'objects', things: [{ what: 'salmon' }] })
    expect(recipe('green-tea-and-mint-cooler')).toMatchObject({ kind: 'stillLife', vessel: 'iced' })
  })
})

/**
 * The picture at the top of every seeded page, by page type: a page's header image, an item's cover
 * or first picture.
 */
function leadPictures(): [PageTypeName, ImageSpec][] {
  const leads: [PageTypeName, ImageSpec][] = []
  for (const page of pages) leads.push([matchPageType(page.path)?.name ?? 'contentPage', images[page.headerImage]])
  for (const home of homes) leads.push(['home', images[home.sliders[0]!.image]])
  for (const category of categories) {
    const kind = categoryKindPages[category.kind]
    leads.push([kind.item as PageTypeName, images[CATEGORY_BANNERS[category.kind]]])
  }
  for (const _ of ranges) leads.push(['teaRange', images[RANGE_BANNER]])
  for (const plan of plans) {
    leads.push(['product', packShotSpec(plan)])
    if (plan.flush) leads.push(['seasonalFlush', packShotSpec(plan)])
  }
  for (const recipe of recipes) leads.push(['recipe', images[recipe.image]])
  for (const ingredient of ingredients) leads.push(['ingredient', images[ingredient.image]])
  for (const estate of estates) leads.push(['teaGarden', images[estate.images[0]]])
  for (const book of books) leads.push(['eBook', images[book.cover]])
  for (const one of series) leads.push(['podcastSeries', images[one.cover]], ['podcastEpisode', images[one.cover]])
  for (const item of galleryItems) leads.push([galleryGroupPages[item.group].item as PageTypeName, gallerySpec(item, 0)])
  for (const album of albums) leads.push(['imageAlbum', shotSpec(album, 0)])
  for (const post of blogPostSeeds) leads.push(['teaBlogPost', blogPictureSpec(post)])
  for (const { slug, spec } of giftPictures()) leads.push([slug.startsWith('accessory:') ? 'accessory' : 'giftTea', spec])
  for (const seed of newsSeeds) leads.push(['news', images[subjectPictures(seed.en.title, seed.images)[0]!]])
  for (const seed of eventSeeds) leads.push(['event', images[subjectPictures(seed.title, seed.images, 'events')[0]!]])
  for (const seed of pressSeeds) leads.push(['press', images[subjectPictures(seed.title, seed.images, 'press')[0]!]])
  return leads
}

/**
 * Two pictures count as one when a visitor would see the same picture: the same file, or the same
 * arrangement (a teapot, a cup, a row of things) in the same light, whatever its size or file name.
 * Landscapes, forests and leaves are composed at random per file, so each file is a picture of its own.
 */
const RANDOM_COMPOSITION = new Set(['landscape', 'forest', 'leaves', 'pattern'])
const drawing = (spec: ImageSpec) => (RANDOM_COMPOSITION.has(spec.scene.kind) ? spec.filename : `${spec.palette} ${JSON.stringify(spec.scene)}`)

describe('seed pictures heading pages', () => {
  it('heads no more than two page types with the same picture', () => {
    const typesOf = new Map<string, Set<PageTypeName>>()
    for (const [type, spec] of leadPictures()) {
      expect(spec, type).toBeDefined()
      typesOf.set(drawing(spec), (typesOf.get(drawing(spec)) ?? new Set()).add(type))
    }
    const repeated = [...typesOf].filter(([, types]) => types.size > 2).map(([picture, types]) => `${[...types].join(', ')}: ${picture}`)
    expect(repeated).toEqual([])
  })
})

describe('seed portraits', () => {
  it('gives every named person a drawn portrait: photographers, artists, tea drinkers who wrote in, blog writers', () => {
    const people = galleryItems.filter((item) => item.group !== 'albums')
    for (const item of people) {
      const key = GALLERY_PORTRAITS[item.slug]
      expect(key, `${item.slug} has no portrait`).toBeDefined()
      expect(images[key!].scene.kind).toBe('portrait')
    }
    for (const author of new Set(blogPostSeeds.map((post) => post.author))) {
      const key = AUTHOR_PORTRAITS[author]
      expect(key, `${author} has no portrait`).toBeDefined()
      expect(images[key!].alt).toContain(author)
    }
  })
})
