import type { Field, FieldHook, TextField } from 'payload'
import { DEFAULT_LOCALE } from '@/config/variant'
import { isSlug, slugFromTitle } from '@/lib/routing/slug-format'


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

/**
 * The slug follows the document's title (its English one: the address is shared by every language) until
 * an editor changes it or the document is first published: an unpublished document whose slug is empty or
 * still the previous title's is given the new title's. Payload's slug field (a locked input with
 * "Generate") shows it; Payload's own slugField() would add a stored checkbox for "edited", which the
 * comparison with the previous title makes unnecessary. Runs before validation, so a first publish with
 * an empty slug gets one.
 */
export function slugFollowingTitle(fields: Field[], titleField: string): Field[] {
  return fields.map((field) => (field.type === 'text' && field.name === 'slug' && !field.admin?.readOnly ? followTitle(field, titleField) : field))
}

function followTitle(field: TextField, titleField: string): TextField {
  const follow: FieldHook = async ({ collection, data, originalDoc, req, value }) => {
    if (req.locale && req.locale !== DEFAULT_LOCALE) return value
    const title = data?.[titleField]
    if (typeof title !== 'string' || !slugFromTitle(title)) return value
    const previous = originalDoc?.[titleField]
    const untouched = !value || (typeof previous === 'string' && value === slugFromTitle(previous))
    if (!untouched || value === slugFromTitle(title)) return value
    if (collection && originalDoc?.id !== undefined) {
      const { totalDocs } = await req.payload.countVersions({
        collection: collection.slug,
        where: { and: [{ parent: { equals: originalDoc.id } }, { 'version._status': { equals: 'published' } }] },
        req,
      })
      if (totalDocs > 0) return value
    }
    // A slug another record of the market holds is left for the editor to choose (the key is unique per market).
    const slug = slugFromTitle(title)
    const country = data?.country ?? originalDoc?.country
    if (collection && country) {
      const own = originalDoc?.id === undefined ? [] : [{ id: { not_equals: originalDoc.id } }]
      const { totalDocs } = await req.payload.count({ collection: collection.slug, where: { and: [{ slug: { equals: slug } }, { country: { equals: country } }, ...own] }, req })
      if (totalDocs > 0) return value
    }
    return slug
  }
  return {
    ...field,
    hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), follow] },
    custom: { ...field.custom, slugify: ({ valueToSlugify }: { valueToSlugify?: unknown }) => (typeof valueToSlugify === 'string' ? slugFromTitle(valueToSlugify) : '') },
    admin: { ...field.admin, components: { ...field.admin?.components, Field: { path: '@payloadcms/next/client#SlugField', clientProps: { useAsSlug: titleField } } } },
  }
}
