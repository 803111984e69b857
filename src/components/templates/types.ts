import type { Variant } from '@/data/variant'
import type { ResolvedPage } from './resolvePage'

/** A page type: which paths it serves, and how it renders one of them. */
export type Template<M = Record<string, string>> = {
  name: string
  match: (path: string) => M | null
  render: (args: { path: string; variant: Variant; match: M }) => Promise<ResolvedPage | null>
}
