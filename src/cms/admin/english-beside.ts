import type { Block, Field, Plugin } from 'payload'

/** Resolved through src/app/(payload)/admin/importMap.js (`npx payload generate:importmap`). */
const ENGLISH_BESIDE = '@/cms/admin/EnglishBeside#EnglishBeside'

/** The fields translators write. */
const TRANSLATED = new Set<Field['type']>(['text', 'textarea', 'richText'])

/**
 * Every translated text field of every collection, global and block shows its English under it while the record
 * is edited in another language (./EnglishBeside.tsx, in the place of the field's description, which it keeps).
 * One sweep, so a field added later is covered. A global's fields name the global: the admin tells a field's
 * component which collection it is in, not which global.
 */
export const englishBeside: Plugin = (config) => {
  for (const collection of config.collections ?? []) showEnglish(collection.fields)
  for (const global of config.globals ?? []) showEnglish(global.fields, global.slug)
  for (const block of config.blocks ?? []) showEnglish(block.fields)
  return config
}

/** Blocks and fields shared by several collections are changed once, in place (the database adapter shares blocks' tables). */
const seen = new WeakSet<object>()

function showEnglish(fields: Field[], globalSlug?: string) {
  for (const field of fields) {
    if (seen.has(field)) continue
    seen.add(field)
    if (TRANSLATED.has(field.type) && 'localized' in field && field.localized && !field.admin?.components?.Description) {
      const Description = globalSlug ? { path: ENGLISH_BESIDE, serverProps: { globalSlug } } : ENGLISH_BESIDE
      field.admin = { ...field.admin, components: { ...field.admin?.components, Description } } as typeof field.admin
    }
    if ('fields' in field && Array.isArray(field.fields)) showEnglish(field.fields, globalSlug)
    if (field.type === 'tabs') for (const tab of field.tabs) showEnglish(tab.fields, globalSlug)
    if (field.type === 'blocks') for (const block of (field.blocks ?? []) as Block[]) showEnglish(block.fields, globalSlug)
  }
}
