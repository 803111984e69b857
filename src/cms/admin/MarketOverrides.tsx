import Link from 'next/link'
import type { CollectionSlug, UIFieldServerProps, Where } from 'payload'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { createContent } from '../access/roles'
import { CreateOverride } from './CreateOverride'
import { marketOptions } from './markets'

type Row = Record<string, unknown>

/**
 * The sidebar of a content record: a market's record links to the GLOBAL record it overrides (the one
 * with the same key); a GLOBAL record lists the markets that override it and offers to start one from a copy.
 */
export async function MarketOverrides({ collectionSlug, data, id, payload, req }: UIFieldServerProps) {
  if (id === undefined || id === null || !req.user) return null
  const slug = collectionSlug as CollectionSlug
  const { config } = payload.collections[slug]
  const key = String(config.custom?.contentKey ?? 'country')
  const country = String(data?.country ?? DEFAULT_COUNTRY)
  const adminRoute = payload.config.routes.admin
  const editHref = (docId: number | string) => `${adminRoute}/collections/${slug}/${docId}`
  const titleOf = (doc: Row) => String(doc[config.admin.useAsTitle ?? key] ?? doc[key] ?? doc.id)
  const sameKey: Where = key === 'country' ? {} : { [key]: { equals: data?.[key] ?? null } }
  const asUser = { collection: slug, depth: 0, draft: true, overrideAccess: false, user: req.user, locale: (req.locale ?? undefined) as 'en' | undefined } as const
  const markets = await marketOptions(payload, req.locale ?? undefined)
  const marketName = (code: string) => markets.find((m) => m.code === code)?.name ?? code

  if (country !== DEFAULT_COUNTRY) {
    const { docs } = await payload.find({ ...asUser, where: { ...sameKey, country: { equals: DEFAULT_COUNTRY } }, limit: 1 })
    const global = docs[0] as unknown as Row | undefined
    return (
      <section className="market-overrides" aria-label="Markets">
        {global ? (
          <p>
            Overrides the {DEFAULT_COUNTRY} record: <Link href={editHref(global.id as number)}>{titleOf(global)}</Link>
          </p>
        ) : (
          <p>
            No {DEFAULT_COUNTRY} record: this exists only in {marketName(country)}.
          </p>
        )}
      </section>
    )
  }

  const { docs } = await payload.find({ ...asUser, where: { ...sameKey, country: { not_equals: DEFAULT_COUNTRY } }, sort: 'country', limit: 200 })
  const overrides = docs as unknown as Row[]
  const overridden = new Set(overrides.map((doc) => String(doc.country)))
  const creatable = []
  for (const market of markets) {
    if (!overridden.has(market.code) && (await createContent({ req, data: { country: market.code } })) === true) creatable.push(market)
  }
  return (
    <section className="market-overrides" aria-label="Markets">
      {overrides.length ? (
        <>
          <p>Overridden in:</p>
          <ul>
            {overrides.map((doc) => (
              <li key={String(doc.id)}>
                <Link href={editHref(doc.id as number)}>
                  {marketName(String(doc.country))}: {titleOf(doc)}
                </Link>
                {doc._status === 'draft' ? ' (draft)' : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No market overrides this record: every market shows it.</p>
      )}
      {creatable.length ? <CreateOverride apiRoute={payload.config.routes.api} adminRoute={adminRoute} collection={slug} id={id} markets={creatable} /> : null}
    </section>
  )
}
