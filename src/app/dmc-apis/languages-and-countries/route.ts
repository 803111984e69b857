import { cacheControl, STATIC_CACHE } from '@/lib/api/responses'
import { languagesAndCountries } from '@/lib/api/languages-and-countries'
import { otherMethods } from '@/lib/api/methods'

// The list changes only with a deploy: rendered once at build time and served as a static file.
export const dynamic = 'force-static'

/** GET /dmc-apis/languages-and-countries; the answer's shape is documented in src/lib/api/languages-and-countries.ts. */
export function GET() {
  return Response.json({ data: languagesAndCountries() }, { headers: { 'Cache-Control': cacheControl(STATIC_CACHE) } })
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
