const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether a value can be the last segment of an item's address. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value)
