import { z } from 'zod'
import { checkFilterValues } from '@/data/catalogue/products'
import { recommendTeas } from '@/data/catalogue/quiz'
import { ApiError, clientIp, errorResponse, formLimit, intParam, listEndpoint, rateLimit, slugParam, tooManyRequests } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'
import { discardBody, MAX_JSON_BYTES, readBodyBounded } from '@/lib/api/submissions/read-body'
import { CAFFEINE_LEVELS, QUIZ_TIMES } from '@/lib/quiz/caffeine'

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional()

/**
 * POST /dmc-apis/teaquiz_results?page&size&teaType&caffeinePreference&time[&lang&country]: the
 * tea quiz's ranked recommendations (src/data/catalogue/quiz.ts). A POST as the spec has it, with
 * the answers in the query. `caffeinePreference` is one of none, low, medium, high and `time` one
 * of morning, afternoon, evening, any: the old site's bitwise AND of two answers is replaced by the
 * rule in src/lib/quiz/caffeine.ts. Results are bounded: page 1 to 10, size 1 to 20.
 */
const recommendations = listEndpoint({
  name: 'teaquiz_results',
  defaultSize: 6,
  params: {
    page: intParam('page', { min: 1, max: 10, fallback: 1 }),
    size: intParam('size', { min: 1, max: 20, fallback: 6 }),
    teaType: slugParam('teaType'),
    caffeinePreference: oneOf('caffeinePreference', CAFFEINE_LEVELS),
    time: oneOf('time', QUIZ_TIMES),
  },
  read: async (query, variant) => {
    await checkFilterValues({ type: query.teaType }, variant, { format: 'format', type: 'teaType', mood: 'mood', flavour: 'flavour' })
    return recommendTeas({ teaType: query.teaType, caffeinePreference: query.caffeinePreference, time: query.time }, variant, query)
  },
})

/**
 * A public POST, so rate-limited per address like the forms (RATE_LIMIT_MAX a minute) and bounded in
 * body like them (413 past 16 KB: the answers are in the query, a body is read only to be refused or
 * dropped); it stores nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await rateLimit(`teaquiz_results:${clientIp(request)}`, formLimit()).catch(() => null)
  if (limit && !limit.allowed) {
    return errorResponse(tooManyRequests(limit, await discardBody(request, MAX_JSON_BYTES)))
  }
  try {
    await readBodyBounded(request, MAX_JSON_BYTES, 'The quiz takes its answers in the query string; this body is too large')
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error)
    throw error
  }
  return recommendations(request)
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
