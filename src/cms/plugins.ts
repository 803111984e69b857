import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'
import { mediaStorage } from './storage'

export const plugins: Plugin[] = [siteSearchPlugin(), uploadUrlsSurviveSelect, mediaStorage()]
