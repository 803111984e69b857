import Link from 'next/link'
import type { CollectionSlug, UIFieldServerProps, Where } from 'payload'
import { ALL_COUNTRIES } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { createContent } from '../access/roles'
import { marketTitle } from '../fields/market-title'
import { CreateOverride } from './CreateOverride'
import { marketOptions } from './market-options'
import { say } from './words/component-words'

type Row = Record<string, unknown>

/**
 * The sidebar of a content record: a market's record links to the record for all countries it replaces there
 * (the one with the same key); a record for all countries lists the markets with a version of their own and,
 * once it has been published, offers to start one from a copy.
 */
export async function MarketOverrides({ collectionSlug, data, id, payload, req, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null || !req.user) return null
  const slug = collectionSlug as CollectionSlug
  const { config } = payload.collections[slug]
  const key = String(config.custom?.contentKey ?? 'country')
  const country = String(data?.country ?? DEFAULT_COUNTRY)
  const adminRoute = payload.config.routes.admin
  const editHref = (docId: number | string) => `${adminRoute}/collections/${slug}/${docId}`
  const sameKey: Where = key === 'country' ? {} : { [key]: { equals: data?.[key] ?? null } }
  const asUser = { collection: slug, depth: 0, draft: true, overrideAccess: false, user: req.user, locale: (req.locale ?? undefined) as 'en' | undefined } as const
  // Markets are named in the admin's language; records by their title in the language being edited.
  const language = i18n.language === 'de' ? 'de' : 'en'
  const markets = await marketOptions(payload, language)
  const marketName = (code: string) => (code === DEFAULT_COUNTRY ? ALL_COUNTRIES[language] : (markets.find((m) => m.code === code)?.name ?? code))
  // A record that is one per market (the home page) is named by its kind and market.
  const singular = config.labels.singular
  const kind = typeof singular === 'string' ? { en: singular } : typeof singular === 'object' ? (singular as Record<string, string>) : { en: '' }
  const titleOf = (doc: Row) => (key === 'country' ? marketTitle(kind, doc.country, language) : String(doc[config.admin.useAsTitle ?? key] ?? doc[key] ?? doc.id))
  const t = i18n.t

  if (country !== DEFAULT_COUNTRY) {
    const { docs } = await payload.find({ ...asUser, where: { ...sameKey, country: { equals: DEFAULT_COUNTRY } }, limit: 1 })
    const global = docs[0] as unknown as Row | undefined
    return (
      <section className="market-overrides" aria-label={say(t, 'marketsLabel')}>
        {global ? (
          <p>
            {say(t, 'ownVersionBefore', { market: marketName(country) })} <Link href={editHref(global.id as number)}>{titleOf(global)}</Link>
            {say(t, 'ownVersionAfter')}
          </p>
        ) : (
          <p>{say(t, 'shownOnlyIn', { market: marketName(country) })}</p>
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
    <section className="market-overrides" aria-label={say(t, 'marketsLabel')}>
      {overrides.length ? (
        <>
          <p>{say(t, 'marketsWithOwnVersion')}</p>
          <ul>
            {overrides.map((doc) => (
              <li key={String(doc.id)}>
                <Link href={editHref(doc.id as number)}>
                  {marketName(String(doc.country))}: {titleOf(doc)}
                </Link>
                {doc._status === 'draft' ? ` ${say(t, 'draft')}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{say(t, 'noMarketHasOwnVersion')}</p>
      )}
      {!published ? <p>{say(t, 'copyAfterPublishing')}</p> : null}
      {published && creatable.length ? <CreateOverride apiRoute={payload.config.routes.api} adminRoute={adminRoute} collection={slug} id={id} markets={creatable} /> : null}
    </section>
  )
}
