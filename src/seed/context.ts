/**
 * Passed on every seed write: the seed runs outside a Next.js server (or before it starts),
 * so there is no page cache to revalidate, and thousands of tag expiries would be noise; its pictures'
 * sizes are made by the seed or by one sweep after it (src/cms/uploads/picture-sizes.ts), not a job each.
 */
export const SEED_CONTEXT = { disableRevalidate: true, pictureSizesLater: true } as const
