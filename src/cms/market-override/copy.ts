import type { Block, Field } from 'payload'

type Row = Record<string, unknown>

/** What a copy never carries over: the new document gets its own id, dates and (draft) status. */
const NOT_COPIED = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', '_status'])

/**
 * A document's data (read in one locale, depth 0) as the data of a new document: the fields the
 * collection stores, without id, dates and status, and each array or block row under a new id.
 *
 * `rowId` maps a source row's id to the copy's: a row of an array shared by every language has the
 * same id in each locale's read, so mapping it to the same new id lets the other languages' saves
 * fill the localized fields of the rows the first save made (a row without a known id would replace
 * the rows, the first language's text with them).
 */
export function copyForOverride(fields: Field[], doc: Row, rowId: (sourceId: unknown) => string): Row {
  const copy: Row = {}
  copyFields(fields, doc, copy, rowId, true)
  return copy
}

function copyFields(fields: Field[], from: Row, to: Row, rowId: (sourceId: unknown) => string, topLevel = false) {
  for (const field of fields) {
    if (field.type === 'ui' || field.type === 'join') continue
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (isRow(from[tab.name])) to[tab.name] = copyRow(tab.fields, from[tab.name] as Row, rowId)
        } else copyFields(tab.fields, from, to, rowId)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      // Rows, collapsibles and unnamed groups lay fields out on the same object.
      if ('fields' in field) copyFields(field.fields, from, to, rowId)
      continue
    }
    const { name } = field
    if ((topLevel && NOT_COPIED.has(name)) || ('virtual' in field && field.virtual) || !(name in from)) continue
    const value = from[name]
    if (field.type === 'group') {
      to[name] = isRow(value) ? copyRow(field.fields, value, rowId) : value
    } else if (field.type === 'array') {
      to[name] = Array.isArray(value) ? value.filter(isRow).map((row) => ({ ...copyRow(field.fields, row, rowId), id: rowId(row.id) })) : value
    } else if (field.type === 'blocks') {
      to[name] = Array.isArray(value) ? value.filter(isRow).map((row) => copyBlock(field.blocks, row, rowId)) : value
    } else {
      to[name] = value
    }
  }
}

function copyRow(fields: Field[], row: Row, rowId: (sourceId: unknown) => string): Row {
  const copy: Row = {}
  copyFields(fields, row, copy, rowId)
  return copy
}

function copyBlock(blocks: Block[], row: Row, rowId: (sourceId: unknown) => string): Row {
  const block = blocks.find((b) => b.slug === row.blockType)
  const copy: Row = block ? copyRow(block.fields, row, rowId) : {}
  copy.blockType = row.blockType
  if (row.blockName !== undefined) copy.blockName = row.blockName
  copy.id = rowId(row.id)
  return copy
}

const isRow = (value: unknown): value is Row => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** Row ids for a copy, in Payload's format (24 hex digits, as its ObjectIds): one new id per source id. */
export function rowIdMap(newId: () => string): (sourceId: unknown) => string {
  const ids = new Map<string, string>()
  return (sourceId) => {
    if (sourceId === undefined || sourceId === null || sourceId === '') return newId()
    const key = String(sourceId)
    let id = ids.get(key)
    if (!id) ids.set(key, (id = newId()))
    return id
  }
}
