import Link from 'next/link'
import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, UIFieldServerProps } from 'payload'
import { ALL_COUNTRIES, countryName } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { mediaUses, tableOf } from './media-usage'
import { say } from './words/component-words'

type Row = Record<string, unknown>
type Use = { href: string; kind: string; title: string }

/**
 * In a picture's or file's sidebar: the records that use it, each linked to its edit view, so an editor knows what
 * a change or a deletion touches. Payload's join field lists the records of one relationship field; a picture can
 * sit in any upload field of any collection, block or global, so the database is asked column by column (./media-usage.ts).
 * Records the editor may not read are left out.
 */
export async function MediaUsage({ id, payload, req, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null || !req.user) return null
  const t = i18n.t
  const language = i18n.language === 'de' ? 'de' : 'en'
  const marketName = (code: unknown) => (code === DEFAULT_COUNTRY ? ALL_COUNTRIES[language] : typeof code === 'string' ? countryName(code, language) : '')
  const adminRoute = payload.config.routes.admin
  const uses = await mediaUses(payload, id)
  const found: Use[] = []
  for (const config of payload.config.collections) {
    const ids = uses.get(tableOf(payload, config.slug))
    if (!ids?.length) continue
    const titleField = config.admin.useAsTitle ?? 'id'
    // Through the editor's request: their access, the language being edited.
    const { docs } = await payload.find({ collection: config.slug as CollectionSlug, where: { id: { in: ids } }, depth: 0, limit: ids.length, req, overrideAccess: false })
    const kind = getTranslation(config.labels.singular, i18n)
    for (const doc of docs as unknown as Row[]) {
      const market = marketName(doc.country)
      found.push({ href: `${adminRoute}/collections/${config.slug}/${doc.id}`, kind, title: `${String(doc[titleField] ?? doc.id)}${market ? ` (${market})` : ''}` })
    }
  }
  for (const global of payload.config.globals) {
    if (uses.has(tableOf(payload, global.slug))) found.push({ href: `${adminRoute}/globals/${global.slug}`, kind: getTranslation(global.label, i18n), title: '' })
  }
  return (
    <section className="media-usage" aria-labelledby="media-usage-heading">
      <p id="media-usage-heading" className="field-label">
        {say(t, 'whereUsed')}
      </p>
      {found.length ? (
        <ul>
          {found.map((use) => (
            <li key={use.href}>
              <Link href={use.href}>{use.title ? `${use.kind}: ${use.title}` : use.kind}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{say(t, 'notUsed')}</p>
      )}
      <p className="field-description">{say(t, 'whereUsedNote')}</p>
    </section>
  )
}
