import { describe, expect, it } from 'vitest'
import { buildPath, createMatcher } from '@/lib/routing/pattern'

const match = createMatcher({
  home: '/',
  newsList: '/media/news',
  newsItem: '/media/news/:slug',
  event: '/media/events/:slug',
  search: '/global-search-results',
  content: '/*path',
})

describe('route patterns', () => {
  it('matches static routes exactly', () => {
    expect(match('/')).toEqual({ name: 'home', params: {} })
    expect(match('/media/news')).toEqual({ name: 'newsList', params: {} })
    expect(match('/global-search-results')).toEqual({ name: 'search', params: {} })
  })

  it('captures one segment per parameter', () => {
    expect(match('/media/news/first-flush')).toEqual({ name: 'newsItem', params: { slug: 'first-flush' } })
  })

  it('falls through to the rest-of-path route when a parameter route does not fit', () => {
    expect(match('/media/news/first-flush/comments')).toEqual({ name: 'content', params: { path: '/media/news/first-flush/comments' } })
    expect(match('/media')).toEqual({ name: 'content', params: { path: '/media' } })
    expect(match('/our-purpose/sustainability')).toEqual({ name: 'content', params: { path: '/our-purpose/sustainability' } })
  })

  it('names each route’s parameters its own way where routes share a position', () => {
    const podcasts = createMatcher({
      series: '/podcasts/:slug',
      episode: '/podcasts/:series/:slug',
      content: '/*path',
    })
    expect(podcasts('/podcasts/from-the-estate')).toEqual({ name: 'series', params: { slug: 'from-the-estate' } })
    expect(podcasts('/podcasts/from-the-estate/monsoon')).toEqual({ name: 'episode', params: { series: 'from-the-estate', slug: 'monsoon' } })
    expect(podcasts('/podcasts/a/b/c')).toEqual({ name: 'content', params: { path: '/podcasts/a/b/c' } })
  })

  it('answers null when nothing matches', () => {
    const strict = createMatcher({ news: '/media/news/:slug' })
    expect(strict('/media/news')).toBeNull()
    expect(strict('/other')).toBeNull()
  })

  it('builds paths from the same patterns', () => {
    expect(buildPath('/media/news/:slug', { slug: 'tea & cake' })).toBe('/media/news/tea%20%26%20cake')
    expect(buildPath('/*path', { path: '/a/b' })).toBe('/a/b')
    expect(buildPath('/')).toBe('/')
    expect(() => buildPath('/media/news/:slug')).toThrow(/slug/)
  })
})
