import type { PageSeed } from './types'

/** The media search box, on the media landing and every media list. */
export const mediaSearchBlock: PageSeed['blocks'][number] = { blockType: 'custom', build: () => ({ blockType: 'mediaSearch' }) }
