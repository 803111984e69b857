import { validations, type Field, type Plugin, type TextField } from 'payload'
import { isSafeUrl, validateSafeUrl } from '@/lib/routing/safe-url'

/** Text fields that hold a link address by their name: `url`, `link`, `href`, `video_url`, `shop_link`… */
const LINK_NAME = /(^|_)(url|link|href)$/
const guarded = new WeakSet<object>()

/**
 * Every text field named like a link, in every collection, global and block, refuses addresses that
 * would run script when clicked (javascript:, data:, …; src/lib/routing/safe-url.ts), on top of its own
 * validation (or Payload's default for text). Payload skips the validation of a field its admin
 * condition hides (a link whose "has link" box is off), so a hook also drops such an address on every
 * save: none is ever stored. One sweep, so a link field added later is covered.
 */
export const safeLinkFields: Plugin = (config) => {
  for (const collection of config.collections ?? []) guardFields(collection.fields)
  for (const global of config.globals ?? []) guardFields(global.fields)
  for (const block of config.blocks ?? []) guardFields(block.fields)
  return config
}

function guardFields(fields: Field[]) {
  for (const field of fields) {
    if (guarded.has(field)) continue
    guarded.add(field)
    if (field.type === 'text' && !field.hasMany && LINK_NAME.test(field.name)) guard(field)
    if ('fields' in field && Array.isArray(field.fields)) guardFields(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) guardFields(tab.fields)
    if (field.type === 'blocks') for (const block of field.blocks ?? []) guardFields(block.fields)
  }
}

function guard(field: TextField) {
  const own = (field.validate ?? validations.text) as (value: unknown, options: unknown) => ReturnType<typeof validations.text>
  const validate = (value: unknown, options: unknown) => {
    const safe = validateSafeUrl(value)
    return safe === true ? own(value, options) : safe
  }
  ;(field as { validate?: unknown }).validate = validate
  const drop = ({ value }: { value?: unknown }) => (typeof value === 'string' && !isSafeUrl(value) ? null : value)
  field.hooks = { ...field.hooks, beforeChange: [...(field.hooks?.beforeChange ?? []), drop] }
}
