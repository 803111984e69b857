import type { Block, CollectionConfig, Config, Field, GlobalConfig, Plugin, StaticLabel, Tab } from 'payload'
import { FIELD_WORDS } from './words/field-words'
import { GERMAN } from './words/german'

/**
 * The admin as editors read it, applied to every collection, global, block and field (a plugin, run last,
 * so fields other plugins add are included):
 * - Words in English and German for every collection, global, group, block, tab and field. A field without
 *   a label of its own is named from FIELD_WORDS, or else from its name made into words (`link_text` →
 *   "Link text"); every English label then gets its German from ./words/german.ts. So a new field is never
 *   shown by its name, and tests/unit/editor-admin.test.ts fails until its German exists.
 * - Dates with their year: Payload's day picker shows "Nov 28".
 * - No API tab: its URLs and JSON speak to developers, who can call the API directly.
 */
export const editorAdmin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(labelCollection),
  globals: config.globals?.map(labelGlobal),
  blocks: config.blocks?.map(labelBlock),
})

/** A field name as words: `link_text`, `linkText` → "Link text". */
export function nameToWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** An English label with its German, when ./german.ts has it (the unit test requires it for all). */
export function inBothLanguages(label: StaticLabel): StaticLabel {
  if (typeof label !== 'string') return label
  const de = GERMAN[label]
  return de ? { en: label, de } : label
}

const englishOf = (label: StaticLabel): string => (typeof label === 'string' ? label : (label.en ?? Object.values(label)[0] ?? ''))

function labelCollection(collection: CollectionConfig): CollectionConfig {
  const singular = collection.labels?.singular
  const plural = collection.labels?.plural
  return {
    ...collection,
    // The plural stays one string: Payload 3.90's dashboard puts it untranslated into its "Create new …" button's
    // accessible name, where an {en, de} label reads "[object Object]".
    ...(singular && plural && typeof singular !== 'function' && typeof plural !== 'function'
      ? { labels: { singular: inBothLanguages(singular), plural: englishOf(plural) } }
      : {}),
    admin: { ...collection.admin, hideAPIURL: true, ...groupOf(collection.admin?.group) },
    fields: labelFields(collection.fields),
  }
}

function labelGlobal(global: GlobalConfig): GlobalConfig {
  const label = global.label ?? nameToWords(global.slug)
  return {
    ...global,
    label: typeof label === 'function' ? label : inBothLanguages(label),
    admin: { ...global.admin, hideAPIURL: true, ...groupOf(global.admin?.group) },
    fields: labelFields(global.fields),
  }
}

const groupOf = (group: false | StaticLabel | undefined) => (typeof group === 'string' ? { group: inBothLanguages(group) } : {})

/** Blocks shared by several fields stay one object (the database adapter shares their tables). */
const labelledBlocks = new WeakMap<Block, Block>()

function labelBlock(block: Block): Block {
  const known = labelledBlocks.get(block)
  if (known) return known
  const { singular, plural } = block.labels ?? { singular: nameToWords(block.slug), plural: nameToWords(block.slug) }
  const labelled: Block = {
    ...block,
    labels: {
      singular: typeof singular === 'function' ? singular : inBothLanguages(singular),
      plural: typeof plural === 'function' ? plural : inBothLanguages(plural),
    },
    fields: labelFields(block.fields),
  }
  labelledBlocks.set(block, labelled)
  return labelled
}

function labelFields(fields: Field[]): Field[] {
  return fields.map(labelField)
}

/** How day and month pickers show a date (date-fns patterns); Payload's defaults leave out the year. */
const DATE_DISPLAY: Record<string, string> = { dayOnly: 'd MMM yyyy', dayAndTime: 'd MMM yyyy, h:mm a', monthOnly: 'MMMM yyyy' }

function labelField(field: Field): Field {
  const labelled = { ...field } as Field & { label?: unknown }
  if (field.type === 'date') {
    const date = field.admin?.date
    const display = DATE_DISPLAY[date?.pickerAppearance ?? '']
    if (display && !date?.displayFormat) (labelled as typeof field).admin = { ...field.admin, date: { ...date, displayFormat: display } }
  }
  if ('name' in field && field.name && field.type !== 'ui' && labelled.label !== false && typeof labelled.label !== 'function') {
    const english = typeof labelled.label === 'string' ? labelled.label : labelled.label === undefined ? (FIELD_WORDS[field.name] ?? nameToWords(field.name)) : undefined
    if (english) labelled.label = inBothLanguages(english)
  } else if (field.type === 'collapsible' && typeof field.label === 'string') {
    labelled.label = inBothLanguages(field.label)
  }
  if ('fields' in field && Array.isArray(field.fields)) (labelled as { fields: Field[] }).fields = labelFields(field.fields)
  if (field.type === 'tabs') (labelled as { tabs: Tab[] }).tabs = field.tabs.map(labelTab)
  if (field.type === 'blocks' && field.blocks) (labelled as { blocks: Block[] }).blocks = field.blocks.map(labelBlock)
  return labelled as Field
}

function labelTab(tab: Tab): Tab {
  const english = typeof tab.label === 'string' ? tab.label : tab.label === undefined && 'name' in tab && tab.name ? (FIELD_WORDS[tab.name] ?? nameToWords(tab.name)) : undefined
  return { ...tab, ...(english ? { label: inBothLanguages(english) } : {}), fields: labelFields(tab.fields) } as Tab
}
