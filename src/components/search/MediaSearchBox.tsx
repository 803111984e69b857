'use client'

import { LiveSearch } from '@/components/search/LiveSearch'

/** GET /dmc-apis/media_search as the visitor types; the call's language is always English (spec). */
export function MediaSearchBox({ country }: { country: string }) {
  return <LiveSearch endpoint="/dmc-apis/media_search" termParam="keyword" params={{ lang: 'en', country }} words="mediaSearch" />
}
