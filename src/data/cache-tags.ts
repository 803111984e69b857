/**
 * Every cached read is tagged with the collection or global it reads, so one publish
 * invalidates exactly the pages and API answers built from that kind of content.
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const globalTag = (slug: string) => `global:${slug}`
