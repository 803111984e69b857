import { describe, expect, it } from 'vitest'
import { caffeineCeiling, caffeineDistance, levelsUpTo } from '@/lib/quiz/caffeine'

describe('the quiz caffeine rule (replaces the old bitwise AND)', () => {
  it('takes the stricter of the two answers', () => {
    expect(caffeineCeiling('high', 'evening')).toBe('low')
    expect(caffeineCeiling('none', 'morning')).toBe('none')
    expect(caffeineCeiling('medium', 'afternoon')).toBe('medium')
    expect(caffeineCeiling('low', 'evening')).toBe('low')
  })

  it('does not turn "some caffeine in the afternoon" into "none", as 2 & 1 did', () => {
    expect(caffeineCeiling('medium', 'afternoon')).not.toBe('none')
  })

  it('lets a missing answer leave the other in charge', () => {
    expect(caffeineCeiling(undefined, 'evening')).toBe('low')
    expect(caffeineCeiling('medium')).toBe('medium')
    expect(caffeineCeiling()).toBe('high')
  })

  it('matches teas at or below the ceiling, closest first', () => {
    expect(levelsUpTo('low')).toEqual(['none', 'low'])
    expect(levelsUpTo('high')).toEqual(['none', 'low', 'medium', 'high'])
    expect(caffeineDistance('high', 'high')).toBe(0)
    expect(caffeineDistance('none', 'medium')).toBe(2)
  })
})
