import type { Block, Field } from 'payload'

type Row = Record<string, unknown>
/** A field's place in a document: names, and row numbers (from 0) inside arrays and blocks. */
export type FieldPath = (string | number)[]

/**
 * The localized fields of a document read with `locale: 'all'` (each localized value is
 * `{ en: …, de: … }`) that are filled in `source` but empty in `locale`: what a translator still
 * has to do. Fields inside a localized group, array or blocks field are translated with their parent,
 * so the parent is reported as one; fields shared by every language are never reported.
 */
export function untranslatedFields(fields: Field[], doc: Row, locale: string, source: string): FieldPath[] {
  const found: FieldPath[] = []
  walk(fields, doc, [], (path, value) => {
    const byLocale = isRow(value) ? value : {}
    if (isFilled(byLocale[source]) && !isFilled(byLocale[locale])) found.push(path)
  })
  return found
}

/** Calls `visit` with every localized field's path and value (the `{ locale: value }` object), stepping into shared containers. */
function walk(fields: Field[], data: Row, path: FieldPath, visit: (path: FieldPath, value: unknown) => void) {
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab) || !tab.name) walk(tab.fields, data, path, visit)
        else if (tab.localized) visit([...path, tab.name], data[tab.name])
        else walk(tab.fields, asRow(data[tab.name]), [...path, tab.name], visit)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walk(field.fields, data, path, visit)
      continue
    }
    if ('virtual' in field && field.virtual) continue
    const here = [...path, field.name]
    const value = data[field.name]
    if ('localized' in field && field.localized) visit(here, value)
    else if (field.type === 'group') walk(field.fields, asRow(value), here, visit)
    else if (field.type === 'array') asRows(value).forEach((row, i) => walk(field.fields, row, [...here, i], visit))
    else if (field.type === 'blocks') {
      asRows(value).forEach((row, i) => {
        const block = field.blocks.find((b: Block) => b.slug === row.blockType)
        if (block) walk(block.fields, row, [...here, i], visit)
      })
    }
  }
}

/**
 * Whether a value holds something a reader sees: text that is not blank, rows, a relation, a number,
 * a ticked box; rich text counts when it has a word or a non-text node (an image, a block).
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isRow(value)) {
    if (isRow(value.root)) return lexicalHasContent(value.root)
    return Object.entries(value).some(([key, v]) => !ROW_BOOKKEEPING.has(key) && isFilled(v))
  }
  return true
}

const ROW_BOOKKEEPING = new Set(['id', 'blockType', 'blockName', 'relationTo'])

function lexicalHasContent(node: Row): boolean {
  if (typeof node.text === 'string') return node.text.trim() !== ''
  if (Array.isArray(node.children)) return node.children.some((child) => isRow(child) && lexicalHasContent(child))
  return node.type !== 'linebreak' && node.type !== 'tab'
}

/** The top-level fields a translation check reads: those with a localized field at any depth (a `select` for the Local API). */
export function localizedTopLevelFields(fields: Field[]): string[] {
  const names: string[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (tab.localized || hasLocalized(tab.fields)) names.push(tab.name)
        } else names.push(...localizedTopLevelFields(tab.fields))
      }
    } else if (!('name' in field) || !field.name) {
      if ('fields' in field) names.push(...localizedTopLevelFields(field.fields))
    } else if (!('virtual' in field && field.virtual) && field.type !== 'ui' && field.type !== 'join' && hasLocalized([field])) {
      names.push(field.name)
    }
  }
  return names
}

function hasLocalized(fields: Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'ui' || field.type === 'join') return false
    if ('localized' in field && field.localized) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => ('localized' in tab && tab.localized) || hasLocalized(tab.fields))
    if (field.type === 'blocks') return field.blocks.some((block: Block) => hasLocalized(block.fields))
    return 'fields' in field && hasLocalized(field.fields)
  })
}

/** A path as editors read it: `Contents #2 › heading` (rows counted from 1). */
export function fieldPathLabel(path: FieldPath): string {
  return path.reduce<string>((label, part) => (typeof part === 'number' ? `${label} #${part + 1}` : label ? `${label} › ${part}` : part), '')
}

const isRow = (value: unknown): value is Row => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const asRow = (value: unknown): Row => (isRow(value) ? value : {})
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : [])
