import type React from 'react'

export type Fact = [term: string, value: React.ReactNode]

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const

/**
 * Terms and their values as a description list (a tea's facts, a recipe's serves and time, an
 * e-book's author and length, an estate's region, a news story's date); empty values are left out,
 * and a list with none is not rendered.
 */
export function FactList({ facts, columns = 2, className = '' }: { facts: Fact[]; columns?: keyof typeof COLUMNS; className?: string }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className={`grid gap-4 ${COLUMNS[columns]} ${className}`}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800">{term}</dt>
          <dd className="mt-1 text-ink/85">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
