import type { Block } from 'payload'

/**
 * The schema of a media listing block (news, events, press, and later lists): a heading and a page
 * size. Each listing has its own block (`src/blocks/<Name>List/`), whose renderer hands its
 * listing definition to ListingSection (src/components/listing/ListingSection.tsx).
 */
export function listingBlock<S extends string>({ slug, interfaceName, singular, plural, defaultSize }: {
  slug: S
  interfaceName: string
  singular: string
  plural: string
  defaultSize: number
}): Block & { slug: S } {
  return {
    slug,
    interfaceName,
    labels: { singular, plural },
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'page_size', type: 'number', defaultValue: defaultSize, min: 1, max: 48, required: true },
    ],
  }
}
