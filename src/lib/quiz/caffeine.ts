import { CAFFEINE_LEVELS, type CaffeineLevel } from '@/lib/catalogue/kinds'

/**
 * The tea quiz's caffeine rule. The old site built `caffeinePreference` as the bitwise AND of two
 * answers (a defect: 2 & 1 is 0, so "some caffeine" and "afternoon" asked for none). What it meant
 * is that both answers limit the caffeine, so the stricter one wins:
 *
 * - `caffeinePreference` is the most caffeine the visitor wants, one of CAFFEINE_LEVELS;
 * - `time` (the time of day they drink tea) has a ceiling of its own: evening tea is at most `low`;
 * - the ceiling applied is the lower of the two, and a tea matches when its caffeine level is at
 *   or below it. Among matches, teas closest to the ceiling come first (someone who wants a strong
 *   morning cup is shown the strong teas before the herbal ones).
 */
export { CAFFEINE_LEVELS, type CaffeineLevel }

export const QUIZ_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const
export type QuizTime = (typeof QUIZ_TIMES)[number]

const TIME_CEILING: Record<QuizTime, CaffeineLevel> = { morning: 'high', afternoon: 'high', evening: 'low', any: 'high' }

const rank = (level: CaffeineLevel) => CAFFEINE_LEVELS.indexOf(level)

/** The most caffeine a recommendation may have, from the two answers (missing answers do not limit). */
export function caffeineCeiling(preference?: CaffeineLevel, time?: QuizTime): CaffeineLevel {
  const limits = [preference ?? 'high', TIME_CEILING[time ?? 'any']]
  return limits.reduce((lowest, level) => (rank(level) < rank(lowest) ? level : lowest))
}

/** The caffeine levels a recommendation may have under a ceiling. */
export function levelsUpTo(ceiling: CaffeineLevel): CaffeineLevel[] {
  return CAFFEINE_LEVELS.slice(0, rank(ceiling) + 1)
}

/** How far a tea's level is below the ceiling: 0 is a perfect match, larger is milder than asked. */
export function caffeineDistance(level: CaffeineLevel, ceiling: CaffeineLevel): number {
  return rank(ceiling) - rank(level)
}
