import { envFlag, envInt, envString } from './env'

/**
 * Numeric operator settings: cache lifetimes and the bounds on work a visitor can trigger.
 * Read on each call, so a test can change the environment between calls.
 */
export const limits = {
  /** Cache-Control of /dmc-apis answers: `s-maxage` and `stale-while-revalidate`, in seconds. */
  apiCache: () => ({ sMaxAge: envInt('API_S_MAXAGE', 10), staleWhileRevalidate: envInt('API_STALE_WHILE_REVALIDATE', 60) }),
  /** How long a CDN may keep a site page (`s-maxage`), then serve it stale while refetching, in seconds; browsers never reuse a page. Read when building (next.config.ts headers). */
  pageCache: () => ({ sMaxAge: envInt('PAGE_S_MAXAGE', 10), staleWhileRevalidate: envInt('PAGE_STALE_WHILE_REVALIDATE', 60) }),
  /** Newsletter sign-ups, contact messages, CVs, quiz answers and counted share clicks per client IP per minute, each counted apart (in the database, shared by all instances). */
  newsletterPerMinute: () => envInt('RATE_LIMIT_MAX', 10, { min: 1 }),
  /** The most an album's press-kit download may hold, in bytes of original files (default 100 MB). */
  pressKitMaxBytes: () => envInt('PRESS_KIT_MAX_BYTES', 100_000_000, { min: 1 }),
  /**
   * Proxies in front of the app whose X-Forwarded-For entries are trusted (TRUSTED_PROXY_HOPS): 0 means
   * the socket's own address is the client's; 1 a load balancer that appends the address it saw; and so on.
   */
  trustedProxyHops: () => envInt('TRUSTED_PROXY_HOPS', 0),
  /** The largest body Payload's REST and GraphQL read that is not a media upload (API_MAX_BODY_MB, default 4). */
  apiBodyBytes: () => envInt('API_MAX_BODY_MB', 4, { min: 1 }) * 1024 * 1024,
  /**
   * Work the server takes on at once before it queues, and how long a request may queue before it is
   * turned away with 503 + Retry-After: pages, APIs and the admin share one lane, image optimisation
   * (CPU and memory heavy) has its own, narrower one. Few at once on purpose: renders interleaved on one
   * event loop all finish late, and a loop busy with 32 of them left new connections unaccepted for 10 s.
   */
  load: () => ({
    requests: envInt('MAX_CONCURRENT_REQUESTS', 8, { min: 1 }),
    images: envInt('MAX_CONCURRENT_IMAGES', 2, { min: 1 }),
    queued: envInt('MAX_QUEUED_REQUESTS', 1024),
    queueWaitMs: envInt('MAX_QUEUE_WAIT_MS', 10_000, { min: 1 }),
  }),
  /**
   * The shape of a filter Payload's REST and GraphQL take (`where`: conditions, and/or nesting, items of an
   * `in`/`not_in`/`all` list) and the size of a REST read's query (the address's query string, or the body of a
   * POST with `X-Payload-HTTP-Method-Override: GET`), checked before Payload parses or runs it
   * (src/cms/query-shape.ts; GraphQL's filters in src/cms/graphql/where-bounds.ts, before the user is known, so with
   * a visitor's bounds). A visitor's reads are narrow: 400 `or` conditions cost the event loop most of a second, 2,000 several seconds. Editors' (the admin's relationship pickers send long `not_in` lists) are
   * wider, but bounded too.
   */
  query: () => ({
    anonymous: {
      conditions: envInt('PUBLIC_QUERY_MAX_CONDITIONS', 20, { min: 1 }),
      depth: envInt('PUBLIC_QUERY_MAX_DEPTH', 3, { min: 1 }),
      listItems: envInt('PUBLIC_QUERY_MAX_LIST', 50, { min: 1 }),
      bytes: envInt('PUBLIC_QUERY_MAX_BYTES', 4096, { min: 256 }),
      params: envInt('PUBLIC_QUERY_MAX_PARAMS', 100, { min: 1 }),
    },
    editor: {
      conditions: envInt('EDITOR_QUERY_MAX_CONDITIONS', 200, { min: 1 }),
      depth: envInt('EDITOR_QUERY_MAX_DEPTH', 10, { min: 1 }),
      listItems: envInt('EDITOR_QUERY_MAX_LIST', 1000, { min: 1 }),
      bytes: envInt('EDITOR_QUERY_MAX_BYTES', 256 * 1024, { min: 256 }),
      // qs (Payload's query parser) drops parameters past its own limit of 1,000 anyway.
      params: envInt('EDITOR_QUERY_MAX_PARAMS', 1000, { min: 1 }),
    },
  }),
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS): longer than a load balancer's idle
   * timeout (AWS: 60 s). A request's body must arrive within BODY_TIMEOUT_MS (default 30 s), a signed-in upload's
   * within UPLOAD_TIMEOUT_MS (default 5 minutes); past it the client is answered 408.
   */
  connections: () => ({
    keepAliveMs: envInt('KEEP_ALIVE_TIMEOUT_MS', 65_000, { min: 1000 }),
    bodyMs: envInt('BODY_TIMEOUT_MS', 30_000, { min: 1000 }),
    uploadMs: envInt('UPLOAD_TIMEOUT_MS', 300_000, { min: 1000 }),
  }),
  /**
   * Bodies are read whole before their request takes a lane place; this bounds the bytes of all bodies read and
   * not yet started on (BODY_BUFFER_MB, default 64). Past it a request is answered 503 with Retry-After.
   */
  bodyBufferBytes: () => envInt('BODY_BUFFER_MB', 64, { min: 1 }) * 1024 * 1024,
  /** Limits on `POST /graphql` queries: depth and complexity (Payload's own rules); a query past one answers 400. */
  graphql: () => ({
    maxDepth: envInt('GRAPHQL_MAX_DEPTH', 10, { min: 1 }),
    maxComplexity: envInt('GRAPHQL_MAX_COMPLEXITY', 1000, { min: 1 }),
    /** Shape limits checked before the complexity rule runs (src/cms/graphql/query-limits.ts). */
    maxTokens: envInt('GRAPHQL_MAX_TOKENS', 5000, { min: 1 }),
    /** The most aliases and directives a query may hold, checked with its tokens. */
    maxAliases: envInt('GRAPHQL_MAX_ALIASES', 100, { min: 0 }),
    /** The most aliases and directives a query may hold, checked with its tokens. */
    maxDirectives: envInt('GRAPHQL_MAX_DIRECTIVES', 50, { min: 0 }),
    /**
     * Items × fields an answer may hold, each list counted at its `limit` (src/cms/graphql/list-cost.ts):
     * 200 items of 50 fields, or 20 aliases of a 10-item list of 50 fields.
     */
    maxListCost: envInt('GRAPHQL_MAX_LIST_COST', 10_000, { min: 1 }),
    /** The largest answer sent (GRAPHQL_MAX_ANSWER_MB, default 2); a larger one is refused with a message. */
    maxAnswerBytes: envInt('GRAPHQL_MAX_ANSWER_MB', 2, { min: 1 }) * 1024 * 1024,
    /**
     * Schema introspection (`__schema`, `__type`, e.g. to generate types): off in production unless an operator turns it on.
     * @default GRAPHQL_INTROSPECTION `false` in production, else `true`
     */
    introspection: envFlag('GRAPHQL_INTROSPECTION', envString('NODE_ENV') !== 'production'),
  }),
}
