/**
 * The breadcrumb trail for a site path (site.md, "Layouts and page furniture").
 *
 * - It starts at Home.
 * - A path of fewer than LONG_PATH_SEGMENTS segments shows every segment. A level reads the title
 *   of its page where the caller knows it (`labels`), else its segment with dashes or %20 turned
 *   into spaces.
 * - A longer path collapses levels 2 to 4 (level 1 is the first segment after Home) into
 *   one "…" item. No label is cut: a name is read whole, and a long trail wraps.
 * - The last item is the current page; where the page's title is known it is the label.
 * - An item whose link is empty (the "…", or a level the caller says has no page) is disabled.
 */
export type BreadcrumbItem = {
  label: string
  /** Empty string: the item is shown disabled, not as a link. */
  href: string
  current: boolean
}

export const LONG_PATH_SEGMENTS = 6
export const ELLIPSIS = '…'
const COLLAPSED_LEVELS = { first: 2, last: 4 } as const

export type BreadcrumbOptions = {
  /** The page's own title, used for the last item. */
  title?: string | null
  /** Whether an intermediate path has a page of its own; levels without one are disabled. */
  isLinkable?: (href: string) => boolean
  /** The first item's label in the page's language (the dictionary's breadcrumb.home). */
  homeLabel?: string
  /** Labels of the levels above the page, by href: their pages' titles in the page's language. */
  labels?: Readonly<Record<string, string>>
}

export function buildBreadcrumb(path: string, options: BreadcrumbOptions = {}): BreadcrumbItem[] {
  const segments = pathSegments(path)
  const home: BreadcrumbItem = { label: options.homeLabel ?? 'Home', href: '/', current: segments.length === 0 }
  const levels = segments.map((segment, index) => {
    const href = '/' + segments.slice(0, index + 1).map(encodeURIComponent).join('/')
    const last = index === segments.length - 1
    const title = last ? options.title?.trim() : options.labels?.[href]?.trim()
    return {
      label: title || segmentLabel(segment),
      href: last || !options.isLinkable || options.isLinkable(href) ? href : '',
      current: last,
    }
  })
  if (segments.length < LONG_PATH_SEGMENTS) return [home, ...levels]

  const { first, last } = COLLAPSED_LEVELS
  const ellipsis: BreadcrumbItem = { label: ELLIPSIS, href: '', current: false }
  return [home, ...levels.slice(0, first - 1), ellipsis, ...levels.slice(last)]
}

/** Path segments, decoded, without query string, hash or empty parts. */
export function pathSegments(path: string): string[] {
  const clean = path.split(/[?#]/, 1)[0] ?? ''
  return clean
    .split('/')
    .filter(Boolean)
    .map((segment) => safeDecode(segment))
}

/** "tea-and-health" and "tea%20and%20health" both read "tea and health". */
export function segmentLabel(segment: string): string {
  return safeDecode(segment.replace(/%20/g, ' '))
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    // A stray "%" that is not an escape: show it as typed.
    return value
  }
}
