'use client'

import type { Variant } from '@/config/variant'
import { LiveSearch } from '@/components/search/LiveSearch'

/** The product filter's search box: GET /dmc-apis/search_items within one link folder. */
export function FilterSearch({ searchType, variant }: { searchType: string; variant: Variant }) {
  return <LiveSearch endpoint="/dmc-apis/search_items" termParam="searchTerm" params={{ searchType, lang: variant.locale, country: variant.country }} words="teaFilter" />
}
