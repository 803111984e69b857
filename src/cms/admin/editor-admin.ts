import type { Block, CollectionConfig, Config, Field, GlobalConfig, LabelFunction, Option, Plugin, StaticLabel, Tab } from 'payload'
import { FIELD_WORDS, ROW_WORDS } from './words/field-words'
import { GERMAN } from './words/german'
import { GERMAN_CHOICES } from './words/german-choices'
import { GERMAN_HELP } from './words/german-help'
import { GERMAN_ROWS } from './words/german-rows'

/**
 * The admin as editors read it, applied to every collection, global, block and field (a plugin, run last,
 * so fields other plugins add are included):
 * - Words in English and German for every collection, global, group, block, tab and field. A field without
 *   a label of its own is named from FIELD_WORDS, or else from its name made into words (`link_text` →
 *   "Link text"); every English label then gets its German from ./words/german.ts. So a new field is never
 *   shown by its name, and tests/unit/editor-admin.test.ts fails until its German exists.
 * - The same for select options (./words/german-choices.ts; an option given as a bare value is named from it)
 *   and help texts (./words/german-help.ts), so the sources keep writing plain English strings.
 * - Dates with their year: Payload's day picker shows "Nov 28".
 * - Lists of countries in the order of the admin's language (German sorts "Ägypten" under A, not E as "Egypt").
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

// A word the labels already translate keeps their German.
const GERMAN_WORDS: Record<string, string> = { ...GERMAN_HELP, ...GERMAN_CHOICES, ...GERMAN_ROWS, ...GERMAN }

/** An English label or help text with its German, when ./words has it (the unit test requires it for all). */
export function inBothLanguages(label: StaticLabel): StaticLabel {
  if (typeof label !== 'string') return label
  const de = Object.hasOwn(GERMAN_WORDS, label) ? GERMAN_WORDS[label] : undefined
  return de ? { en: label, de } : label
}

/**
 * A label Payload resolves to a string in the editor's language before using it. The dashboard puts a
 * collection's plural as it is into its "Create new …" button's accessible name, where an {en, de} object
 * reads "[object Object]"; every other place (navigation, list heading, client config) calls the function.
 * The search plugin's reindex button calls it without i18n: English then.
 */
export function asTextInLanguage(label: StaticLabel): StaticLabel | LabelFunction {
  if (typeof label === 'string') return label
  return ({ i18n }) => label[i18n?.language] ?? label.en ?? Object.values(label)[0] ?? ''
}

/** Help text in both languages; Payload's own (functions, components) stays as it is. */
function describedInBothLanguages<T extends object | undefined>(admin: T): T {
  const description = admin && 'description' in admin ? admin.description : undefined
  return typeof description === 'string' ? { ...admin, description: inBothLanguages(description) } : admin
}

/** Select and radio options in both languages; an option given as a bare value gets a label made from it. */
function optionInBothLanguages(option: Option): Option {
  if (typeof option === 'string') return { label: inBothLanguages(nameToWords(option)), value: option }
  return typeof option.label === 'string' ? { ...option, label: inBothLanguages(option.label) } : option
}

function labelCollection(collection: CollectionConfig): CollectionConfig {
  const singular = collection.labels?.singular
  const plural = collection.labels?.plural
  return {
    ...collection,
    ...(singular && plural && typeof singular !== 'function' && typeof plural !== 'function'
      ? { labels: { singular: inBothLanguages(singular), plural: asTextInLanguage(inBothLanguages(plural)) } }
      : {}),
    admin: { ...describedInBothLanguages(collection.admin), hideAPIURL: true, ...groupOf(collection.admin?.group) },
    fields: labelFields(collection.fields),
  }
}

function labelGlobal(global: GlobalConfig): GlobalConfig {
  const label = global.label ?? nameToWords(global.slug)
  return {
    ...global,
    label: typeof label === 'function' ? label : inBothLanguages(label),
    admin: { ...describedInBothLanguages(global.admin), hideAPIURL: true, ...groupOf(global.admin?.group) },
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

/**
 * What an array calls one row and all of them (its "Add …" button, each row's heading): as given, else the
 * array's label and its singular (ROW_WORDS, or the label less its final "s").
 */
function rowLabels(name: string, english: string, given: { singular?: unknown; plural?: unknown } | undefined) {
  const own = (value: unknown, fallback: string) => (typeof value === 'function' ? value : inBothLanguages(typeof value === 'string' ? value : fallback)) as StaticLabel
  const singular = ROW_WORDS[name] ?? english.replace(/(?<=\w)s$/, '')
  return { singular: own(given?.singular, singular), plural: own(given?.plural, english) }
}

/** Resolved through src/app/(payload)/admin/importMap.js (`npx payload generate:importmap`). */
const COUNTRY_SELECT = '@/cms/admin/CountrySelect#CountrySelect'

/** A choice among countries (a market, where a tea is sold): listed in the admin's language's order by ./CountrySelect.tsx. */
const isCountryList = (options: Option[]) => options.length > 20 && options.every((option) => /^([A-Z]{2}|GLOBAL)$/.test(typeof option === 'string' ? option : option.value))

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
    if (english && field.type === 'array') (labelled as typeof field).labels = rowLabels(field.name, english, field.labels)
  } else if (field.type === 'collapsible' && typeof field.label === 'string') {
    labelled.label = inBothLanguages(field.label)
  }
  if (field.admin) (labelled as { admin?: unknown }).admin = describedInBothLanguages(labelled.admin)
  if (field.type === 'select' || field.type === 'radio') (labelled as typeof field).options = field.options.map(optionInBothLanguages)
  if (field.type === 'select' && isCountryList(field.options) && !field.admin?.components?.Field) {
    ;(labelled as typeof field).admin = { ...(labelled as typeof field).admin, components: { ...field.admin?.components, Field: COUNTRY_SELECT } }
  }
  if ('fields' in field && Array.isArray(field.fields)) (labelled as { fields: Field[] }).fields = labelFields(field.fields)
  if (field.type === 'tabs') (labelled as { tabs: Tab[] }).tabs = field.tabs.map(labelTab)
  if (field.type === 'blocks' && field.blocks) (labelled as { blocks: Block[] }).blocks = field.blocks.map(labelBlock)
  return labelled as Field
}

function labelTab(tab: Tab): Tab {
  const english = typeof tab.label === 'string' ? tab.label : tab.label === undefined && 'name' in tab && tab.name ? (FIELD_WORDS[tab.name] ?? nameToWords(tab.name)) : undefined
  const description = typeof tab.description === 'string' ? { description: inBothLanguages(tab.description) } : {}
  return { ...tab, ...(english ? { label: inBothLanguages(english) } : {}), ...description, fields: labelFields(tab.fields) } as Tab
}
