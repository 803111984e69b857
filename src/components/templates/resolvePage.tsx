import type { Metadata } from 'next'
import type React from 'react'
import type { Variant } from '@/data/variant'
import { templates } from './registry'

export type ResolvedPage = { element: React.ReactElement; metadata: Metadata }

/**
 * Finds the template that serves a site path. Templates are tried in order; each answers
 * null when the path is not its own (or its record does not exist), and the generic
 * content page is the last one. A null result is the 404 page.
 */
export async function resolvePage(path: string, variant: Variant): Promise<ResolvedPage | null> {
  for (const template of templates) {
    const match = template.match(path)
    if (!match) continue
    const page = await template.render({ path, variant, match })
    if (page) return page
  }
  return null
}
