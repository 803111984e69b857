import { describe, expect, it } from 'vitest'
import { tagsForPublicChange, type PublicState } from '@/cms/hooks/public-change'

const state = (published: boolean, key: string, updatedAt: string): PublicState => ({ published, key, updatedAt })

describe('tagsForPublicChange', () => {
  it('expires nothing when the main row was not written (a draft save)', () => {
    const row = state(true, '/tea', '2026-01-01T00:00:00.000Z')
    expect(tagsForPublicChange('pages', 7, row, { ...row })).toEqual([])
  })

  it('expires nothing for a document that was never public', () => {
    expect(tagsForPublicChange('pages', 7, null, state(false, '/tea', 'a'))).toEqual([])
    expect(tagsForPublicChange('pages', 7, state(false, '/tea', 'a'), state(false, '/teas', 'b'))).toEqual([])
  })

  it('expires the list, the id and the key on a publish', () => {
    expect(tagsForPublicChange('pages', 7, null, state(true, '/tea', 'a'))).toEqual(['collection:pages', 'key:pages:7', 'key:pages:/tea'])
  })

  it('expires the old and the new key when a published document moves', () => {
    expect(tagsForPublicChange('pages', 7, state(true, '/tea', 'a'), state(true, '/teas', 'b'))).toEqual([
      'collection:pages',
      'key:pages:7',
      'key:pages:/tea',
      'key:pages:/teas',
    ])
  })

  it('expires the published key on an unpublish and on a delete', () => {
    const before = state(true, '/tea', 'a')
    expect(tagsForPublicChange('pages', 7, before, state(false, '/tea', 'b'))).toEqual(['collection:pages', 'key:pages:7', 'key:pages:/tea'])
    expect(tagsForPublicChange('pages', 7, before, null)).toEqual(['collection:pages', 'key:pages:7', 'key:pages:/tea'])
  })
})
