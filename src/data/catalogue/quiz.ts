import { caffeineCeiling, levelsUpTo, type CaffeineLevel, type QuizTime } from '@/lib/quiz/caffeine'
import type { Variant } from '@/config/variant'
import { findProducts, type ProductItem } from './products'

export type QuizAnswers = { teaType?: string; caffeinePreference?: CaffeineLevel; time?: QuizTime }

/**
 * The tea quiz's recommendations (POST /dmc-apis/teaquiz_results): the teas at or below the
 * caffeine ceiling of the answers (src/lib/quiz/caffeine.ts), ranked by
 * 1. the chosen tea type first, then the others (a visitor always gets suggestions);
 * 2. within each, the caffeine level closest to the ceiling first;
 * 3. then the catalogue's own order (featured first).
 * Each step is one indexed read of at most page × size products, so a quiz costs a handful of
 * small queries however large the catalogue.
 */
export async function recommendTeas(answers: QuizAnswers, variant: Variant, { page, size }: { page: number; size: number }): Promise<{ items: ProductItem[]; total: number }> {
  const levels = levelsUpTo(caffeineCeiling(answers.caffeinePreference, answers.time)).reverse()
  const wanted = page * size
  const passes = answers.teaType ? [{ type: answers.teaType }, {}] : [{}]
  const ranked: ProductItem[] = []
  const seen = new Set<string>()
  for (const pass of passes) {
    for (const level of levels) {
      if (ranked.length >= wanted) break
      const { items } = await findProducts({ ...pass, caffeine: [level] }, variant, { page: 1, size: wanted })
      for (const item of items) {
        if (seen.has(item.slug)) continue
        seen.add(item.slug)
        ranked.push(item)
      }
    }
  }
  const { total } = await findProducts({ caffeine: levels }, variant, { page: 1, size: 1 })
  return { items: ranked.slice((page - 1) * size, wanted), total }
}
