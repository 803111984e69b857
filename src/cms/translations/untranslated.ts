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
  walkLocalized(fields, doc, (path, value) => {
    const byLocale = isRow(value) ? value : {}
    if (isFilled(byLocale[source]) && !isFilled(byLocale[locale])) found.push(path)
  })
  return found
}

/**
 * Calls `visit` with every localized field's path, value (the `{ locale: value }` object when read with
 * `locale: 'all'`, the value itself when read in one language), field and key, stepping into shared
 * containers. The key names rows by their ids (`contents.#64f1….link_text`), which every language shares
 * and which stay when rows move, so a key recorded on one save finds its field on the next.
 */
export function walkLocalized(fields: Field[], data: Row, visit: (path: FieldPath, value: unknown, field: Field, key: string) => void, path: FieldPath = [], key = '') {
  const inside = (name: string | number) => (key ? `${key}.${name}` : String(name))
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab) || !tab.name) walkLocalized(tab.fields, data, visit, path, key)
        else if (tab.localized) visit([...path, tab.name], data[tab.name], { ...tab, type: 'group', name: tab.name } as Field, inside(tab.name))
        else walkLocalized(tab.fields, asRow(data[tab.name]), visit, [...path, tab.name], inside(tab.name))
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walkLocalized(field.fields, data, visit, path, key)
      continue
    }
    if ('virtual' in field && field.virtual) continue
    const here = [...path, field.name]
    const hereKey = inside(field.name)
    const value = data[field.name]
    const rowKey = (row: Row, i: number) => `${hereKey}.#${String(row.id ?? i)}`
    if ('localized' in field && field.localized) visit(here, value, field, hereKey)
    else if (field.type === 'group') walkLocalized(field.fields, asRow(value), visit, here, hereKey)
    else if (field.type === 'array') asRows(value).forEach((row, i) => walkLocalized(field.fields, row, visit, [...here, i], rowKey(row, i)))
    else if (field.type === 'blocks') {
      asRows(value).forEach((row, i) => {
        const block = field.blocks.find((b: Block) => b.slug === row.blockType)
        if (block) walkLocalized(block.fields, row, visit, [...here, i], rowKey(row, i))
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

/**
 * A path in the words the admin shows beside the fields, in `language`: "Contents › Content block 2 › Link
 * text", "Explore tiles 2 › Title" (rows counted from 1; a block row named by its block). `doc` supplies the
 * block rows' types; a name the fields do not know is shown as it is.
 */
export function fieldPathWords(fields: Field[], doc: Row, path: FieldPath, language = 'en'): string {
  const words: string[] = []
  let list: Field[] = fields
  let data: unknown = doc
  let current: Field | undefined
  for (const part of path) {
    if (typeof part === 'number') {
      const row = asRows(data)[part] ?? {}
      data = row
      if (current?.type === 'blocks') {
        const block = current.blocks.find((b: Block) => b.slug === row.blockType)
        words.push(`${block ? labelText(block.labels?.singular, language, block.slug) : String(row.blockType ?? '')} ${part + 1}`.trim())
        list = block?.fields ?? []
      } else {
        words[words.length - 1] = `${words.at(-1) ?? ''} ${part + 1}`.trim()
        list = current && 'fields' in current ? current.fields : []
      }
      continue
    }
    current = namedField(list, part)
    words.push(current && 'label' in current ? labelText(current.label, language, part) : part)
    data = asRow(data)[part]
    list = current && 'fields' in current ? current.fields : []
  }
  return words.join(' › ')
}

/** The field called `name` among `fields`, looking through rows, collapsibles and tabs (a named tab counts as a group). */
function namedField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name === name) return { ...tab, type: 'group', name } as Field
        const inside = !('name' in tab && tab.name) ? namedField(tab.fields, name) : undefined
        if (inside) return inside
      }
    } else if (!('name' in field) && 'fields' in field) {
      const inside = namedField(field.fields, name)
      if (inside) return inside
    }
  }
  return undefined
}

function labelText(label: unknown, language: string, fallback: string): string {
  if (typeof label === 'string') return label
  if (isRow(label)) return String(label[language] ?? label.en ?? fallback)
  return fallback
}

const isRow = (value: unknown): value is Row => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const asRow = (value: unknown): Row => (isRow(value) ? value : {})
const asRows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : [])
