'use client'

import Link from 'next/link'
import type React from 'react'
import { usePrefetchAllowed } from '@/components/ui/prefetch-policy'

/**
 * next/link with the site's prefetch policy: no prefetching on 2g / slow-2g, with Save-Data on,
 * or offline (see src/components/ui/prefetch-policy.ts). Otherwise the caller's `prefetch` (or Next's
 * default) applies. Every internal link uses this component.
 */
export function SmartLink({ prefetch, ...props }: React.ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed()
  return <Link {...props} prefetch={allowed ? prefetch : false} />
}
