import { getMarkets } from '@/data/markets'
import { showsDrafts } from '@/data/preview-session'
import { LANGUAGE_NAMES, type Variant } from '@/config/variant'
import { PreviewRefresh } from '@/components/islands'

/**
 * Shown to an editor in draft preview only (draft mode and a live admin session; a visitor's cached
 * page never has it): which market and
 * language the page is shown in, that drafts are included, and the way out. Editors read English,
 * whatever the page's language.
 */
export async function PreviewBar({ variant }: { variant: Variant }) {
  if (!(await showsDrafts())) return null
  const markets = await getMarkets('en')
  const market = markets.find((m) => m.code === variant.country)?.name ?? variant.country
  return (
    <aside lang="en" aria-label="Draft preview" className="fixed inset-x-0 bottom-0 z-[90] border-t border-amber-300 bg-amber-100 px-4 py-2 text-sm text-stone-900" data-preview-bar>
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
        <strong>Draft preview</strong>
        <span data-preview-market={variant.country}>Market: {market}</span>
        <span data-preview-language={variant.locale}>Language: {LANGUAGE_NAMES[variant.locale]}</span>
        <span>Unpublished changes are shown.</span>
        <a href="/preview/exit" className="ml-auto underline underline-offset-2">
          Exit preview
        </a>
      </p>
      <PreviewRefresh />
    </aside>
  )
}
