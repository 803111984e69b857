/**
 * Share counting: "most shared" lists count share-link clicks. A share link marks
 * itself with `data-share-network`, inside an element naming the item with `data-share-item`;
 * the ShareCounter island reports each click to POST /dmc-apis/share_count. Kept free of
 * server code: the island imports it.
 */
export const SHARE_COUNT_PATH = '/dmc-apis/share_count'

/** The networks a share link can name; the endpoint refuses any other. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_ITEM_ATTRIBUTE = 'data-share-item'
export const SHARE_NETWORK_ATTRIBUTE = 'data-share-network'

/** How an item is named in a share count: `{collection}:{slug}` (e.g. `e-books:afternoon-tea-at-home`). */
export const shareItemKey = (collection: string, slug: string) => `${collection}:${slug}`

/** The attribute for the element around an item's share links. */
export const shareItemAttributes = (collection: string, slug: string) => ({ [SHARE_ITEM_ATTRIBUTE]: shareItemKey(collection, slug) })

/** The attribute for one share link. */
export const shareNetworkAttributes = (network: ShareNetwork) => ({ [SHARE_NETWORK_ATTRIBUTE]: network })
