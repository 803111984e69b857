'use client'

import { usePathname } from 'next/navigation'

/** The proxy serves /x/y from the internal segment /v/{country}/{lang}/x/y. */
const INTERNAL_PREFIX = /^\/v\/[^/]+\/[^/]+(?=\/|$)/

/**
 * The path the visitor sees. usePathname() may report the internal, rewritten path while a
 * statically rendered variant is produced, so the internal prefix is stripped either way.
 */
export function useSitePath(): string {
  const pathname = usePathname() ?? '/'
  return pathname.replace(INTERNAL_PREFIX, '') || '/'
}
