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
 * Sends the count without holding up the navigation the click starts: sendBeacon survives the page
 * unloading. Its body is a string (text/plain, which needs no CORS preflight); the endpoint reads
 * JSON whatever the content type. Where beacons are missing or refused, a keepalive fetch.
 */
export function sendShareCount(body: string, nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator) {
  try {
    if (nav?.sendBeacon?.(SHARE_COUNT_PATH, body)) return
  } catch {
    // Some browsers throw for a beacon over their quota; fall through to fetch.
  }
  void fetch(SHARE_COUNT_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined)
}
