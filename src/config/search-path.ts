/**
 * The search results path, apart from src/routes.ts so that client components (the header's search
 * form) can build it without pulling the settings module (and zod) into the browser.
 */
export const SEARCH_PATH = '/global-search-results'

export const searchFor = (keyword: string, page = 1) => `${SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}${page > 1 ? `&page=${page}` : ''}`
