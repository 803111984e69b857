import { getTeaInspiredHome } from '@/data/tea-inspired'
import { dataEndpoint, notFoundError } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/tea_inspired_home[?lang&country]: the Tea Inspired section home,
 * `{data: {path, title, intro, header_image, contents, sections, featured_stories, seo}}`. The old
 * site always asked for GLOBAL and en (data-layer spec, section 7); other countries and languages
 * follow the usual fallback to GLOBAL and English. 404 while no home page is published.
 */
export const GET = dataEndpoint({
  name: 'tea_inspired_home',
  read: async (_query, variant) => {
    const home = await getTeaInspiredHome(variant)
    if (!home) throw notFoundError('The Tea Inspired home page is not published')
    return home
  },
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
