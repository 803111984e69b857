import { isLocale } from '@/config/variant'
import { headerMenus } from '@/components/shell/header/menus'
import { notFoundError, withApiErrors } from '@/lib/api/errors'
import { CONTENT_CACHE, cacheControl } from '@/lib/api/responses'

/**
 * GET /header-menus/{lang}.json: the header's menus with their links, which the mega-menu and the mobile menu
 * fetch when a menu is first about to open (src/components/shell/header/useMenus.ts). The reads are cached
 * and revalidated by tag like the pages', so an editor's change to the header reaches it on publish.
 */
export const dynamic = 'force-dynamic'

export const GET = withApiErrors('header-menus', async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const locale = /^(.+)\.json$/.exec((await params).file)?.[1]
  if (!isLocale(locale)) throw notFoundError('No menus in this language')
  return Response.json(await headerMenus(locale), { headers: { 'Cache-Control': cacheControl(CONTENT_CACHE) } })
})
