/**
 * The public site's paths, as a Next.js config source: everything except Payload, the REST
 * contract, previews, Next internals, files with an extension, and the internal /v/ segment.
 */
export const SITE_PATH = '/:path((?!(?:api|admin|graphql|dmc-apis|preview|_next|flags|images|v)(?:/|$))(?!.*\\.[A-Za-z0-9]+$).*)'
