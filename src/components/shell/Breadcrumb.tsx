'use client'

import { useDictionary } from '@/i18n/client'
import { buildBreadcrumb } from '@/lib/routing/breadcrumb'
import { SmartLink } from '@/components/ui/SmartLink'

/**
 * The trail from Home to this page; the rules live in src/lib/routing/breadcrumb.ts, the words in the
 * dictionary. `unlinked`: the levels with no page of their own (the server knows which), shown disabled;
 * `labels`: the levels' names by href (their pages' titles), which the server looks up.
 */
export function Breadcrumb({
  path,
  title,
  unlinked = [],
  labels,
}: {
  path: string
  title?: string
  unlinked?: string[]
  labels?: Record<string, string>
}) {
  const t = useDictionary().breadcrumb
  const items = buildBreadcrumb(path, { title, labels, homeLabel: t.home, isLinkable: (href) => !unlinked.includes(href) })
  return (
    <nav aria-label={t.label} className="border-b border-brand-100 bg-brand-50">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-4 text-sm">
        {items.map((item, index) => (
          <li key={`${index}-${item.href}`} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="text-gold-600">
                /
              </span>
            ) : null}
            {item.href ? (
              <SmartLink
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                className={
                  item.current
                    ? 'crumb font-semibold text-brand-900'
                    : 'crumb text-brand-700 underline-offset-4 hover:underline'
                }
              >
                {item.label}
              </SmartLink>
            ) : (
              // An empty link: shown, but not a link (site.md: "items with an empty link are disabled").
              <a role="link" aria-disabled="true" className="crumb cursor-default text-neutral-600">
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
