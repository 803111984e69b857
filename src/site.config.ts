/**
 * Every setting the app reads from the environment, validated, in one module (the readers live
 * beside it in src/config/). Nothing else under src/ reads process.env; ask here instead.
 * docs/settings.md lists them, generated from these modules (`npm run docs:settings`).
 *
 * Settings that need Node's file system (the database location, the CMS secret) are in
 * src/config/server.ts: this module is also bundled for the browser (through src/routes.ts).
 */
export { configuredSiteUrl, siteConfig, siteIsHttps, type SiteConfig } from './config/brand'
export { emailSettings } from './config/email'
export { envInt, envWithPrefix } from './config/env'
export { limits } from './config/limits'
export { internalOrigin, isBuildPhase, isDevelopment, isInsideNext, shutdownSettings, testRoutesEnabled } from './config/runtime'
export { seedSettings, type SeedMode } from './config/seed'
export { storageSettings } from './config/storage'

import { siteConfig } from './config/brand'

export const brand = siteConfig.BRAND_SLUG
export const brandName = siteConfig.BRAND_NAME
