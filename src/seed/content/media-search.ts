import type { PageSeed } from './types'

/** The media search box, on the media landing and every media list (issue 8). */
export const mediaSearchBlock: PageSeed['blocks'][number] = { blockType: 'custom', build: () => ({ blockType: 'mediaSearch' }) }
