import type { NumberField, TextField } from 'payload'

type Overrides<F> = Partial<Omit<F, 'name' | 'type'>>

/** An item's `title`: required and per language, as every titled collection has it. */
export const titleField = (overrides: Overrides<TextField> = {}): TextField =>
  ({ name: 'title', type: 'text', required: true, localized: true, ...overrides }) as TextField

/** An item's `name`, the title field of collections whose editors speak of names (categories, products). */
export const nameField = (overrides: Overrides<TextField> = {}): TextField =>
  ({ name: 'name', type: 'text', required: true, localized: true, ...overrides }) as TextField

/** The `order` a list sorts by, in the sidebar; the description says where lower comes first. */
export const orderField = (description: string): NumberField => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description },
})
