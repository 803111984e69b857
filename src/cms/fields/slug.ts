import type { TextField } from 'payload'
import { isSlug } from '@/lib/slug'


/** The slug rule with the segments an item may not take (a sibling page's literal segment). */
export function slugError(value: unknown, reserved: readonly string[] = []): string | null {
  if (!isSlug(value)) return 'Lower-case letters, digits and single hyphens'
  return reserved.includes(value) ? `“${value}” is the address of another page; choose another slug` : null
}

/**
 * The `slug` of an item with a page of its own: the last segment of its address, unique within a
 * country (defineContentCollection adds the index). `fixed` slugs are set when the item is created
 * and never change, for items whose slug other documents copy (a podcast series' episodes carry it).
 * `reserved` slugs belong to a page beside the items' pages (gift-of-teas/teawares is a list, not a
 * gift), so no item can take its address.
 */
export function slugField({ description, fixed = false, reserved = [] }: { description?: string; fixed?: boolean; reserved?: readonly string[] } = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: { position: 'sidebar', description: [description, fixed ? 'Fixed once the item is saved.' : ''].filter(Boolean).join(' ') || undefined },
    access: fixed ? { update: () => false } : undefined,
    validate: (value: unknown) => slugError(value, reserved) ?? true,
  }
}
