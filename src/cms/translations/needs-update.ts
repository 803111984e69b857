import type { CollectionBeforeChangeHook, Field } from 'payload'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { DEFAULT_LOCALE, LOCALES } from '@/config/variant'
import { walkLocalized } from './untranslated'

type Row = Record<string, unknown>

/**
 * Per language other than English: the keys (./untranslated.ts `walkLocalized`) of the fields whose English
 * changed since that language's text of the field last changed. Only a translation that exists is out of date,
 * so the missing-translations view reads it beside the document's values.
 */
export type TranslationsDue = Record<string, string[]>

/** The field types translators write: their text is compared, never their formatting or ids. */
const TRANSLATED_TYPES = new Set<Field['type']>(['text', 'textarea', 'richText'])

/** A translated field's text as a reader sees it: rich text as its plain words, so reformatting alone is no change. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ')
  if (isRow(value) && isRow(value.root)) return convertLexicalToPlaintext({ data: value as never }).trim()
  return JSON.stringify(value)
}

/** The text of each translated field in one language's data, by key; fields the data does not hold (not sent) are left out. */
export function translatedTexts(fields: Field[], data: Row): Map<string, string> {
  const texts = new Map<string, string>()
  walkLocalized(fields, data, (_path, value, field, key) => {
    if (TRANSLATED_TYPES.has(field.type) && value !== undefined) texts.set(key, textOf(value))
  })
  return texts
}

/** The keys whose text a save changes; a field the document did not have before (a new row) is new, not changed. */
export function changedTexts(fields: Field[], before: Row, after: Row): string[] {
  const old = translatedTexts(fields, before)
  return [...translatedTexts(fields, after)].filter(([key, text]) => old.has(key) && old.get(key) !== text).map(([key]) => key)
}

/**
 * The due list after a save in `locale` that changed `changed`: an English change makes every other language's
 * text of those fields due; a change in another language settles its own. Null when nothing is due.
 */
export function nextTranslationsDue(due: unknown, locale: string, changed: string[], locales: readonly string[] = LOCALES): TranslationsDue | null {
  const next: TranslationsDue = {}
  for (const other of locales) {
    if (other === DEFAULT_LOCALE) continue
    const keys = new Set(dueKeys(due, other))
    if (locale === DEFAULT_LOCALE) changed.forEach((key) => keys.add(key))
    else if (locale === other) changed.forEach((key) => keys.delete(key))
    if (keys.size) next[other] = [...keys].sort()
  }
  return Object.keys(next).length ? next : null
}

/** The keys due in `locale` of a stored due list (anything else reads as none). */
export function dueKeys(due: unknown, locale: string): string[] {
  const keys = isRow(due) ? due[locale] : undefined
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : []
}

export const TRANSLATIONS_DUE_FIELD = 'translationsDue'

/** Where the due list is kept: on the document (and so in each version), never shown or sent to visitors. */
export const translationsDueField = (): Field => ({
  name: TRANSLATIONS_DUE_FIELD,
  type: 'json',
  label: 'Translations to update',
  access: { read: ({ req }) => Boolean(req.user) },
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
})

/**
 * Keeps the due list on every save in one language: the comparison is with the document as it was in that
 * language (the latest draft, with drafts), so an autosave adds only what it changed. The list the form sends is
 * ignored: it may predate another editor's save.
 */
export const recordTranslationsDue: CollectionBeforeChangeHook = ({ collection, data, operation, originalDoc, req }) => {
  const locale = req.locale
  if (operation !== 'update' || !originalDoc || !locale || !(LOCALES as readonly string[]).includes(locale)) return data
  const changed = changedTexts(collection.fields, originalDoc, data)
  return { ...data, [TRANSLATIONS_DUE_FIELD]: nextTranslationsDue(originalDoc[TRANSLATIONS_DUE_FIELD], locale, changed) }
}

const isRow = (value: unknown): value is Row => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
