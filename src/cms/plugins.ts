import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'
import { mediaStorage } from './storage'
import { safeLinkFields } from './fields/safe-links'

export const plugins: Plugin[] = [siteSearchPlugin(), uploadUrlsSurviveSelect, mediaStorage(), safeLinkFields]
