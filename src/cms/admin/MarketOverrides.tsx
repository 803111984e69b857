import Link from 'next/link'
import type { CollectionSlug, UIFieldServerProps, Where } from 'payload'
import { ALL_COUNTRIES } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { createContent } from '../access/roles'
import { CreateOverride } from './CreateOverride'
import { marketOptions } from './market-options'

type Row = Record<string, unknown>

/**
 * The sidebar of a content record: a market's record links to the record for all countries it replaces there
 * (the one with the same key); a record for all countries lists the markets with a version of their own and,
 * once it has been published, offers to start one from a copy.
 */
export async function MarketOverrides({ collectionSlug, data, id, payload, req }: UIFieldServerProps) {
  if (id === undefined || id === null || !req.user) return null
  const slug = collectionSlug as CollectionSlug
  const { config } = payload.collections[slug]
  const key = String(config.custom?.contentKey ?? 'country')
  const country = String(data?.country ?? DEFAULT_COUNTRY)
  const adminRoute = payload.config.routes.admin
  const editHref = (docId: number | string) => `${adminRoute}/collections/${slug}/${docId}`
  const sameKey: Where = key === 'country' ? {} : { [key]: { equals: data?.[key] ?? null } }
  const asUser = { collection: slug, depth: 0, draft: true, overrideAccess: false, user: req.user, locale: (req.locale ?? undefined) as 'en' | undefined } as const
  const markets = await marketOptions(payload, req.locale ?? undefined)
  const marketName = (code: string) => (code === DEFAULT_COUNTRY ? ALL_COUNTRIES.en : (markets.find((m) => m.code === code)?.name ?? code))
  // The home page is named by its market: its title field is the country.
  const singular = config.labels.singular
  const recordName = typeof singular === 'string' ? singular : typeof singular === 'object' ? (singular.en ?? '') : ''
  const titleOf = (doc: Row) => (key === 'country' ? `${recordName}, ${marketName(String(doc.country))}` : String(doc[config.admin.useAsTitle ?? key] ?? doc[key] ?? doc.id))

  if (country !== DEFAULT_COUNTRY) {
    const { docs } = await payload.find({ ...asUser, where: { ...sameKey, country: { equals: DEFAULT_COUNTRY } }, limit: 1 })
    const global = docs[0] as unknown as Row | undefined
    return (
      <section className="market-overrides" aria-label="Markets">
        {global ? (
          <p>
            {marketName(country)}’s own version of <Link href={editHref(global.id as number)}>{titleOf(global)}</Link>, which all other countries see.
          </p>
        ) : (
          <p>
            Shown in {marketName(country)} only: there is no version for all countries.
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
  // A copy of a record never published would give a market a version of something no visitor sees yet.
  const published = (await payload.countVersions({ collection: slug, where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] }, req })).totalDocs > 0
  return (
    <section className="market-overrides" aria-label="Markets">
      {overrides.length ? (
        <>
          <p>Markets with their own version:</p>
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
        <p>Every market shows this record; none has a version of its own.</p>
      )}
      {!published ? <p>Once this record is published, a market can be given a version of its own.</p> : null}
      {published && creatable.length ? <CreateOverride apiRoute={payload.config.routes.api} adminRoute={adminRoute} collection={slug} id={id} markets={creatable} /> : null}
    </section>
  )
}
