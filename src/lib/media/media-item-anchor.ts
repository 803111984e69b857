/**
 * The id of an audio or video item's element on its listing. Its own module, free of imports:
 * the listing's client renderers use it, and src/routes.ts (through ./media-item-url.ts) would
 * bring the site settings and their zod schema into the browser.
 */
export const mediaItemAnchor = (kind: 'audio' | 'video', slug: string) => `${kind}-${slug}`
