import type { Block, CollectionBeforeChangeHook, CollectionBeforeOperationHook, Field, GlobalBeforeChangeHook, PayloadRequest } from 'payload'
import { languagesOf, marketsOf, roleOf } from '../access/roles'
import { forbidden as refused } from '../editor-error'
import { SAVED_BY_FIELD } from '../fields/saved-by'
import { TRANSLATIONS_DUE_FIELD } from '../translations/needs-update'

/**
 * A market editor's new record that names no market joins their first market (create access runs
 * after this, with the market filled in). One that names another market, GLOBAL included, is refused.
 */
export const marketEditorsCreateInTheirMarket: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || roleOf(req) !== 'marketEditor') return args
  const data = (args as { data?: Record<string, unknown> }).data
  const [market] = marketsOf(req)
  if (!data || data.country !== undefined || !market) return args
  return { ...args, data: { ...data, country: market } }
}

/**
 * What access functions cannot see: the data a save would write. A market editor's update access only
 * finds documents of their markets, so this stops them moving one to another market (or to GLOBAL).
 */
export const keepMarketEditorsInTheirMarkets: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (roleOf(req) !== 'marketEditor') return data
  const country = String(data.country ?? originalDoc?.country ?? '')
  const markets = marketsOf(req)
  if (!markets.includes(country)) {
    throw refused(`You edit the content of ${markets.join(', ') || 'no market'}; this record would belong to ${country}.`)
  }
  return data
}

/** A translator's save: in one of their languages, and every field shared by all languages as it was. */
function guardTranslation(fields: Field[], data: Record<string, unknown>, originalDoc: Record<string, unknown> | undefined, req: PayloadRequest) {
  if (roleOf(req) !== 'translator') return
  const languages = languagesOf(req)
  const locale = String(req.locale ?? '')
  if (!languages.includes(locale)) {
    throw refused(`You translate into ${languages.join(', ') || 'no language'}; switch the admin to one of them to save (this save is in “${locale}”).`)
  }
  const changed = changedSharedField(fields, data, originalDoc ?? {}, '')
  if (changed) {
    throw refused(`Translators change translated fields only: “${changed}” is shared by every language, so an editor changes it.`)
  }
}

export const translatorsChangeTranslationsOnly: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  guardTranslation(collection.fields, data, originalDoc, req)
  return data
}

export const translatorsChangeGlobalTranslationsOnly: GlobalBeforeChangeHook = ({ global, data, originalDoc, req }) => {
  guardTranslation(global.fields, data, originalDoc, req)
  return data
}

/**
 * Fields a translator may leave changed although they are not localized: the version status (a draft
 * save sends it; whether a save may change it is ./publish-guard.ts's rule) and values Payload derives
 * on every save (an upload's URLs, who saved, which translations are out of date: hooks after this one set them).
 */
const ALWAYS_ALLOWED = new Set(['_status', 'updatedAt', 'createdAt', 'url', 'thumbnailURL', SAVED_BY_FIELD, TRANSLATIONS_DUE_FIELD])

type Row = Record<string, unknown>

/** The path of the first non-localized field whose value `next` changes, or null. Fields not sent are unchanged. */
export function changedSharedField(fields: Field[], next: Row, prev: Row, path: string): string | null {
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found =
          'name' in tab && tab.name
            ? tab.localized
              ? null
              : changedSharedField(tab.fields, asRow(next[tab.name]), asRow(prev[tab.name]), `${path}${tab.name}.`)
            : changedSharedField(tab.fields, next, prev, path)
        if (found) return found
      }
      continue
    }
    if (!('name' in field)) {
      // Rows and collapsibles lay fields out; their fields sit on the same object.
      if ('fields' in field) {
        const found = changedSharedField(field.fields, next, prev, path)
        if (found) return found
      }
      continue
    }
    const { name } = field
    if (field.localized || ALWAYS_ALLOWED.has(name) || ('virtual' in field && field.virtual) || !(name in next)) continue
    const label = `${path}${name}`
    if (field.type === 'group') {
      const found = changedSharedField(field.fields, asRow(next[name]), asRow(prev[name]), `${label}.`)
      if (found) return found
    } else if (field.type === 'array' || field.type === 'blocks') {
      const nextRows = asRows(next[name])
      const prevRows = asRows(prev[name])
      if (nextRows.length !== prevRows.length) return label
      for (let i = 0; i < nextRows.length; i++) {
        let rowFields: Field[] = field.type === 'array' ? field.fields : []
        if (field.type === 'blocks') {
          if (nextRows[i].blockType !== prevRows[i].blockType) return `${label}.${i}`
          const block = field.blocks.find((b: Block) => b.slug === nextRows[i].blockType)
          rowFields = block?.fields ?? []
        }
        const found = changedSharedField(rowFields, nextRows[i], prevRows[i], `${label}.${i}.`)
        if (found) return found
      }
    } else if (!sameValue(next[name], prev[name])) {
      return label
    }
  }
  return null
}

const asRow = (value: unknown): Row => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {})
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? value.map(asRow) : [])

/** Relations may arrive as ids or as the related documents; empty is empty whether null, undefined or []. */
function normalise(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length ? value.map(normalise) : null
  if (typeof value === 'object' && 'id' in (value as Row) && Object.keys(value as Row).length > 1 && !('relationTo' in (value as Row))) {
    return (value as Row).id
  }
  if (typeof value === 'object' && 'relationTo' in (value as Row)) {
    const { relationTo, value: related } = value as Row
    return { relationTo, value: normalise(related) }
  }
  return value
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b))
