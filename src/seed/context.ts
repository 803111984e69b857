/**
 * Passed on every seed write: the seed runs outside a Next.js server (or before it starts),
 * so there is no page cache to revalidate, and thousands of tag expiries would be noise.
 */
export const SEED_CONTEXT = { disableRevalidate: true } as const
