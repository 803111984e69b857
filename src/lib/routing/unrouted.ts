/**
 * Addresses the proxy does not route (src/proxy.ts): Payload (admin, its REST and GraphQL), the REST contract,
 * Next's own files, the site index, the health checks (NOT_SITE), and files with an extension (FILE). The proxy's
 * first matcher leaves them out (each proxied request costs about a millisecond) and must stay in step with these:
 * a matcher has to be a literal.
 */
export const NOT_SITE = /^\/(api\/|api$|admin\/|admin$|graphql\/|graphql$|preview\/|preview$|dmc-apis\/|dmc-apis$|_next\/|flags\/|images\/|site-index\.json|healthz$|readyz$)/
export const FILE = /\.[A-Za-z0-9]+$/

/**
 * The request header the server gate sets on a request it has already routed to its variant (src/lib/http/route-early.ts):
 * the proxy's matcher skips such a request. The gate removes it from every request that arrives with it.
 */
export const ROUTED_HEADER = 'x-dalumara-routed'
