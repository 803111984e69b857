import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'
import { mediaStorage } from './storage'
import { safeLinkFields } from './fields/safe-links'
import { publicApiGuards } from './public-api-guards'
import { siteRedirects } from './redirects/plugin'

export const plugins: Plugin[] = [siteRedirects, siteSearchPlugin(), uploadUrlsSurviveSelect, mediaStorage(), safeLinkFields, publicApiGuards]
