import type { SelectField } from 'payload'

type Overrides = Partial<Omit<SelectField, 'name' | 'type' | 'options' | 'hasMany'>>

/** A select of one value, its options written value → label in the order the editor sees them. */
export const choiceField = (name: string, options: Record<string, string>, overrides: Overrides = {}): SelectField =>
  ({ name, type: 'select', options: Object.entries(options).map(([value, label]) => ({ label, value })), ...overrides }) as SelectField
