import { envFlag, envInt, envString } from './env'

/**
 * Numeric operator settings: cache lifetimes and the bounds on work a visitor can trigger.
 * Read on each call, so a test can change the environment between calls.
 */
export const limits = {
  /** Cache-Control of /dmc-apis answers. */
  apiCache: () => ({ sMaxAge: envInt('API_S_MAXAGE', 10), staleWhileRevalidate: envInt('API_STALE_WHILE_REVALIDATE', 60) }),
  /** How long a CDN may keep a site page, read when building (next.config.ts headers). */
  pageCache: () => ({ sMaxAge: envInt('PAGE_S_MAXAGE', 10), staleWhileRevalidate: envInt('PAGE_STALE_WHILE_REVALIDATE', 60) }),
  /** Newsletter sign-ups per IP per minute. */
  newsletterPerMinute: () => envInt('RATE_LIMIT_MAX', 10, { min: 1 }),
  /** The most an album's press-kit download may hold, in bytes of original files (default 100 MB). */
  pressKitMaxBytes: () => envInt('PRESS_KIT_MAX_BYTES', 100_000_000, { min: 1 }),
  graphql: () => ({
    maxDepth: envInt('GRAPHQL_MAX_DEPTH', 10, { min: 1 }),
    maxComplexity: envInt('GRAPHQL_MAX_COMPLEXITY', 1000, { min: 1 }),
    /** Shape limits checked before the complexity rule runs (src/cms/graphql/query-limits.ts). */
    maxTokens: envInt('GRAPHQL_MAX_TOKENS', 5000, { min: 1 }),
    maxAliases: envInt('GRAPHQL_MAX_ALIASES', 100, { min: 0 }),
    maxDirectives: envInt('GRAPHQL_MAX_DIRECTIVES', 50, { min: 0 }),
    /** Schema introspection (__schema, __type): off in production unless an operator turns it on. */
    introspection: envFlag('GRAPHQL_INTROSPECTION', envString('NODE_ENV') !== 'production'),
  }),
}
