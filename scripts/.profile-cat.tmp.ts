process.env.DATABASE_URL = 'file:/tmp/bench-cat.db'
process.env.PAYLOAD_SECRET = 'x'
const keep = setInterval(() => {}, 1000)
async function main() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('/work/wt-catalogue-core/src/payload.config')
  const payload = await getPayload({ config, disableOnInit: true })
  const client = (payload.db as any).drizzle.$client
  const orig = client.execute.bind(client)
  let log = false
  client.execute = async (q: any) => { const t = performance.now(); const r = await orig(q); if (log) console.log((performance.now() - t).toFixed(1), 'ms', (typeof q === 'string' ? q : q.sql).slice(0, 3000), JSON.stringify(q.args ?? []).slice(0,200)); return r }
  const { findProducts } = await import('/work/wt-catalogue-core/src/data/catalogue/products')
  const filters = JSON.parse(process.argv[2] ?? '{}')
  const variant = { country: process.argv[3] ?? 'GLOBAL', locale: 'en' } as const
  await findProducts(filters, variant, { page: 1, size: 20 })
  log = true
  const t = performance.now()
  await findProducts(filters, variant, { page: 1, size: 20 })
  console.log('total', (performance.now() - t).toFixed(1))
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1) })
