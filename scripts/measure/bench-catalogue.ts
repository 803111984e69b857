// Measures the product filter at catalogue scale on a throwaway SQLite database (docs/catalogue.md):
// creates the schema from the current config (drizzle push: no migration needed), seeds the
// catalogue with one stand-in picture and SEED_PRODUCTS generated products (default 20000), then
// times the data module's filter reads, one at a time and 20 at once, for GLOBAL and LK.
// Also times the same mood filter through the relationship rows, the alternative not taken.
//   npm run bench:catalogue-data [-- database file]
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const keepAlive = setInterval(() => {}, 1000)
const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-bench-catalogue-'))
const file = process.argv[2] ?? path.join(dir, 'bench.db')
process.env.DATABASE_URL = `file:${file}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET ??= 'bench-secret'
process.env.SEED_PRODUCTS ??= '20000'

async function main() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  const payload = await getPayload({ config, disableOnInit: true })
  const db = payload.db as unknown as { requireDrizzleKit: () => { pushSchema: (schema: unknown, drizzle: unknown) => Promise<{ apply: () => Promise<void> }> }; schema: unknown; drizzle: unknown }
  const existing = await payload.count({ collection: 'products' }).catch(() => null)
  if (!existing) {
    const { apply } = await db.requireDrizzleKit().pushSchema(db.schema, db.drizzle)
    await apply()
  }
  const { images } = await import('../../src/seed/images/catalogue')
  const { renderImage } = await import('../../src/seed/images/render')
  let mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]?.id
  if (!mediaId) mediaId = (await payload.create({ collection: 'media', data: { alt: 'Stand-in', country: 'GLOBAL' }, file: await renderImage({ ...images.liquorBlack, width: 64, height: 64 }), depth: 0 })).id
  const media = new Proxy({}, { get: () => mediaId }) as never
  const started = Date.now()
  const { seedCatalogue } = await import('../../src/seed/catalogue')
  const created = await seedCatalogue(payload, media)
  console.log(`seed: ${created} documents in ${((Date.now() - started) / 1000).toFixed(1)} s; products: ${(await payload.count({ collection: 'products' })).totalDocs}`)

  const { findProducts } = await import('../../src/data/catalogue/products')
  const { withAvailability } = await import('../../src/data/catalogue/availability-rule')
  const { findList } = await import('../../src/data/content')
  const variants = [{ country: 'GLOBAL', locale: 'en' }, { country: 'LK', locale: 'en' }] as const
  const cases: [string, Record<string, string>][] = [
    ['no filter', {}],
    ['format', { format: 'tea-bags' }],
    ['format+type+mood', { format: 'tea-bags', type: 'black-tea', mood: 'energising' }],
    ['type+mood+flavour', { type: 'green-tea', mood: 'focused', flavour: 'grassy' }],
    ['format+mood+flavour', { format: 'loose-leaf', mood: 'comforting', flavour: 'malty' }],
  ]
  const time = async (run: () => Promise<unknown>, n: number, concurrency: number) => {
    const samples: number[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < n) {
          const t = performance.now()
          await run()
          samples.push(performance.now() - t)
        }
      }),
    )
    samples.sort((a, b) => a - b)
    const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1)
    return `p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`
  }
  for (const variant of variants) {
    for (const [name, filters] of cases) {
      const run = (page = 1) => findProducts(filters, variant, { page, size: 20 })
      const { total } = await run()
      console.log(`${variant.country} ${name} (${total} matches): serial ${await time(() => run(), 40, 1)}; 20 at once ${await time(() => run(2), 100, 20)}`)
    }
    // The alternative: the mood as a relationship query (Payload joins products_rels).
    const categories = await payload.find({ collection: 'tea-categories', where: { slug: { in: ['tea-bags', 'black-tea', 'energising'] } }, depth: 0 })
    const id = (slug: string) => categories.docs.find((doc) => doc.slug === slug)!.id
    const viaRels = () =>
      findList({
        collection: 'products',
        variant,
        keyField: 'slug',
        where: withAvailability(variant, { and: [{ format: { equals: id('tea-bags') } }, { type: { equals: id('black-tea') } }, { moods: { in: [id('energising')] } }] }),
        sort: ['-featured', 'slug'],
        page: 1,
        size: 20,
        depth: 1,
        select: { name: true, slug: true, images: true },
      })
    console.log(`${variant.country} format+type+mood through relationship rows (${(await viaRels()).total} matches): serial ${await time(viaRels, 40, 1)}; 20 at once ${await time(viaRels, 100, 20)}`)
  }
  console.log(`database: ${file}`)
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
  .finally(() => clearInterval(keepAlive))
