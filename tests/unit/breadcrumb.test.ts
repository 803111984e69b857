import { describe, expect, it } from 'vitest'
import { buildBreadcrumb, ELLIPSIS, pathSegments, segmentLabel } from '@/lib/routing/breadcrumb'
import { routes } from '@/routes'

const labels = (path: string, title?: string) => buildBreadcrumb(path, { title }).map((i) => i.label)
const hrefs = (path: string) => buildBreadcrumb(path).map((i) => i.href)

describe('buildBreadcrumb: short paths (fewer than 6 segments)', () => {
  it('is only Home, marked current, on the home page', () => {
    expect(buildBreadcrumb('/')).toEqual([{ label: 'Home', href: '/', current: true }])
  })

  it('starts at Home and shows every segment with dashes turned into spaces', () => {
    expect(labels(routes.allAboutTea.teaAndHealth)).toEqual(['Home', 'all about tea', 'tea and health'])
  })

  it('turns %20 into spaces', () => {
    expect(labels('/media/tea%20time%20stories')).toEqual(['Home', 'media', 'tea time stories'])
  })

  it('links each item to the path up to its segment', () => {
    expect(hrefs('/a-b/c/d-e')).toEqual(['/', '/a-b', '/a-b/c', '/a-b/c/d-e'])
  })

  it('shows all five segments of a five-segment path, uncut', () => {
    const path = '/our-products/our-teas/tea-ranges/dalumara-watte-boutique-tea/region-tea'
    expect(labels(path)).toEqual([
      'Home',
      'our products',
      'our teas',
      'tea ranges',
      'dalumara watte boutique tea',
      'region tea',
    ])
  })

  it('marks only the last item current', () => {
    const items = buildBreadcrumb('/our-purpose/sustainability')
    expect(items.map((i) => i.current)).toEqual([false, false, true])
  })

  it('uses the page title for the last item when it is known', () => {
    expect(labels('/our-purpose/sustainability', 'Sustainability at Dalumara')).toEqual([
      'Home',
      'our purpose',
      'Sustainability at Dalumara',
    ])
  })

  it('falls back to the segment when the title is blank', () => {
    expect(labels('/our-purpose/sustainability', '   ')).toEqual(['Home', 'our purpose', 'sustainability'])
  })

  it('ignores query strings, hashes, trailing and doubled slashes', () => {
    expect(labels('/media//news/?page=2#top')).toEqual(['Home', 'media', 'news'])
    expect(hrefs('/media//news/')).toEqual(['/', '/media', '/media/news'])
  })
})

describe('buildBreadcrumb: long paths (6 or more segments)', () => {
  const six = '/one-level/two-level/three-level/four-level/fifth-level-with-a-long-name/six'

  it('collapses levels 2 to 4 into one ellipsis item', () => {
    expect(labels(six)).toEqual(['Home', 'one level', ELLIPSIS, 'fifth level with a long name', 'six'])
  })

  it('disables the ellipsis (empty link) and keeps links for the others', () => {
    expect(hrefs(six)).toEqual([
      '/',
      '/one-level',
      '',
      '/one-level/two-level/three-level/four-level/fifth-level-with-a-long-name',
      '/one-level/two-level/three-level/four-level/fifth-level-with-a-long-name/six',
    ])
  })

  it('does not cut the first level, which stays before the ellipsis', () => {
    const path = '/a-first-level-that-is-very-long/b/c/d/e/f'
    expect(labels(path)[1]).toBe('a first level that is very long')
  })

  it('never cuts a name, above or below the ellipsis: the trail wraps instead', () => {
    expect(labels('/a/b/c/d/e/f', 'Dimbula Seasonal Flush Reserve')).toEqual(['Home', 'a', ELLIPSIS, 'e', 'Dimbula Seasonal Flush Reserve'])
    const fifth = buildBreadcrumb('/a/b/c/d/e/f', { labels: { '/a/b/c/d/e': 'Verkostungsnotizen aus dem Probierraum' } })[3]
    expect(fifth.label).toBe('Verkostungsnotizen aus dem Probierraum')
  })

  it('keeps every level after the fourth for longer paths', () => {
    expect(labels('/a/b/c/d/e/f/g/h')).toEqual(['Home', 'a', ELLIPSIS, 'e', 'f', 'g', 'h'])
    expect(buildBreadcrumb('/a/b/c/d/e/f/g/h').filter((i) => i.current).map((i) => i.label)).toEqual(['h'])
  })
})

describe('buildBreadcrumb: levels without a page', () => {
  it('disables intermediate items the caller marks as not linkable, never the current one', () => {
    const items = buildBreadcrumb('/our-products/our-teas/tea-types', { isLinkable: (href) => href !== '/our-products/our-teas' })
    expect(items.map((i) => i.href)).toEqual(['/', '/our-products', '', '/our-products/our-teas/tea-types'])
    const none = buildBreadcrumb('/a/b', { isLinkable: () => false })
    expect(none.map((i) => i.href)).toEqual(['/', '', '/a/b'])
  })
})

describe('helpers', () => {
  it('pathSegments decodes segments and tolerates stray percent signs', () => {
    expect(pathSegments('/media/caf%C3%A9/100%')).toEqual(['media', 'café', '100%'])
  })

  it('hrefs re-encode decoded segments', () => {
    expect(hrefs('/media/tea%20time')).toEqual(['/', '/media', '/media/tea%20time'])
  })

  it('segmentLabel turns %20 into spaces even where the rest of the segment cannot be decoded', () => {
    expect(segmentLabel('tea%20at%20100%')).toBe('tea at 100%')
  })

  it('segmentLabel collapses repeated separators', () => {
    expect(segmentLabel('tea--and%20%20health')).toBe('tea and health')
  })
})

describe('buildBreadcrumb: levels named by their pages', () => {
  it('reads the levels above the page from `labels`, by href, and falls back to the segment', () => {
    const items = buildBreadcrumb('/our-products/our-teas/tea-ranges/premium-ceylon-tea', {
      title: 'Premium-Ceylon-Tee',
      labels: { '/our-products': 'Unsere Produkte', '/our-products/our-teas/tea-ranges': 'Teeserien' },
    })
    expect(items.map((i) => i.label)).toEqual(['Home', 'Unsere Produkte', 'our teas', 'Teeserien', 'Premium-Ceylon-Tee'])
  })

  it('never takes the current level from `labels`: the page title names it', () => {
    expect(buildBreadcrumb('/a/b', { title: 'B', labels: { '/a/b': 'wrong' } }).at(-1)?.label).toBe('B')
  })
})
