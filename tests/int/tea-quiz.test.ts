import { describe, expect, it } from 'vitest'
import { CAFFEINE_LEVELS } from '@/lib/quiz/caffeine'
import { url } from './helpers'

/**
 * POST /dmc-apis/teaquiz_results against the seeded catalogue: the caffeine rule that replaces
 * the old bitwise AND (the stricter of the caffeine answer and the time of day, teas at or below
 * it, closest first), the chosen tea type first, the envelope and the 400s. The assertions check
 * properties of whatever the seed holds, so they hold for any catalogue that has matching teas.
 */
type Item = { slug: string; url: string; name: string; caffeine: (typeof CAFFEINE_LEVELS)[number]; type: { slug: string } | null }

let address = 0
async function quiz(query: string, method = 'POST') {
  // Each call from its own address: the endpoint is rate-limited per address like the forms.
  const response = await fetch(url(`/dmc-apis/teaquiz_results?${query}`), { method, headers: { 'x-forwarded-for': `10.77.0.${++address}` } })
  const body = await response.json().catch(() => null)
  return { status: response.status, body: body as { data: Item[]; meta: { page: number; size: number; total: number } } }
}
const rank = (level: string) => CAFFEINE_LEVELS.indexOf(level as never)

describe('POST /dmc-apis/teaquiz_results', () => {
  it('never recommends more caffeine than the stricter answer allows: evening caps it at low', async () => {
    const { status, body } = await quiz('caffeinePreference=high&time=evening&size=20')
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    for (const tea of body.data) expect(['none', 'low']).toContain(tea.caffeine)
    expect(body.meta).toMatchObject({ page: 1, size: 20 })
  })

  it('asks for some caffeine in the afternoon, not none (the old 2 & 1 gave 0)', async () => {
    const { body } = await quiz('caffeinePreference=medium&time=afternoon&size=20')
    expect(body.data.some((tea) => tea.caffeine === 'medium')).toBe(true)
    for (const tea of body.data) expect(rank(tea.caffeine)).toBeLessThanOrEqual(rank('medium'))
  })

  it('ranks the chosen type first, and within it the caffeine closest to the ceiling first', async () => {
    const { body } = await quiz('teaType=green-tea&caffeinePreference=high&time=morning&size=20')
    const types = body.data.map((tea) => tea.type?.slug)
    const other = types.findIndex((type) => type !== 'green-tea')
    const cut = other === -1 ? types.length : other
    expect(cut).toBeGreaterThan(0)
    expect(types.slice(cut)).not.toContain('green-tea')
    const greens = body.data.slice(0, cut).map((tea) => rank(tea.caffeine))
    expect(greens).toEqual([...greens].sort((a, b) => b - a))
    for (const tea of body.data) expect(tea.url).toBe(`/our-products/our-teas/tea-ranges/product-details/${tea.slug}`)
  })

  it('recommends only caffeine-free teas to a visitor who wants none', async () => {
    const { body } = await quiz('caffeinePreference=none&time=morning')
    expect(body.data.length).toBeGreaterThan(0)
    for (const tea of body.data) expect(tea.caffeine).toBe('none')
  })

  it('pages through the ranking without repeating a tea', async () => {
    const first = await quiz('caffeinePreference=low&page=1&size=3')
    const second = await quiz('caffeinePreference=low&page=2&size=3')
    expect(second.body.meta.page).toBe(2)
    const slugs = [...first.body.data, ...second.body.data].map((tea) => tea.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it.each([
    ['caffeinePreference=extreme', 'caffeinePreference'],
    ['time=noon', 'time'],
    ['teaType=no-such-type', 'teaType'],
    ['page=11', 'page'],
    ['size=0', 'size'],
  ])('answers 400 for %s, naming the parameter', async (query, name) => {
    const { status, body } = await quiz(query)
    expect(status).toBe(400)
    expect((body as unknown as { error: { message: string } }).error.message).toContain(name)
  })

  it('answers only POST', async () => {
    expect((await quiz('time=morning', 'GET')).status).toBe(405)
  })
})
