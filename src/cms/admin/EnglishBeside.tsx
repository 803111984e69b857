import { FieldDescription } from '@payloadcms/ui'
import type { CollectionSlug, FieldDescriptionServerProps, GlobalSlug, PayloadRequest, StaticDescription } from 'payload'
import { DEFAULT_LOCALE } from '@/config/variant'
import { textOf } from '../translations/needs-update'

type Row = Record<string, unknown>
type Props = FieldDescriptionServerProps & { globalSlug?: string }

/**
 * A translated field's description, and under it the field's text in the default language (English) while the
 * record is edited in another, so a translator sees what they translate. The record is read once per request in
 * English, as its latest draft, with the editor's own access.
 */
export async function EnglishBeside({ field, path, req, i18n, collectionSlug, id, globalSlug }: Props) {
  const own = <FieldDescription description={descriptionOf((field.admin as { description?: unknown } | undefined)?.description, i18n)} path={path} />
  const locale = req.locale
  if (!locale || locale === DEFAULT_LOCALE || locale === 'all' || !req.user) return own
  const record = await englishRecord(req, collectionSlug ? { collection: collectionSlug, id } : { global: globalSlug })
  const english = record ? textOf(valueAt(record, path)) : ''
  if (!english) return own
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(DEFAULT_LOCALE) ?? DEFAULT_LOCALE
  return (
    <>
      {own}
      <div className="english-beside">
        <span className="english-beside__label">{language}:</span>{' '}
        <span lang={DEFAULT_LOCALE} className="english-beside__text">
          {english}
        </span>
      </div>
    </>
  )
}

type Source = { collection?: string; id?: number | string; global?: string }

/** One read per request and record: every translated field of the form shares it. */
const reads = new WeakMap<PayloadRequest, Map<string, Promise<Row | null>>>()

function englishRecord(req: PayloadRequest, source: Source): Promise<Row | null> {
  const key = `${source.collection ?? ''}/${source.id ?? ''}/${source.global ?? ''}`
  const known = reads.get(req) ?? new Map<string, Promise<Row | null>>()
  reads.set(req, known)
  const cached = known.get(key)
  if (cached) return cached
  // Not through `req`: the Local API would switch that request's locale to English for the rest of the form.
  const asEditor = { locale: DEFAULT_LOCALE, fallbackLocale: false, draft: true, depth: 0, overrideAccess: false, user: req.user } as const
  const read = (
    source.collection && source.id !== undefined && source.id !== null
      ? req.payload.findByID({ ...asEditor, collection: source.collection as CollectionSlug, id: source.id, disableErrors: true })
      : source.global
        ? req.payload.findGlobal({ ...asEditor, slug: source.global as GlobalSlug })
        : Promise.resolve(null)
  )
    .then((doc) => (doc ?? null) as Row | null)
    .catch(() => null)
  known.set(key, read)
  return read
}

/** The value at a form path such as `contents.2.link_text` (rows by their position, which every language shares). */
function valueAt(record: Row, path: string): unknown {
  let value: unknown = record
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined
    value = Array.isArray(value) ? value[Number(part)] : (value as Row)[part]
  }
  return value
}

function descriptionOf(description: unknown, i18n: Props['i18n']): StaticDescription | undefined {
  if (typeof description === 'function') return description({ i18n, t: i18n.t })
  return description as StaticDescription | undefined
}
