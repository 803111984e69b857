import { CONTENT_CACHE, cacheControl } from '@/app/_api'
import { rssResponse } from '@/lib/feeds/rss'
import { mediaFeed, mediaFeedXml } from '@/data/media/feeds'
import { privateInDraftMode } from '@/lib/preview/private-in-draft'

/**
 * /media/{listing}/rss.xml: a media listing's RSS 2.0 feed (the news, the tea blog; registry in
 * src/data/media/feeds.ts), the GLOBAL site in English, linked from the listing's head. The
 * proxy leaves paths with a file extension alone, so this route answers them directly. One dynamic
 * segment serves every feed, so the brand slug in the blog's folder needs no folder of its own.
 */
export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const feed = mediaFeed((await params).listing)
  if (!feed) return new Response('Not found: this listing has no feed.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  // An editor in draft mode reads drafts here too: their feed is theirs alone.
  return privateInDraftMode(rssResponse(await mediaFeedXml(feed), cacheControl(CONTENT_CACHE)))
}
