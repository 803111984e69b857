import type { Page } from '@/payload-types'
import type { ImageKey } from './images/catalogue'

export type Locale = 'en' | 'de'
export type MediaIds = Record<ImageKey, number>
/** Media ids of a page's generated files (src/seed/files.ts), by file name. */
export type FileIds = Record<string, number>
export type PageBlock = NonNullable<Page['contents']>[number]
