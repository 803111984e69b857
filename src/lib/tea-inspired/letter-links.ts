import { routes } from '@/routes'

/**
 * Letters and inspiration books have no page of their own: each is an element of its list page,
 * found by an anchor. The curated letters page, search results and any other link reach a letter
 * in the archive (routes.teaInspired.letters) through these, so the ids cannot drift apart.
 */
export const letterAnchor = (slug: string) => `letter-${slug}`
export const letterUrl = (slug: string) => `${routes.teaInspired.letters}#${letterAnchor(slug)}`

export const bookAnchor = (slug: string) => `book-${slug}`
export const bookUrl = (slug: string) => `${routes.teaInspired.books}#${bookAnchor(slug)}`
