/**
 * Cache tags: the one vocabulary shared by the data module (which tags every cached read) and the
 * Payload hooks (which expire tags when published content changes).
 *
 * - `collectionTag(slug)`: every list over a collection, and anything built from all of it (search,
 *   the path index, the sitemap). Expired when any published document of the collection changes.
 * - `keyTag(slug, key)`: every read of one document by its key (a page's path, an item's slug, an
 *   id), in every country and language. Expired when a published document with that key changes,
 *   so a publish refreshes the pages showing that document and nothing else.
 * - `globalTag(slug)`: a Payload global (header, footer, settings).
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const globalTag = (slug: string) => `global:${slug}`

/** Next.js refuses tags over 256 characters; longer keys (deep paths) are cut, which only widens the tag. */
const MAX_TAG = 256
export const keyTag = (slug: string, key: string | number) => `key:${slug}:${key}`.slice(0, MAX_TAG)
