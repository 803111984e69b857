import type { Metadata } from 'next'
import type React from 'react'
import type { Variant } from '@/config/variant'
import type { ListQuery } from '@/lib/routing/list-query'
import type { Params } from '@/lib/routing/pattern'

/** What a template gives the page frame (src/components/shell/PageFrame.tsx). */
export type TemplatePage = {
  metadata: Metadata
  /** The page's title: the banner's h1 and the breadcrumb's last item. */
  title: string
  /** A banner of the template's own; default: the title alone; `false`: none (the body carries the h1, as a product's page does). */
  banner?: React.ReactNode
  body: React.ReactNode
}

/**
 * A page type's renderer: null when the document is not there (a 404). `query` holds a list
 * page's filters and page when its address carries them (src/lib/routing/list-query.ts).
 */
export type Template = (args: { path: string; variant: Variant; params: Params; query?: ListQuery }) => Promise<TemplatePage | null>
