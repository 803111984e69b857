import type { Plugin } from 'payload'
import { siteSearchPlugin } from './search/plugin'

export const plugins: Plugin[] = [siteSearchPlugin()]
