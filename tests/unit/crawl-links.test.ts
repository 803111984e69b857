import { describe, expect, it } from 'vitest'
import { attributes, extractLinks, isFile, normalise, sitemapLocs, skippedPrefix } from '../../scripts/test/crawl-links.mjs'
import { NON_SITE_PREFIXES } from '../../src/routes'
import { SKIPPED_PREFIXES } from '../../scripts/test/crawl-links.mjs'

const site = new Set(['http://127.0.0.1:3200'])
const page = 'http://127.0.0.1:3200/media/news'

describe('the crawl’s link extraction', () => {
  it('reads anchors with their download flag and the alternate, canonical and paging <link>s, not stylesheets or scripts', () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/a.css"/><link rel="canonical" href="http://127.0.0.1:3200/media/news"/>' +
      '<link rel="alternate" type="application/rss+xml" href="/media/news/rss.xml"/><link rel="next" href="?page=2"/></head>' +
      '<body><a href="/a?x=1&amp;y=2">A</a><a class="b" download="" href=\'/file.pdf\'>B</a><a name="no-href">C</a>' +
      '<!-- <a href="/commented-out">x</a> --><script>self.__next_f.push([1,"<a href=\\"/in-rsc\\">"])</script></body>'
    expect(extractLinks(html)).toEqual([
      { href: 'http://127.0.0.1:3200/media/news', kind: 'link', rel: 'canonical', download: false },
      { href: '/media/news/rss.xml', kind: 'link', rel: 'alternate', download: false },
      { href: '?page=2', kind: 'link', rel: 'next', download: false },
      { href: '/a?x=1&y=2', kind: 'a', download: false },
      { href: '/file.pdf', kind: 'a', download: true },
    ])
  })

  it('decodes attribute values and keeps bare attributes', () => {
    expect(attributes('<a href="/x?a=1&amp;b=&#x27;2&#39;" hidden data-x=3>')).toEqual({ href: "/x?a=1&b='2'", hidden: '', 'data-x': '3' })
  })
})

describe('the crawl’s address normalisation', () => {
  it('drops fragments, sorts query parameters and resolves relative links', () => {
    expect(normalise('?page=2#list', page, site)).toEqual({ path: '/media/news', key: '/media/news?page=2' })
    expect(normalise('/x?b=2&a=1', page, site).key).toBe('/x?a=1&b=2')
    expect(normalise('http://127.0.0.1:3200/y?#top', page, site).key).toBe('/y')
  })

  it('skips other hosts and schemes', () => {
    expect(normalise('https://social.example/instagram', page, site)).toEqual({ skip: 'external' })
    expect(normalise('mailto:hello@example.com', page, site)).toEqual({ skip: 'mailto' })
    expect(normalise('tel:+94112345678', page, site)).toEqual({ skip: 'tel' })
  })

  it('tells downloads and feeds from pages, and knows the non-site prefixes of src/routes.ts', () => {
    expect(isFile('/api/media/file/guide.pdf')).toBe(true)
    expect(isFile('/media/news/rss.xml')).toBe(true)
    expect(isFile('/media/news')).toBe(false)
    expect(isFile('/files/42', { download: true })).toBe(true)
    expect(skippedPrefix('/admin/collections')).toBe('/admin')
    expect(skippedPrefix('/apiary')).toBeUndefined()
    expect(SKIPPED_PREFIXES).toEqual([...NON_SITE_PREFIXES])
  })
})

describe('sitemaps', () => {
  it('lists the <loc>s of a sitemap and says when it is an index', () => {
    expect(sitemapLocs('<urlset><url><loc>http://h/a?x=1&amp;y=2</loc></url><url><loc> http://h/b </loc></url></urlset>')).toEqual({ index: false, locs: ['http://h/a?x=1&y=2', 'http://h/b'] })
    expect(sitemapLocs('<sitemapindex><sitemap><loc>http://h/s1.xml</loc></sitemap></sitemapindex>').index).toBe(true)
  })
})
