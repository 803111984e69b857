import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE } from '@/config/variant'
import { fieldPathWords, isFilled, localizedTopLevelFields, untranslatedFields, walkLocalized, type FieldPath } from './untranslated'
import { TRANSLATIONS_DUE_FIELD, dueKeys } from './needs-update'

/** The most published records read per collection: the view stays quick, and says when a collection has more. */
export const RECORDS_PER_COLLECTION = 500

export type MissingRecord = {
  collection: string
  collectionLabel: string
  id: number | string
  title: string
  country: string
  /** Fields filled in the default language and empty in this one. */
  fields: string[]
  /** Fields translated before their text in the default language changed (./needs-update.ts). */
  outdated: string[]
}

export type MissingTranslations = {
  /** Per language other than the default: the published records with fields filled in the default language and empty in it, or translated before the default language's text changed. */
  byLocale: { locale: string; records: MissingRecord[] }[]
  /** Collections with more published records than were read. */
  cut: { collectionLabel: string; total: number }[]
}

type Row = Record<string, unknown>

const labelOf = (label: unknown, fallback: string, language: string): string =>
  typeof label === 'function'
    ? labelOf(label({ i18n: { language } }), fallback, language)
    : typeof label === 'string'
      ? label
      : label && typeof label === 'object'
        ? String((label as Row)[language] ?? (label as Row)[DEFAULT_LOCALE] ?? fallback)
        : fallback

/**
 * Reads every content collection's published records in every language, as `user` may read them; a record counts
 * for the languages its market offers. Collections and fields are named in `language`, the admin's.
 */
export async function missingTranslations(payload: Payload, user: PayloadRequest['user'], locales: string[], language: string = DEFAULT_LOCALE): Promise<MissingTranslations> {
  const byLocale = locales.map((locale) => ({ locale, records: [] as MissingRecord[] }))
  const cut: MissingTranslations['cut'] = []
  // A market's records matter in the languages it offers only: Sri Lanka's pages untranslated into German are not missing anything.
  const markets = await payload.find({ collection: 'markets', pagination: false, depth: 0, select: { code: true, languages: true }, overrideAccess: true })
  const offered = new Map(markets.docs.map((market) => [String(market.code), (market.languages ?? []) as string[]]))
  const shownIn = (country: string, locale: string) => offered.get(country)?.includes(locale) ?? true
  for (const config of payload.config.collections) {
    const key = config.custom?.contentKey as string | undefined
    if (!key) continue
    const localized = localizedTopLevelFields(config.fields)
    if (!localized.length) continue
    const titleField = config.admin.useAsTitle ?? key
    const select = Object.fromEntries([...localized, titleField, key, 'country', TRANSLATIONS_DUE_FIELD].map((name) => [name, true]))
    const result = await payload.find({
      collection: config.slug as CollectionSlug,
      where: { _status: { equals: 'published' } },
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      limit: RECORDS_PER_COLLECTION,
      sort: '-updatedAt',
      select: select as never,
      overrideAccess: false,
      user,
    })
    const collectionLabel = labelOf(config.labels?.plural, config.slug, language)
    if (result.totalDocs > result.docs.length) cut.push({ collectionLabel, total: result.totalDocs })
    for (const doc of result.docs as unknown as Row[]) {
      const rawTitle = doc[titleField]
      const title = rawTitle && typeof rawTitle === 'object' ? (rawTitle as Row)[DEFAULT_LOCALE] : rawTitle
      for (const entry of byLocale) {
        if (!shownIn(String(doc.country), entry.locale)) continue
        const fields = untranslatedFields(config.fields, doc, entry.locale, DEFAULT_LOCALE)
        const outdated = outdatedFields(config.fields, doc, entry.locale)
        if (!fields.length && !outdated.length) continue
        entry.records.push({
          collection: config.slug,
          collectionLabel,
          id: doc.id as number | string,
          title: String(title || doc[key] || doc.id),
          country: String(doc.country ?? ''),
          fields: fields.map((path) => fieldPathWords(config.fields, doc, path, language)),
          outdated: outdated.map((path) => fieldPathWords(config.fields, doc, path, language)),
        })
      }
    }
  }
  return { byLocale, cut }
}

/** The fields due in `locale` that still exist and are translated (an empty one is listed as untranslated). */
function outdatedFields(fields: Parameters<typeof walkLocalized>[0], doc: Row, locale: string): FieldPath[] {
  const due = new Set(dueKeys(doc[TRANSLATIONS_DUE_FIELD], locale))
  const found: FieldPath[] = []
  if (!due.size) return found
  walkLocalized(fields, doc, (path, value, _field, key) => {
    if (due.has(key) && isFilled(value && typeof value === 'object' ? (value as Row)[locale] : undefined)) found.push(path)
  })
  return found
}
