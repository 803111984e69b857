import { routes } from '@/routes'

/**
 * Commemorative teas and video wishes have no page of their own: each is a card on its list page,
 * with an anchor, and that anchor is their address (search results).
 */
export const commemorativeTeaAnchor = (slug: string) => `commemorative-tea-${slug}`
export const videoWishAnchor = (slug: string) => `video-wish-${slug}`

export const commemorativeTeaUrl = (slug: string) => `${routes.teaInspired.commemorativeTeas}#${commemorativeTeaAnchor(slug)}`
export const videoWishUrl = (slug: string) => `${routes.teaInspired.videoWishes}#${videoWishAnchor(slug)}`
