import type { TextField } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether a value can be the last segment of an item's address. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value)

/**
 * The `slug` of an item with a page of its own: the last segment of its address, unique within a
 * country (defineContentCollection adds the index). `fixed` slugs are set when the item is created
 * and never change, for items whose slug other documents copy (a podcast series' episodes carry it).
 */
export function slugField({ description, fixed = false }: { description?: string; fixed?: boolean } = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: [description, fixed ? 'Fixed once the item is saved.' : ''].filter(Boolean).join(' ') || undefined },
    access: fixed ? { update: () => false } : undefined,
    validate: (value: unknown) => isSlug(value) || 'Lower-case letters, digits and single hyphens',
  }
}
