import type { Plugin } from 'payload'
import { searchPlugin } from '@payloadcms/plugin-search'
import { searchIndexConfig } from './search/config'

export const plugins: Plugin[] = [searchPlugin(searchIndexConfig)]
