'use client'

import Link from 'next/link'
import type React from 'react'

/**
 * next/link with the site's prefetch policy (skip prefetching on 2g, Save-Data or offline).
 * Placeholder: the chrome work implements the policy; every internal link uses this component.
 */
export function SmartLink(props: React.ComponentProps<typeof Link>) {
  return <Link {...props} />
}
