import type { SearchPluginConfig } from '@payloadcms/plugin-search/types'

/** Placeholder; the search helper fills this in. */
export const searchIndexConfig: SearchPluginConfig = {
  collections: ['pages'],
  localize: true,
}
