import Link from 'next/link'
import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, UIFieldServerProps } from 'payload'
import { countryName } from '@/config/countries'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { mediaUses, tableOf } from './media-usage'
import { say } from './words/component-words'

type Row = Record<string, unknown>
type Use = { href: string; kind: string; title: string }

/**
 * In a picture's or file's sidebar: the records that use it, each linked to its edit view, so an editor knows what
 * a change or a deletion touches. Payload's join field lists the records of one relationship field; a picture can
 * sit in any upload field of any collection, block or global, so the database is asked column by column (./media-usage.ts).
 * Content records and globals only (the search index copies pictures too, as a system's record), and only those
 * the editor may read.
 */
export async function MediaUsage({ id, payload, req, i18n }: UIFieldServerProps) {
  if (id === undefined || id === null || !req.user) return null
  const t = i18n.t
  const language = i18n.language === 'de' ? 'de' : 'en'
  // A market's own version is told apart from the record for all countries by its market.
  const marketName = (code: unknown) => (typeof code === 'string' && code !== DEFAULT_COUNTRY ? countryName(code, language) : '')
  const adminRoute = payload.config.routes.admin
  const uses = await mediaUses(payload, id)
  const found: Use[] = []
  for (const config of payload.config.collections) {
    if (!config.custom?.contentKey) continue
    const ids = uses.get(tableOf(payload, config.slug))
    if (!ids?.length) continue
    const titleField = config.admin.useAsTitle ?? 'id'
    // Through the editor's request: their access, the language being edited.
    const { docs } = await payload.find({ collection: config.slug as CollectionSlug, where: { id: { in: ids } }, depth: 0, limit: ids.length, req, overrideAccess: false })
    const kind = getTranslation(config.labels.singular, i18n)
    for (const doc of docs as unknown as Row[]) {
      const market = marketName(doc.country)
      const title = String(doc[titleField] ?? doc.id)
      // A title that names its kind already ("Home page — Sri Lanka") is not prefixed with it again.
      found.push({ href: `${adminRoute}/collections/${config.slug}/${doc.id}`, kind: title.startsWith(kind) ? '' : kind, title: title.startsWith(kind) || !market ? title : `${title} (${market})` })
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
              <Link href={use.href}>{[use.kind, use.title].filter(Boolean).join(': ')}</Link>
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
