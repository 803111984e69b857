import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'
import { mediaStorage } from './storage'
import { safeLinkFields } from './fields/safe-links'
import { publicApiGuards } from './public-api-guards'
import { editorAdmin } from './admin/editor-admin'

export const plugins: Plugin[] = [siteSearchPlugin(), uploadUrlsSurviveSelect, mediaStorage(), safeLinkFields, publicApiGuards, editorAdmin]
