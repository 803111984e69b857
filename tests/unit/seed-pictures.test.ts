import { describe, expect, it } from 'vitest'
import { liquorOf, packShotSpec } from '@/seed/catalogue/pack-shots'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { giftPictures } from '@/seed/gifts'
import { images } from '@/seed/images/catalogue'
import { composeSvg } from '@/seed/images/render'
import { subjectPictures } from '@/seed/images/subjects'
import { LIQUOR } from '@/seed/images/tea-colours'

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

  it('draws every gift, teaware item and accessory its own picture: its pack, labelled with its name', () => {
    const pictures = giftPictures()
    expect(new Set(pictures.map(({ spec }) => spec.filename)).size).toBe(pictures.length)
    for (const { spec } of pictures) {
      if (spec.scene.kind !== 'pack') throw new Error(`${spec.filename}: not a pack`)
      const label = composeSvg(spec).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
      expect(label).toContain(spec.scene.name.split(' ')[0])
      expect(spec.alt).toContain(`label reads “${spec.scene.name}”`)
      expect(spec.alt).toContain(` ${spec.scene.pack} `)
    }
    const caddy = pictures.find(({ slug }) => slug === 'gift:silver-tips-caddy')!.spec
    expect(caddy.scene).toMatchObject({ pack: 'tin' })
    expect(pictures.find(({ slug }) => slug === 'gift:estate-tasting-chest')!.spec.scene).toMatchObject({ pack: 'box' })
  })
})
