import type { CollectionSlug, FieldHook, RelationshipField, TextField } from 'payload'
import { joinSlugs } from '@/lib/catalogue/slug-list'

type Related = number | string | { id?: number | string; slug?: string | null } | null | undefined

/**
 * The slugs of the documents a relationship names, read on save. Populated values carry their
 * slug; ids are looked up (drafts included: an editor may link a category before publishing it).
 */
async function slugsOf(values: Related[], collection: CollectionSlug, req: Parameters<FieldHook>[0]['req']): Promise<(string | null)[]> {
  const known = new Map<string, string>()
  const ids: (number | string)[] = []
  for (const value of values) {
    if (value && typeof value === 'object') {
      if (value.slug && value.id != null) known.set(String(value.id), value.slug)
      else if (value.id != null) ids.push(value.id)
    } else if (value != null) ids.push(value)
  }
  if (ids.length) {
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      depth: 0,
      draft: true,
      pagination: false,
      req,
      select: { slug: true },
    })
    for (const doc of docs as unknown as { id: number | string; slug?: string }[]) if (doc.slug) known.set(String(doc.id), doc.slug)
  }
  return values.map((value) => {
    const id = value && typeof value === 'object' ? value.id : value
    return id == null ? null : (known.get(String(id)) ?? null)
  })
}

/**
 * A read-only, indexed copy of the slug(s) a relationship field of the same document names:
 * lists filter on these columns with plain equality (one slug) or a `|slug|` match (many, see
 * src/lib/catalogue/slug-list.ts) instead of joining the relationship's rows. The related
 * collections' slugs are fixed once saved (slugField({ fixed: true })), so a copy stays true.
 */
export function slugCopyField({ name, from, collection, hasMany = false }: { name: string; from: string; collection: CollectionSlug; hasMany?: boolean }): TextField {
  const copy: FieldHook = async ({ siblingData, req, value }) => {
    if (!siblingData || !(from in siblingData)) return value
    const related = siblingData[from] as Related | Related[]
    if (hasMany) {
      const list = Array.isArray(related) ? related : []
      return joinSlugs(await slugsOf(list, collection, req))
    }
    if (related == null || Array.isArray(related)) return null
    const [slug] = await slugsOf([related], collection, req)
    return slug
  }
  return {
    name,
    type: 'text',
    index: true,
    hooks: { beforeChange: [copy] },
    // Filled in on save and never edited: editors see the relationship it copies, not this.
    admin: { hidden: true },
  }
}

/**
 * A required relationship to one document of `collection` (an accessory's category, an episode's
 * series) and beside it `{name}_slug`, that document's slug copied on save so lists filter by it
 * with plain equality on an indexed column. The slug is kept when the document cannot be read.
 */
export function relationWithSlugFields(name: string, collection: CollectionSlug): [RelationshipField, TextField] {
  const copy: FieldHook = async ({ siblingData, req, value }) => {
    const related = siblingData?.[name] as number | string | { slug?: string } | null | undefined
    if (related && typeof related === 'object') return related.slug ?? value
    if (related == null) return value
    const doc = await req.payload.findByID({ collection, id: related, depth: 0, draft: true, req, select: { slug: true } }).catch(() => null)
    return (doc as { slug?: string } | null)?.slug ?? value
  }
  return [
    { name, type: 'relationship', relationTo: collection, required: true, index: true },
    {
      name: `${name}_slug`,
      type: 'text',
      index: true,
      hooks: { beforeChange: [copy] },
      admin: { hidden: true },
    },
  ]
}
