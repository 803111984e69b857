import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'

export const plugins: Plugin[] = [siteSearchPlugin(), uploadUrlsSurviveSelect]
