import { SHARE_COUNT_PATH, SHARE_ITEM_ATTRIBUTE, SHARE_NETWORK_ATTRIBUTE } from '@/lib/media/share'

type ClickLike = Pick<MouseEvent, 'type' | 'button'> & { target: EventTarget | null }
type ElementLike = { closest(selector: string): ElementLike | null; getAttribute(name: string): string | null }

const isElementLike = (target: unknown): target is ElementLike => typeof (target as ElementLike | null)?.closest === 'function'

/**
 * The share_count body for a click, or null when the click was not on a share link inside a
 * shared item. A middle click (auxclick, button 1) opens the link too, so it counts; other buttons don't.
 */
export function shareClickBody(event: ClickLike): string | null {
  if (event.type === 'auxclick' && event.button !== 1) return null
  if (!isElementLike(event.target)) return null
  const link = event.target.closest(`[${SHARE_NETWORK_ATTRIBUTE}]`)
  const item = link?.closest(`[${SHARE_ITEM_ATTRIBUTE}]`)
  const network = link?.getAttribute(SHARE_NETWORK_ATTRIBUTE)
  const key = item?.getAttribute(SHARE_ITEM_ATTRIBUTE)
  return network && key ? JSON.stringify({ item: key, network }) : null
}

/**
 * Sends the count without holding up the navigation the click starts: a keepalive fetch outlives the page
 * unloading, as a beacon would. It is sent as application/json, the only type share_count takes (a beacon's
 * text/plain is a type any other site could post too).
 */
export function sendShareCount(body: string, send: typeof fetch = globalThis.fetch) {
  void send(SHARE_COUNT_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined)
}
