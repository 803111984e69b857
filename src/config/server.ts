/**
 * The server-only settings (they use Node's file system), kept out of src/site.config.ts, which
 * the browser bundle also loads. Import these only from server code: the CMS config, scripts.
 */
export { databaseSettings, type DatabaseSettings } from './database'
export { MISSING_SECRET, payloadSecret } from './secret'
