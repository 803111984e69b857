import type { Plugin } from 'payload'
import { uploadUrlsSurviveSelect } from './graphql/uploadUrls'
import { siteSearchPlugin } from './search/plugin'
import { mediaStorage } from './storage'
import { safeLinkFields } from './fields/safe-links'
import { publicApiGuards } from './public-api-guards'
import { editorAdmin } from './admin/editor-admin'
import { siteRedirects } from './redirects/plugin'
import { englishBeside } from './admin/english-beside'

// The editors' words run last, so they reach the fields the other plugins add.
export const plugins: Plugin[] = [siteRedirects, siteSearchPlugin(), uploadUrlsSurviveSelect, mediaStorage(), safeLinkFields, publicApiGuards, englishBeside, editorAdmin]
